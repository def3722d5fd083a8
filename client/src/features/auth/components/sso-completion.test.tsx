import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SsoCompletion } from './sso-completion';

describe('SsoCompletion', () => {
  it('stores the token from the fragment, clears the address bar and goes home', async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/sso#token=sso-token-value&expiresAt=2030-01-01T00%3A00%3A00.000Z');
    renderWithProviders(<SsoCompletion />);
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('sso-token-value'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.hash).toBe('');
  });

  it("shows the server's reason when sign-on failed", async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/sso#error=Single+sign-on+did+not+complete.+Please+try+again.');
    renderWithProviders(<SsoCompletion />);
    expect(await screen.findByText('Single sign-on did not complete. Please try again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

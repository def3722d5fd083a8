import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LoginForm } from './login-form';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('LoginForm', () => {
  it('shows the shared schema messages and sends nothing when the form is invalid', async () => {
    const api = await startApiTestServer({});
    close = api.close;
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('stores the token, toasts success and continues', async () => {
    const api = await startApiTestServer({
      'POST /api/auth/login': () => ({
        json: {
          token: 'tok-123',
          expiresAt: '2030-01-01T00:00:00Z',
          user: { id: 1, name: 'Dr A', email: 'a@b.co', role: 'doctor' },
        },
      }),
    });
    close = api.close;
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('Email'), 'A@B.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(window.localStorage.getItem('token')).toBe('tok-123');
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    const request = api.requests[0];
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ email: 'a@b.co', password: 'secret-password' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it("shows the server's message in a destructive toast on failure", async () => {
    const api = await startApiTestServer({
      'POST /api/auth/login': () => ({ status: 401, json: { message: 'Invalid email or password' } }),
    });
    close = api.close;
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Failed to login' when the answer has no message", async () => {
    const api = await startApiTestServer({ 'POST /api/auth/login': () => ({ status: 502, text: 'Bad Gateway' }) });
    close = api.close;
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Failed to login')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CodeSearch } from './code-search';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('CodeSearch', () => {
  it('looks codes up and adds the chosen one as an ICD-10 suggestion', async () => {
    const api = await startApiTestServer({
      'GET /api/codes/search': () => ({
        json: [{ system: 'ICD-10-CM', code: 'J20.9', description: 'Acute bronchitis, unspecified', billable: true }],
      }),
    });
    close = api.close;
    const onAdd = vi.fn();
    renderWithProviders(<CodeSearch onAdd={onAdd} />);
    await userEvent.type(screen.getByLabelText('Search codes'), 'bronchitis');
    await userEvent.click(await screen.findByRole('button', { name: 'Add J20.9' }));
    expect(onAdd).toHaveBeenCalledWith({
      type: 'ICD-10',
      code: 'J20.9',
      description: 'Acute bronchitis, unspecified',
      confidence: 1,
      source: 'clinician',
    });
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    const last = api.requests.at(-1);
    expect(last?.headers.authorization).toBeUndefined();
  });
});

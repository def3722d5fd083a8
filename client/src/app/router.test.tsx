import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type RecordedRequest } from '../test/api-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { AppRouter } from './router';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function openAt(
  path: string,
  role: string | null,
  token: string | null = 'tok',
  flags: { approved?: boolean; isAdmin?: boolean } = {},
) {
  const api = await startApiTestServer({
    'GET /api/user': () => ({
      json: { id: 1, name: 'Sam', email: 's@x.io', role, approved: true, isAdmin: false, ...flags },
    }),
    'GET /api/admin/users': () => ({ json: [] }),
    'GET /api/visits/active': () => ({ json: [] }),
    'GET /api/visits/completed': () => ({ json: [] }),
    'GET /api/patients': () => ({ json: [] }),
  });
  close = api.close;
  if (token) window.localStorage.setItem('token', token);
  window.history.replaceState(null, '', path);
  renderWithProviders(<AppRouter />);
  return api.requests;
}

const paths = (requests: RecordedRequest[]) => requests.map((request) => request.path);

describe('AppRouter', () => {
  it('sends a visitor without a token to /login', async () => {
    await openAt('/patients', 'doctor', null);
    expect(await screen.findByText('Welcome to ChartScribe')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('lets /register through without a token', async () => {
    await openAt('/register', null, null);
    expect(await screen.findByText('Join ChartScribe')).toBeInTheDocument();
  });

  it('shows the 404 screen on an unknown path', async () => {
    await openAt('/nowhere', 'doctor');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('denies the patient role and never fetches the patient list for it', async () => {
    const requests = await openAt('/patients', 'patient');
    expect(
      await screen.findByText('Access Denied - Only healthcare providers can access this page'),
    ).toBeInTheDocument();
    expect(paths(requests)).not.toContain('/api/patients');
  });

  it("says 'Permission Required' on completed visits for a user without a role", async () => {
    await openAt('/visits/completed', null);
    expect(await screen.findByText('Permission Required')).toBeInTheDocument();
  });

  it('shows an account waiting for approval the waiting page instead of the dashboard, fetching no visits', async () => {
    const requests = await openAt('/', 'doctor', 'tok', { approved: false });
    expect(
      await screen.findByText('Your account is waiting for approval by the clinic administrator.'),
    ).toBeInTheDocument();
    expect(paths(requests)).not.toContain('/api/visits/active');
  });

  it('shows the Admin link and the users page only to an administrator', async () => {
    await openAt('/admin/users', 'doctor', 'tok', { isAdmin: true });
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('refuses the users page to everyone else', async () => {
    await openAt('/admin/users', 'doctor');
    expect(await screen.findByText('Only the clinic administrator can do this')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('greets a provider in the top bar', async () => {
    await openAt('/patients', 'medical_assistant');
    expect(await screen.findByText('Welcome, Sam')).toBeInTheDocument();
    expect(await screen.findByText('No patients found')).toBeInTheDocument();
  });
});

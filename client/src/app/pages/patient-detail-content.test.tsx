import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTSIDE_CARE_TEAM } from '@common/access';
import { startApiTestServer } from '../../test/api-test-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { PatientDetail } from './patient-detail-content';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('PatientDetail under ACCESS=care-team', () => {
  it('asks for a reason when the chart is outside the care team and sends it to open the chart', async () => {
    const api = await startApiTestServer({
      'GET /api/patients/5': (request) =>
        request.headers['x-access-reason'] === 'Covering the weekend'
          ? {
              json: {
                id: 5,
                name: 'Outside Patient',
                email: null,
                phoneNumber: null,
                gender: null,
                dateOfBirth: null,
                createdAt: '2026-01-01T00:00:00.000Z',
                visits: [],
              },
            }
          : { status: 403, json: { message: OUTSIDE_CARE_TEAM } },
    });
    close = api.close;
    window.localStorage.setItem('token', 'tok');
    renderWithProviders(<PatientDetail id={5} role="doctor" />);
    expect(await screen.findByText(OUTSIDE_CARE_TEAM)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason for opening this chart'), 'Covering the weekend');
    await userEvent.click(screen.getByRole('button', { name: 'Open chart' }));
    expect(await screen.findByText('Outside Patient')).toBeInTheDocument();
  });
});

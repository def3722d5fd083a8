import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTSIDE_CARE_TEAM } from '@common/access';
import type { VisitDto } from '@common/schemas/visit.schema';
import { startApiTestServer } from '../../test/api-test-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { VisitDetailsContent } from './visit-details-content';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const visit: VisitDto = {
  id: 5,
  patientId: 9,
  patientName: 'Outside Patient',
  providerId: 2,
  providerName: 'Dr Ben',
  status: 'in_progress',
  visitDate: '2026-01-01T10:00:00.000Z',
  chiefComplaint: 'Cough',
  finalDiagnosis: null,
  notes: null,
  soapNote: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  completedAt: null,
  createdBy: 2,
  recordingId: null,
  version: 1,
};

describe('VisitDetailsContent under ACCESS=care-team', () => {
  it('asks for a reason for a visit outside the care team, then loads the visit and asks again for its notes', async () => {
    let granted = false;
    const refused = { status: 403, json: { message: OUTSIDE_CARE_TEAM } };
    const api = await startApiTestServer({
      'GET /api/visits/5': (request) => {
        if (request.headers['x-access-reason'] === 'Covering the weekend') granted = true;
        return granted ? { json: visit } : refused;
      },
      'GET /api/recordings/visit/5': () => (granted ? { json: [] } : refused),
      'GET /api/recordings/visit/5/versions': () => (granted ? { json: [] } : refused),
      'GET /api/patients': () => ({ json: [] }),
    });
    close = api.close;
    window.localStorage.setItem('token', 'tok');
    renderWithProviders(<VisitDetailsContent id={5} role="doctor" userId={1} />);
    expect(await screen.findByText(OUTSIDE_CARE_TEAM)).toBeInTheDocument();
    const noteReads = () => api.requests.filter((request) => request.path === '/api/recordings/visit/5').length;
    const refusedReads = noteReads();
    await userEvent.type(screen.getByLabelText('Reason for opening this chart'), 'Covering the weekend');
    await userEvent.click(screen.getByRole('button', { name: 'Open chart' }));
    expect(await screen.findByText('Patient Journey Progress')).toBeInTheDocument();
    expect(screen.queryByText(OUTSIDE_CARE_TEAM)).not.toBeInTheDocument();
    // The notes refused before the reason are asked for again once it is given.
    await expect.poll(noteReads).toBeGreaterThan(refusedReads);
  });
});

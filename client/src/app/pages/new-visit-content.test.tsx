import type { RecordingDto } from '@common/schemas/recording.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiTestServer } from '../../test/api-test-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { NewVisitContent } from './new-visit-content';

const visit = {
  id: 5,
  patientId: null,
  patientName: null,
  providerId: 3,
  providerName: null,
  status: 'in_progress',
  visitDate: '2026-01-01T10:00:00.000Z',
  chiefComplaint: null,
  finalDiagnosis: null,
  notes: null,
  soapNote: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  completedAt: null,
  createdBy: 3,
  recordingId: null,
  version: 2,
};

function recording(overrides: Partial<RecordingDto>): RecordingDto {
  return {
    id: 7,
    visitId: 5,
    patientId: null,
    recordingType: 'initial',
    createdBy: 3,
    createdByName: 'Mia Assistant',
    creatorRole: 'medical_assistant',
    assignedDoctorId: null,
    recordingUrl: '/api/recordings/7/audio',
    transcription: null,
    subjective: null,
    objective: null,
    assessment: null,
    plan: null,
    codeSuggestions: null,
    metadata: { duration: 0, audioId: '0b7c7c86-7d0e-4a57-9b36-3f9ab3f0c001' },
    segments: null,
    evidence: null,
    engine: null,
    hasAudio: true,
    status: 'failed',
    version: 2,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('NewVisitContent after a reload', () => {
  it('reopens the failed draft with a Retry that transcribes the kept audio, then shows its note', async () => {
    let current = recording({});
    const api = await startApiTestServer({
      'GET /api/visits/active/0': () => ({ json: visit }),
      'GET /api/recordings/visit/5': () => ({ json: [current] }),
      'GET /api/doctors': () => ({ json: [] }),
      'POST /api/recordings/7/retry': () => {
        current = recording({
          status: 'done',
          subjective: 'Cough for three days.',
          transcription: 'I cough.',
          version: 3,
        });
        return { json: current };
      },
    });
    close = api.close;
    renderWithProviders(<NewVisitContent patientId={0} visitId={0} role="medical_assistant" userId={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Transcription of this recording failed');
    expect(screen.queryByText('Generated SOAP Note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Generated SOAP Note')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Subjective')).toHaveValue('Cough for three days.'));
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/recordings/7/retry',
    ]);
  });

  it('shows a processing draft as progress, with no Retry', async () => {
    const api = await startApiTestServer({
      'GET /api/visits/active/0': () => ({ json: visit }),
      'GET /api/recordings/visit/5': () => ({ json: [recording({ status: 'processing' })] }),
    });
    close = api.close;
    renderWithProviders(<NewVisitContent patientId={0} visitId={0} role="medical_assistant" userId={3} />);
    expect(await screen.findByText(/Processing audio\.\.\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

import type { PatientDto } from '@common/schemas/patient.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { NoteDraft } from '../utils/note-draft';
import { SoapNoteEditor } from './soap-note-editor';

const patients: PatientDto[] = [
  {
    id: 3,
    name: 'Pat Example',
    email: null,
    phoneNumber: null,
    gender: null,
    dateOfBirth: null,
    createdAt: '2024-01-01T00:00:00Z',
  },
];

function makeDraft(overrides: Partial<NoteDraft> = {}): NoteDraft {
  return {
    subjective: 'Cough for three days.',
    objective: 'Temperature 38.1.',
    assessment: 'Likely viral bronchitis.',
    plan: 'Fluids and rest.',
    transcription: 'I have had a cough for three days.',
    codeSuggestions: [
      { type: 'ICD-10', code: 'J20.9', description: 'Acute bronchitis, unspecified', confidence: 0.87 },
      { type: 'CPT', code: '99213', description: 'Office visit, established patient', confidence: 0.5 },
    ],
    evidence: [],
    metadata: { duration: 12, recordingUrl: null, audioId: null },
    stored: null,
    ...overrides,
  };
}

const openVisit = { id: 5, patientId: null, providerId: 1, status: 'in_progress' as const, version: 4 };
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('SoapNoteEditor for a medical assistant', () => {
  it('locks Assessment and Plan as Doctor Only and hides codes', async () => {
    const api = await startApiTestServer({ 'GET /api/doctors': () => ({ json: [{ id: 9, name: 'Dr Who' }] }) });
    close = api.close;
    renderWithProviders(
      <SoapNoteEditor
        visit={openVisit}
        role="medical_assistant"
        draft={makeDraft()}
        patients={patients}
        updateVisit={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('Select Doctor for Review')).toBeEnabled());
    expect(screen.getByLabelText('Subjective')).toBeEnabled();
    expect(screen.getByLabelText('Objective')).toBeEnabled();
    expect(screen.getByLabelText(/^Assessment/)).toBeDisabled();
    expect(screen.getByLabelText(/^Plan/)).toBeDisabled();
    expect(screen.getAllByText('Doctor Only')).toHaveLength(2);
    expect(screen.queryByText('ICD-10 Codes')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Visit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for Doctor Review' })).toBeDisabled();
    expect(screen.getByText('Please select a doctor first')).toBeInTheDocument();
  });

  it('sends for review once a doctor and a patient are chosen, without A and P', async () => {
    const updateVisit = vi.fn().mockResolvedValue({});
    const api = await startApiTestServer({
      'GET /api/doctors': () => ({ json: [{ id: 9, name: 'Dr Who' }] }),
      'POST /api/recordings': () => ({ status: 201, json: { id: 11, version: 1, visitVersion: 6 } }),
    });
    close = api.close;
    renderWithProviders(
      <SoapNoteEditor
        visit={openVisit}
        role="medical_assistant"
        draft={makeDraft()}
        patients={patients}
        updateVisit={updateVisit}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('Select Doctor for Review')).toBeEnabled());
    await userEvent.click(screen.getByLabelText('Select Doctor for Review'));
    await userEvent.click(await screen.findByRole('option', { name: 'Dr Who' }));
    expect(screen.getByText('Please select a patient first')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Select Patient (Required)'));
    await userEvent.click(await screen.findByRole('option', { name: 'Pat Example' }));
    const send = screen.getByRole('button', { name: 'Send for Doctor Review' });
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() =>
      expect(updateVisit).toHaveBeenCalledWith({
        providerId: 9,
        patientId: 3,
        status: 'pending_doctor_review',
        // The save moved the visit on; the PATCH carries the version the save answered with.
        version: 6,
      }),
    );
    const created: unknown = JSON.parse(api.requests.find((request) => request.method === 'POST')?.body ?? '{}');
    expect(created).toMatchObject({
      visitId: 5,
      patientId: 3,
      recordingType: 'initial',
      creatorRole: 'medical_assistant',
      assignedDoctorId: 9,
      assessment: '',
      plan: '',
    });
  });

  it('warns when the note saved but the visit status update failed', async () => {
    const api = await startApiTestServer({
      'GET /api/doctors': () => ({ json: [{ id: 9, name: 'Dr Who' }] }),
      'POST /api/recordings': () => ({ status: 201, json: { id: 11, version: 1 } }),
    });
    close = api.close;
    const updateVisit = vi.fn().mockRejectedValue(new Error('offline'));
    renderWithProviders(
      <SoapNoteEditor
        visit={{ ...openVisit, patientId: 3 }}
        role="medical_assistant"
        draft={makeDraft()}
        patients={patients}
        updateVisit={updateVisit}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('Select Doctor for Review')).toBeEnabled());
    await userEvent.click(screen.getByLabelText('Select Doctor for Review'));
    await userEvent.click(await screen.findByRole('option', { name: 'Dr Who' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(
      await screen.findByText('Warning: Recording saved successfully, but failed to update visit status.'),
    ).toBeInTheDocument();
  });
});

describe('SoapNoteEditor for a doctor', () => {
  it("shows the note engine's warnings above the draft", () => {
    const message = 'The transcript seems to stop mid-sentence; part of the visit may be missing from the note.';
    renderWithProviders(
      <SoapNoteEditor
        visit={openVisit}
        role="doctor"
        draft={makeDraft({ warnings: [{ code: 'truncated', message }] })}
        patients={patients}
        updateVisit={vi.fn()}
      />,
    );
    const warnings = screen.getByRole('status', { name: 'Draft warnings' });
    expect(warnings).toHaveTextContent(message);
    expect(warnings.compareDocumentPosition(screen.getByLabelText('Subjective'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('edits every section, picks the patient and sees codes with confidence', async () => {
    renderWithProviders(
      <SoapNoteEditor visit={openVisit} role="doctor" draft={makeDraft()} patients={patients} updateVisit={vi.fn()} />,
    );
    for (const label of ['Subjective', 'Objective', 'Assessment', 'Plan'])
      expect(screen.getByLabelText(label)).toBeEnabled();
    expect(screen.queryByText('Doctor Only')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Select Patient (Required)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Select Doctor for Review')).not.toBeInTheDocument();
    expect(screen.getByText('ICD-10 Codes')).toBeInTheDocument();
    expect(screen.getByText('CPT Codes')).toBeInTheDocument();
    expect(screen.getByText('87%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Visit' })).toBeDisabled();
  });

  it('saves a stored note with PATCH and its version, and shows a 409 message', async () => {
    const message = 'This note was changed by someone else — reload to see the latest';
    const api = await startApiTestServer({ 'PATCH /api/recordings/21': () => ({ status: 409, json: { message } }) });
    close = api.close;
    renderWithProviders(
      <SoapNoteEditor
        visit={{ ...openVisit, patientId: 3 }}
        role="doctor"
        draft={makeDraft({ stored: { id: 21, version: 4 } })}
        patients={patients}
        updateVisit={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText('Plan'), ' Review in a week.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(JSON.parse(api.requests[0]?.body ?? '{}')).toMatchObject({
      version: 4,
      plan: 'Fluids and rest. Review in a week.',
    });
  });

  it('lets the doctor remove a suggested code before saving', async () => {
    const api = await startApiTestServer({
      'POST /api/recordings': () => ({ status: 201, json: { id: 31, version: 1 } }),
    });
    close = api.close;
    renderWithProviders(
      <SoapNoteEditor
        visit={{ ...openVisit, patientId: 3 }}
        role="doctor"
        draft={makeDraft()}
        patients={patients}
        updateVisit={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove J20.9' }));
    expect(screen.queryByText('ICD-10 Codes')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    const saved = JSON.parse(api.requests[0]?.body ?? '{}') as { codeSuggestions: Array<{ code: string }> };
    expect(saved.codeSuggestions.map((code) => code.code)).toEqual(['99213']);
  });

  it('completes with the assigned patient', async () => {
    const api = await startApiTestServer({
      'POST /api/recordings': () => ({ status: 201, json: { id: 30, version: 1 } }),
    });
    close = api.close;
    const updateVisit = vi.fn().mockResolvedValue({});
    renderWithProviders(
      <SoapNoteEditor
        visit={{ ...openVisit, patientId: 3 }}
        role="doctor"
        draft={makeDraft()}
        patients={patients}
        updateVisit={updateVisit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Complete Visit' }));
    // The confirmation dialog lists the codes to be billed and needs a final diagnosis.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('billed-codes')).toHaveTextContent('J20.9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Visit' }));
    expect(
      await within(dialog).findByText('Enter the final diagnosis before completing this visit.'),
    ).toBeInTheDocument();
    expect(updateVisit).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Final Diagnosis'), 'Acute bronchitis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Visit' }));
    await waitFor(() =>
      expect(updateVisit).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'completed', patientId: 3, finalDiagnosis: 'Acute bronchitis' }),
      ),
    );
    expect(JSON.parse(api.requests[0]?.body ?? '{}')).toMatchObject({
      recordingType: 'doctor_review',
      creatorRole: 'doctor',
    });
  });
  it('sends one request when Save is double-clicked', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = await startApiTestServer({
      'POST /api/recordings': async () => {
        await gate;
        return { status: 201, json: { id: 31, version: 1 } };
      },
    });
    close = api.close;
    renderWithProviders(
      <SoapNoteEditor
        visit={{ ...openVisit, patientId: 3 }}
        role="doctor"
        draft={makeDraft()}
        patients={patients}
        updateVisit={vi.fn().mockResolvedValue({})}
      />,
    );
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Note' })).toBeEnabled());
    expect(api.requests).toHaveLength(1);
  });
});

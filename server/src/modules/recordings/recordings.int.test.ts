import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@common/schemas/error.schema';
import type { PatientDto } from '@common/schemas/patient.schema';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import { auditLog } from '../../db/schema';
import { patchVisit } from '../../test/clinic-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let doctor: { token: string; id: number };
let assistant: { token: string; id: number };
let nurse: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  const d = await t.signUp('doctor', 'Dr Gray');
  const a = await t.signUp('medical_assistant', 'Mo Assistant');
  const n = await t.signUp('nurse_practitioner', 'Nia Practitioner');
  doctor = { token: d.token, id: d.user.id };
  assistant = { token: a.token, id: a.user.id };
  nurse = { token: n.token, id: n.user.id };
});
afterAll(async () => t?.close());

async function openVisit(token: string, name = 'Rec Patient') {
  const patient = (await t.call('POST', '/api/patients', { token, body: { name } })).json<PatientDto>();
  const visit = (await t.call('GET', `/api/visits/active/${patient.id}`, { token })).json<VisitDto>();
  return { patientId: patient.id, visitId: visit.id };
}

const note = {
  transcription: '[doctor] What brings you in? [patient] A cough for three days.',
  subjective: 'Patient reports three days of cough.',
  objective: 'Lungs clear.',
  assessment: 'Acute bronchitis.',
  plan: 'Supportive care.',
  codeSuggestions: JSON.stringify([
    { type: 'ICD-10', code: 'J20.9', description: 'Acute bronchitis, unspecified', confidence: 0.8 },
  ]),
};

describe('the medical assistant → doctor → completed workflow through the API', () => {
  it('runs end to end with the role rules of SPEC section 5', async () => {
    const { patientId, visitId } = await openVisit(assistant.token);

    // The MA's recording: A and P are blanked, codes arrive as a JSON string, the doctor is chosen.
    const created = await t.call('POST', '/api/recordings', {
      token: assistant.token,
      body: {
        visitId,
        patientId,
        recordingType: 'initial',
        creatorRole: 'medical_assistant',
        assignedDoctorId: doctor.id,
        ...note,
        metadata: { duration: 42 },
      },
    });
    expect(created.statusCode).toBe(201);
    const recording = created.json<RecordingDto>();
    expect(recording).toMatchObject({
      visitId,
      patientId,
      creatorRole: 'medical_assistant',
      subjective: note.subjective,
      assessment: null,
      plan: null,
    });
    expect(recording.codeSuggestions).toEqual([
      { type: 'ICD-10', code: 'J20.9', description: 'Acute bronchitis, unspecified', confidence: 0.8 },
    ]);
    expect(recording.metadata.duration).toBe(42);

    // Saving with a patient and a doctor moved the visit to review.
    const afterSave = (await t.call('GET', `/api/visits/${visitId}`, { token: doctor.token })).json<VisitDto>();
    expect(afterSave).toMatchObject({
      status: 'pending_doctor_review',
      providerId: doctor.id,
      recordingId: recording.id,
    });
    expect(afterSave.soapNote).toEqual({
      subjective: note.subjective,
      objective: note.objective,
      assessment: '',
      plan: '',
    });
    // The client's own confirming PATCH is harmless.
    const confirm = await t.call('PATCH', `/api/visits/${visitId}`, {
      token: assistant.token,
      body: { status: 'pending_doctor_review', providerId: doctor.id, version: recording.visitVersion },
    });
    expect(confirm.statusCode).toBe(200);

    // An MA's edit keeps the stored A and P whatever it sends.
    const maEdit = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: assistant.token,
      body: {
        subjective: 'Patient reports four days of cough.',
        assessment: 'MA guess',
        plan: 'MA plan',
        version: recording.version,
      },
    });
    expect(maEdit.statusCode).toBe(200);
    expect(maEdit.json()).toMatchObject({
      subjective: 'Patient reports four days of cough.',
      assessment: null,
      plan: null,
    });

    // The doctor writes A and P with the version they loaded; a stale save gets 409.
    const loaded = (await t.call('GET', `/api/recordings/visit/${visitId}`, { token: doctor.token })).json<
      RecordingDto[]
    >()[0];
    const drEdit = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: doctor.token,
      body: { assessment: 'Acute bronchitis.', plan: 'Fluids, rest, return if worse.', version: loaded?.version },
    });
    expect(drEdit.statusCode).toBe(200);
    expect(drEdit.json()).toMatchObject({ assessment: 'Acute bronchitis.', plan: 'Fluids, rest, return if worse.' });
    const stale = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: assistant.token,
      body: { objective: 'Changed', version: loaded?.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorResponse>().message).toBe(
      'This note was changed by someone else — reload to see the latest',
    );
    // A save that does not say which version it edits is refused before anything is looked at.
    const unversioned = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: assistant.token,
      body: { objective: 'Blind overwrite' },
    });
    expect(unversioned.statusCode).toBe(428);
    expect(unversioned.json()).toEqual({ message: 'Reload the latest version before saving.' });
    const nullVersion = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: assistant.token,
      body: { objective: 'Blind overwrite', version: null },
    });
    expect(nullVersion.statusCode).toBe(428);
    const kept = (await t.call('GET', `/api/recordings/visit/${visitId}`, { token: doctor.token })).json<
      RecordingDto[]
    >()[0];
    expect(kept?.objective).toBe(note.objective);

    const completed = await patchVisit(t, doctor.token, visitId, {
      status: 'completed',
      finalDiagnosis: 'Acute bronchitis',
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json<VisitDto>().soapNote?.plan).toBe('Fluids, rest, return if worse.');

    // A completed visit's notes are frozen.
    const late = await t.call('PATCH', `/api/recordings/${recording.id}`, {
      token: doctor.token,
      body: { plan: 'late', version: drEdit.json<RecordingDto>().version },
    });
    expect(late.statusCode).toBe(409);
    const lateNew = await t.call('POST', '/api/recordings', {
      token: doctor.token,
      body: { visitId, recordingType: 'doctor_review', creatorRole: 'doctor', ...note },
    });
    expect(lateNew.statusCode).toBe(409);

    const audit = await t.database.db.select().from(auditLog);
    const trail = audit.filter((row) => row.patientId === patientId).map((row) => `${row.action}:${row.entityType}`);
    expect(trail).toEqual(
      expect.arrayContaining([
        'create:visit',
        'create:recording',
        'status_change:visit',
        'update:recording',
        'read:visit',
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain('cough');
  });

  it('moves an in-progress visit when a doctor saves assessment or plan', async () => {
    const { visitId } = await openVisit(doctor.token, 'Doctor Own');
    const emptyAP = await t.call('POST', '/api/recordings', {
      token: doctor.token,
      body: { visitId, recordingType: 'doctor_review', creatorRole: 'doctor', subjective: 'S only' },
    });
    expect(emptyAP.statusCode).toBe(201);
    expect((await t.call('GET', `/api/visits/${visitId}`, { token: doctor.token })).json<VisitDto>().status).toBe(
      'in_progress',
    );
    await t.call('POST', '/api/recordings', {
      token: doctor.token,
      body: { visitId, recordingType: 'doctor_review', creatorRole: 'doctor', plan: 'Follow up in a week.' },
    });
    expect((await t.call('GET', `/api/visits/${visitId}`, { token: doctor.token })).json<VisitDto>().status).toBe(
      'pending_doctor_review',
    );
    const list = (await t.call('GET', `/api/recordings/visit/${visitId}`, { token: doctor.token })).json<
      RecordingDto[]
    >();
    expect(list).toHaveLength(2);
    expect(list[0]?.plan).toBe('Follow up in a week.');
  });

  it('lets a nurse practitioner document S and O but not A and P, nor a doctor review', async () => {
    const { visitId } = await openVisit(nurse.token, 'NP Patient');
    const res = await t.call('POST', '/api/recordings', {
      token: nurse.token,
      body: { visitId, recordingType: 'initial', creatorRole: 'doctor', subjective: 'S', assessment: 'A', plan: 'P' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ creatorRole: 'nurse_practitioner', assessment: null, plan: null });
    const review = await t.call('POST', '/api/recordings', {
      token: nurse.token,
      body: { visitId, recordingType: 'doctor_review', creatorRole: 'nurse_practitioner' },
    });
    expect(review.statusCode).toBe(403);
  });

  it('validates recordings and refuses foreign references', async () => {
    const { visitId } = await openVisit(assistant.token, 'Validation Patient');
    const bad: Array<Record<string, unknown>> = [
      { recordingType: 'initial', creatorRole: 'medical_assistant' },
      { visitId, recordingType: 'weird', creatorRole: 'medical_assistant' },
      { visitId, recordingType: 'initial', creatorRole: 'patient' },
      { visitId, recordingType: 'initial', creatorRole: 'medical_assistant', codeSuggestions: '{not json' },
      {
        visitId,
        recordingType: 'initial',
        creatorRole: 'medical_assistant',
        codeSuggestions: [{ type: 'ICD-9', code: 'x', description: '', confidence: 2 }],
      },
      { visitId, recordingType: 'initial', creatorRole: 'medical_assistant', metadata: { audioId: 'not-a-uuid' } },
    ];
    for (const body of bad)
      expect(
        (await t.call('POST', '/api/recordings', { token: assistant.token, body })).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    const nullCodes = await t.call('POST', '/api/recordings', {
      token: assistant.token,
      body: { visitId, recordingType: 'initial', creatorRole: 'medical_assistant', codeSuggestions: null },
    });
    expect(nullCodes.statusCode).toBe(201);
    expect(nullCodes.json<RecordingDto>().codeSuggestions).toBeNull();
    const unknownVisit = await t.call('POST', '/api/recordings', {
      token: assistant.token,
      body: { visitId: 999999, recordingType: 'initial', creatorRole: 'medical_assistant' },
    });
    expect(unknownVisit.statusCode).toBe(404);
    const foreignAudio = await t.call('POST', '/api/recordings', {
      token: assistant.token,
      body: {
        visitId,
        recordingType: 'initial',
        creatorRole: 'medical_assistant',
        metadata: { audioId: '00000000-0000-4000-8000-000000000000' },
      },
    });
    expect(foreignAudio.statusCode).toBe(400);
    const other = await openVisit(assistant.token, 'Other Patient');
    const wrongPatient = await t.call('POST', '/api/recordings', {
      token: assistant.token,
      body: { visitId, patientId: other.patientId, recordingType: 'initial', creatorRole: 'medical_assistant' },
    });
    expect(wrongPatient.statusCode).toBe(409);
    expect(
      (await t.call('PATCH', '/api/recordings/999999', { token: doctor.token, body: { plan: 'x', version: 1 } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/recordings/visit/999999', { token: doctor.token })).statusCode).toBe(404);
    expect(
      (
        await t.call('PATCH', `/api/recordings/${nullCodes.json<RecordingDto>().id}`, {
          token: doctor.token,
          body: { visitId: 5, version: 1 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('assigns the patient chosen in a doctor recording to an unassigned visit', async () => {
    const patient = (
      await t.call('POST', '/api/patients', { token: doctor.token, body: { name: 'Chosen Later' } })
    ).json<PatientDto>();
    const visit = (await t.call('GET', '/api/visits/active/0', { token: doctor.token })).json<VisitDto>();
    const res = await t.call('POST', '/api/recordings', {
      token: doctor.token,
      body: {
        visitId: visit.id,
        patientId: patient.id,
        recordingType: 'doctor_review',
        creatorRole: 'doctor',
        assessment: 'Stable.',
      },
    });
    expect(res.statusCode).toBe(201);
    const after = (await t.call('GET', `/api/visits/${visit.id}`, { token: doctor.token })).json<VisitDto>();
    expect(after).toMatchObject({
      patientId: patient.id,
      patientName: 'Chosen Later',
      status: 'pending_doctor_review',
      providerId: doctor.id,
    });
  });
});

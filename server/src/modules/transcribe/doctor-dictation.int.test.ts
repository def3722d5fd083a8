import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { sendJson, startTranscriptionServer } from '../../engines/transcription/openai-test-server.test-helper';
import { spokenWav } from '../../test/spoken-audio';
import { buildMultipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// An OpenAI-compatible transcription service on 127.0.0.1 (the process boundary) answers with a dictation.
const DICTATION = {
  text: 'Assessment: acute viral bronchitis. Plan: fluids, rest and review in one week.',
  segments: [
    { id: 0, start: 0.4, end: 2.9, text: ' Assessment: acute viral bronchitis.' },
    { id: 1, start: 3.1, end: 6.2, text: ' Plan: fluids, rest and review in one week.' },
  ],
};

let t: TestApp;
let server: Awaited<ReturnType<typeof startTranscriptionServer>>;
let doctor: { token: string; id: number };
let assistant: { token: string; id: number };
let speech: Buffer;

beforeAll(async () => {
  speech = await spokenWav();
  server = await startTranscriptionServer((_req, res) => sendJson(res, 200, DICTATION));
  t = await createTestApp({
    TRANSCRIBE_ENGINE: 'openai',
    TRANSCRIBE_BASE_URL: server.baseUrl,
    TRANSCRIBE_MODEL: 'whisper-1',
  });
  const d = await t.signUp('doctor', 'Dr Dictate');
  const a = await t.signUp('medical_assistant', 'Ma Intake');
  doctor = { token: d.token, id: d.user.id };
  assistant = { token: a.token, id: a.user.id };
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

function upload(token: string, fields: Record<string, string>) {
  const { payload, headers } = buildMultipart(fields, {
    field: 'audio',
    filename: 'dictation.wav',
    contentType: 'audio/wav',
    data: speech,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/transcribe',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

describe("a doctor's dictation on a visit an assistant documented", () => {
  it('fills assessment and plan from what was said and leaves the assistant recording alone', async () => {
    const patient = (
      await t.call('POST', '/api/patients', { token: assistant.token, body: { name: 'Dictated' } })
    ).json<{
      id: number;
    }>();
    const visit = (await t.call('GET', `/api/visits/active/${patient.id}`, { token: assistant.token })).json<{
      id: number;
    }>();
    const intake = (
      await t.call('POST', '/api/recordings', {
        token: assistant.token,
        body: {
          visitId: visit.id,
          patientId: patient.id,
          recordingType: 'initial',
          creatorRole: 'medical_assistant',
          assignedDoctorId: doctor.id,
          transcription: 'I have had a cough for three days.',
          subjective: 'Cough for three days.',
          objective: 'Lungs clear.',
          codeSuggestions: [{ type: 'ICD-10', code: 'R05.9', description: 'Cough, unspecified', confidence: 0.7 }],
        },
      })
    ).json<RecordingDto>();

    const res = await upload(doctor.token, { visitId: String(visit.id), recordingType: 'doctor_review' });
    expect(res.statusCode).toBe(200);
    const body = res.json<TranscriptionResponse>();
    expect(body.assessment).toBe('Acute viral bronchitis.');
    expect(body.plan).toBe('Fluids, rest and review in one week.');
    const planEvidence = body.evidence.find((s) => s.section === 'plan')?.evidence[0];
    expect(planEvidence).toMatchObject({ quote: 'fluids, rest and review in one week.', startTime: 3.1, endTime: 6.2 });
    expect(body.segments.length).toBe(2);

    const list = (await t.call('GET', `/api/recordings/visit/${visit.id}`, { token: doctor.token })).json<
      RecordingDto[]
    >();
    const stored = list.find((item) => item.id === intake.id);
    expect(stored).toMatchObject({
      subjective: 'Cough for three days.',
      objective: 'Lungs clear.',
      codeSuggestions: intake.codeSuggestions,
      version: intake.version,
    });
  });

  it("keeps the engine's sections for an assistant's intake that happens to say 'plan'", async () => {
    const res = await upload(assistant.token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json<TranscriptionResponse>().plan).not.toBe('Fluids, rest and review in one week.');
  });
});

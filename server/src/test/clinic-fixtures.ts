import { createHash, randomUUID } from 'node:crypto';
import { pcmWavHeader } from '../audio/wav';
import { writeFile } from 'node:fs/promises';
import type { RecordingDto } from '@common/schemas/recording.schema';
import type { VisitDto } from '@common/schemas/visit.schema';
import type { TestApp } from './test-app';

/** Real objects made through the API (and, for stored audio, the repositories), for tests that need fresh ids. */

export async function addPatient(t: TestApp, token: string, name = 'Fixture Patient'): Promise<number> {
  const res = await t.call('POST', '/api/patients', { token, body: { name } });
  if (res.statusCode !== 201) throw new Error(`add patient failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** The patient's open visit (created by the caller); patientId 0 gives the caller's empty unassigned visit. */
export async function openVisit(t: TestApp, token: string, patientId: number): Promise<VisitDto> {
  const res = await t.call('GET', `/api/visits/active/${patientId}`, { token });
  if (res.statusCode !== 200) throw new Error(`open visit failed: ${res.statusCode} ${res.body}`);
  return res.json<VisitDto>();
}

/**
 * PATCH /api/visits/{id} as a client that has just loaded the visit: with the version it has now, unless the body
 * names one. (A PATCH without a version is refused with 428.)
 */
export async function patchVisit(t: TestApp, token: string, id: number, body: Record<string, unknown>) {
  if (body.version !== undefined) return t.call('PATCH', `/api/visits/${id}`, { token, body });
  const current = await t.call('GET', `/api/visits/${id}`, { token });
  const version = current.statusCode === 200 ? current.json<VisitDto>().version : 1;
  return t.call('PATCH', `/api/visits/${id}`, { token, body: { ...body, version } });
}

/** A new patient with a fresh open visit. */
export async function newVisit(t: TestApp, token: string, name?: string): Promise<VisitDto> {
  return openVisit(t, token, await addPatient(t, token, name));
}

export async function addRecording(
  t: TestApp,
  token: string,
  visitId: number,
  fields: Record<string, unknown> = {},
): Promise<RecordingDto> {
  const res = await t.call('POST', '/api/recordings', {
    token,
    body: {
      visitId,
      recordingType: 'initial',
      creatorRole: 'medical_assistant',
      subjective: 'Cough for three days.',
      objective: 'Afebrile.',
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`add recording failed: ${res.statusCode} ${res.body}`);
  return res.json<RecordingDto>();
}

/** A short, valid 16 kHz mono 16-bit PCM WAV (a quiet tone). */
export function tinyWav(seconds = 0.25): Buffer {
  const rate = 16_000;
  const samples = Math.round(rate * seconds);
  const wav = Buffer.alloc(44 + samples * 2);
  pcmWavHeader(samples * 2, rate).copy(wav);
  for (let i = 0; i < samples; i += 1)
    wav.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}

/**
 * A stored, already transcribed upload (row and file), as POST /api/transcribe leaves it. Made through the
 * repository so tests of access rules do not depend on the speech engine.
 */
export async function storeTranscribedAudio(
  t: TestApp,
  input: { visitId: number | null; createdBy: number; transcription?: string },
): Promise<string> {
  const id = randomUUID();
  const storedName = `${id}.wav`;
  const bytes = tinyWav();
  await writeFile(t.audio.pathFor(storedName), bytes);
  await t.container.repositories.audioUploads.insert({
    id,
    visitId: input.visitId,
    createdBy: input.createdBy,
    storedName,
    mimeType: 'audio/wav',
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    durationSec: 0.25,
    status: 'transcribed',
    transcription: input.transcription ?? '[doctor] How are you? [patient] Fine.',
    transcriptionEngine: 'fixture',
    segments: [],
    note: {
      subjective: 'Feels fine.',
      objective: '',
      assessment: '',
      plan: '',
      codeSuggestions: [],
      statements: [],
      chiefComplaint: null,
      engine: { id: 'fixture', version: '1' },
    },
  });
  return id;
}

/** A recording on the visit whose audio is stored: the upload is linked through POST /api/recordings. */
export async function addRecordingWithAudio(
  t: TestApp,
  token: string,
  visitId: number,
  createdBy: number,
): Promise<RecordingDto> {
  const audioId = await storeTranscribedAudio(t, { visitId, createdBy });
  return addRecording(t, token, visitId, { metadata: { duration: 0.25, audioId } });
}

/** A multipart/form-data body, as a browser's FormData would send it; unlike buildMultipart, names may repeat. */
export function multipartBody(
  parts: Array<{ name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer }>,
): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----chartscribe${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'data' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(head, 'utf8'),
      'data' in part ? part.data : Buffer.from(part.value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCTOR_VOICE, speakToWav } from '../../../bench/lib/synthetic-speech';
import { audioUploads, auditLog, recordings, visits } from '../db/schema';
import { buildMultipart } from '../test/multipart';
import { createKilledServerFixture, type KilledServerFixture } from './killed-server.test-helper';

/**
 * Kill -9 the real server in the middle of work, start it again, and check that nothing acknowledged was lost,
 * nothing is half-written, nothing is duplicated, and the stored audio can still be transcribed.
 */
let fixture: KilledServerFixture;
let dataDir: string;

/** Gone, or a zombie no init reaped yet: either way it runs no more. */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function api(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function signUp(base: string, role: string) {
  const email = `${role}-${Math.random().toString(36).slice(2)}@clinic.test`;
  await api(base, 'POST', '/api/auth/register', undefined, {
    name: role,
    email,
    role,
    password: 'durable password 1',
    confirmPassword: 'durable password 1',
  });
  const login = await api(base, 'POST', '/api/auth/login', undefined, { email, password: 'durable password 1' });
  return { token: login.json.token as string, id: (login.json.user as { id: number }).id, email };
}

beforeAll(async () => {
  fixture = await createKilledServerFixture('cs-durability-', { REGISTRATION: 'open' });
  dataDir = fixture.dataDir;
}, 120_000);

afterAll(() => fixture.dispose());

describe('SIGKILL and restart', () => {
  it('keeps acknowledged note saves whole and never half-written', async () => {
    let running = await fixture.start();
    const doctor = await signUp(running.url, 'doctor');
    const patient = await api(running.url, 'POST', '/api/patients', doctor.token, { name: 'Durable Patient' });
    const visit = await api(running.url, 'GET', `/api/visits/active/${patient.json.id as number}`, doctor.token);
    const created = await api(running.url, 'POST', '/api/recordings', doctor.token, {
      visitId: visit.json.id,
      recordingType: 'doctor_review',
      creatorRole: 'doctor',
      subjective: 'save 0',
      objective: 'save 0',
    });
    const recordingId = created.json.id as number;
    let version = created.json.version as number;
    let acknowledged = 0;
    let stop = false;
    // One clinician saving as fast as the server answers, until the server dies under them.
    const saving = (async () => {
      for (let i = 1; !stop; i += 1) {
        const res = await api(running.url, 'PATCH', `/api/recordings/${recordingId}`, doctor.token, {
          subjective: `save ${i}`,
          objective: `save ${i}`,
          version,
        }).catch(() => null);
        if (!res) return;
        if (res.status === 200) {
          version = res.json.version as number;
          acknowledged = i;
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await fixture.killHard(running);
    stop = true;
    await saving;
    expect(acknowledged).toBeGreaterThan(0);

    const state = await fixture.inspect(async (db) => {
      const [recording] = await db.select().from(recordings).where(eq(recordings.id, recordingId));
      const [storedVisit] = await db
        .select()
        .from(visits)
        .where(eq(visits.id, visit.json.id as number));
      const updates = await db.select().from(auditLog).where(eq(auditLog.entityType, 'recording'));
      return { recording, storedVisit, updates: updates.filter((row) => row.action === 'update').length };
    });
    const saved = Number(state.recording?.subjective?.replace('save ', ''));
    // Every acknowledged save survived; at most the one in flight went further.
    expect(saved).toBeGreaterThanOrEqual(acknowledged);
    expect(saved).toBeLessThanOrEqual(acknowledged + 1);
    // Each save is all or nothing: the two fields, the visit's copy and the audit trail moved together.
    expect(state.recording?.objective).toBe(state.recording?.subjective);
    expect(state.storedVisit?.soapNote?.subjective).toBe(state.recording?.subjective);
    expect(state.recording?.version).toBe(saved + 1);
    expect(state.updates).toBe(saved);

    running = await fixture.start();
    const after = await api(running.url, 'GET', `/api/recordings/visit/${visit.json.id as number}`, doctor.token);
    expect(after.status).toBe(200);
    expect((after.json as unknown as Array<{ subjective: string }>)[0]?.subjective).toBe(`save ${saved}`);
    await running.stop();
  });

  it('keeps the stored audio of a killed transcription and transcribes it after restart, once', async () => {
    const wav = path.join(dataDir, 'long.wav');
    await speakToWav('The patient reports a dry cough and a mild fever for three days. '.repeat(8), DOCTOR_VOICE, wav);
    let running = await fixture.start();
    const assistant = await signUp(running.url, 'medical_assistant');
    const { payload, headers } = buildMultipart(
      {},
      { field: 'audio', filename: 'long.wav', contentType: 'audio/wav', data: readFileSync(wav) },
    );
    const pending = fetch(`${running.url}/api/transcribe`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${assistant.token}` },
      body: payload,
    }).catch(() => null);
    const audioDir = path.join(dataDir, 'audio');
    const stored = () => readdirSync(audioDir).filter((name) => name.endsWith('.wav') && !name.startsWith('.'));
    for (let i = 0; i < 200 && stored().length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stored()).toHaveLength(1);
    // Killed while the recogniser runs: it is in its own process group, so it outlives a SIGKILLed server …
    const childDir = path.join(dataDir, 'run', 'children');
    const recogniser = () =>
      (existsSync(childDir) ? readdirSync(childDir) : []).filter(
        (pid) => readFileSync(path.join(childDir, pid), 'utf8') === 'pocketsphinx_batch',
      );
    for (let i = 0; i < 1200 && recogniser().length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const orphans = recogniser().map(Number);
    expect(orphans).toHaveLength(1);
    await fixture.killHard(running);
    expect(await pending).toBeNull();
    const audioId = stored()[0]!.replace(/\.wav$/, '');

    running = await fixture.start();
    // … until the next start ends it.
    for (const pid of orphans) expect(isRunning(pid), `recogniser ${pid} left running`).toBe(false);
    const uploads = await api(running.url, 'POST', '/api/transcribe/retry', assistant.token, { audioId });
    expect(uploads.status).toBe(200);
    // The words themselves are the transcription tests' business; here the stored audio must yield a transcript.
    expect(String(uploads.json.transcription).split(/\s+/).length).toBeGreaterThan(10);
    await running.stop();

    const rows = await fixture.inspect((db) => db.select().from(audioUploads));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: audioId, status: 'transcribed' });
    expect(stored()).toEqual([`${audioId}.wav`]);
    expect(readdirSync(audioDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

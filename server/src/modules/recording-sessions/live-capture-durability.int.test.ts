import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, signUpProvider, waitFor } from '../../../../bench/lib/live-client';
import { createKilledServerFixture, type KilledServerFixture } from '../../app/killed-server.test-helper';
import { makeSpeechWebm, splitIntoPieces } from './live-fixtures.test-helper';

/**
 * SIGKILL the real server in the middle of a live recording, start it again: every acknowledged piece is there, the
 * transcription carries on by itself, and the finished transcript is the same as without the crash.
 */
let fixture: KilledServerFixture;
let pieces: Buffer[];

beforeAll(async () => {
  fixture = await createKilledServerFixture('cs-live-durability-');
  pieces = await splitIntoPieces(await makeSpeechWebm(mkdtempSync(path.join(os.tmpdir(), 'cs-live-audio-'))), 6);
}, 120_000);

afterAll(() => fixture.dispose());

describe('live capture across a SIGKILL', () => {
  it('resumes by itself after a restart and finishes with the same transcript as an uninterrupted run', async () => {
    let running = await fixture.start();
    const token = await signUpProvider(running.url);
    let client = new LiveClient(running.url, token);

    // The reference: the same recording, never interrupted.
    const reference = await client.start();
    for (const [seq, piece] of pieces.entries()) expect(await client.put(reference.id, seq, piece)).toBe(200);
    const expected = await client.finish(reference.id, pieces.length);
    expect(expected.status).toBe(200);
    expect(expected.body.transcription?.toLowerCase()).toContain('doxycycline');

    // Interrupted: all but the last piece acknowledged, the first utterance transcribed live, then kill -9.
    const session = await client.start();
    for (const [seq, piece] of pieces.slice(0, -1).entries())
      expect(await client.put(session.id, seq, piece)).toBe(200);
    const live = await waitFor(client, session.id, (s) => s.transcript.length > 0, 60_000);
    expect(live.transcript.length).toBeGreaterThan(0);
    await fixture.killHard(running);

    running = await fixture.start();
    client = new LiveClient(running.url, token);
    const resumed = await client.get(session.id);
    expect(resumed).toMatchObject({ status: 'recording', chunksReceived: pieces.length - 1 });
    expect(resumed.transcript.startsWith(live.transcript)).toBe(true);
    // Nothing was lost: the acknowledged pieces are on disk.
    expect(readdirSync(path.join(fixture.dataDir, 'audio', 'sessions', session.id))).toHaveLength(pieces.length - 1);

    const last = pieces.length - 1;
    expect(await client.put(session.id, last, pieces[last]!)).toBe(200);
    const finished = await client.finish(session.id, pieces.length);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.transcription).toBe(expected.body.transcription);
    expect(finished.body.duration).toBeCloseTo(expected.body.duration ?? 0, 2);
    await running.stop();
  });
});

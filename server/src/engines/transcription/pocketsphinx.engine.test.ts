import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcmWav, resolveFfmpegPath } from '../../audio/ffmpeg';
import { FORMATS, makeSpokenFixtures, VISIT_TEXT, type Format } from '../../audio/audio-fixtures.test-helper';
import { wordErrorRate } from '../../../../bench/lib/wer';
import { PocketsphinxEngine } from './pocketsphinx.engine';
import { buildTranscriptionEngine, DEBIAN_EN_US_MODEL, DEBIAN_POCKETSPHINX_BATCH } from './transcription.registry';
import { TranscriptionError } from './transcription.errors';
import type { TranscriptionEngine, TranscriptionInput } from './transcription.engine';

const run = promisify(execFile);
/** Shared across runs: the clinical model takes ~30 s to build once, then loads from here. */
const MODELS_DIR = join(tmpdir(), 'chartscribe-test-models');
const MIME: Record<Format, string> = {
  wav: 'audio/wav',
  webm: 'audio/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};

let dir: string;
let inputs: Record<Format, TranscriptionInput>;
let engine: TranscriptionEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pocketsphinx-'));
  await mkdir(MODELS_DIR, { recursive: true });
  const files = await makeSpokenFixtures(dir);
  const ffmpeg = await resolveFfmpegPath();
  inputs = {} as Record<Format, TranscriptionInput>;
  for (const format of FORMATS) {
    const pcmPath = join(dir, `${format}.pcm.wav`);
    const { durationSec } = await decodeToPcmWav(ffmpeg, files[format], pcmPath);
    inputs[format] = {
      audioPath: files[format],
      mimeType: MIME[format],
      pcmPath,
      durationSec,
      signal: new AbortController().signal,
    };
  }
  engine = await buildTranscriptionEngine({ engine: 'pocketsphinx', modelsDir: MODELS_DIR });
  await engine.prepare?.();
}, 300_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('PocketsphinxEngine (clinical model)', () => {
  it.each(FORMATS)(
    'transcribes a spoken visit from %s',
    async (format) => {
      const result = await engine.transcribe(inputs[format]);
      const words = result.text.toLowerCase();
      expect(result.engine).toMatch(/^pocketsphinx\/en-us\+clinical-[0-9a-f]{8}$/);
      // Lossy codecs (mp3 above all) blur espeak's voice for pocketsphinx and have once turned 'fever' into
      // 'senior': bound the word error rate rather than demand particular everyday words.
      expect(wordErrorRate(VISIT_TEXT, words).wer, words).toBeLessThanOrEqual(0.5);
      // Not in the stock en-us model at all: only our vocabulary and language model make these possible.
      expect(words, words).toContain('take lisinopril');
      expect(words, words).toContain('doxycycline');
      expect(result.text).not.toMatch(/<s>|<\/s>|<sil>|\[NOISE\]|\(\d\)/);
      expect(result.text[0]).toBe(result.text[0]!.toUpperCase());
      expect(result.segments.length).toBeGreaterThan(0);
      for (const s of result.segments) {
        expect(s.end).toBeGreaterThanOrEqual(s.start);
        expect(s.end).toBeLessThanOrEqual(inputs[format].durationSec + 0.05);
      }
      expect(result.segments.map((s) => s.text).join(' ')).toBe(result.text);
    },
    180_000,
  );

  it('returns an empty transcript for silence', async () => {
    const silent = join(dir, 'silence.wav');
    await run('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '2',
      '-c:a',
      'pcm_s16le',
      silent,
    ]);
    const result = await engine.transcribe({ ...inputs.wav, audioPath: silent, pcmPath: silent, durationSec: 2 });
    expect(result).toMatchObject({ text: '', segments: [] });
  });

  it('turns a decoder failure into a user-safe TranscriptionError', async () => {
    const broken = join(dir, 'broken-model');
    await mkdir(broken);
    await symlink(join(DEBIAN_EN_US_MODEL, 'en-us'), join(broken, 'en-us'));
    await symlink(join(DEBIAN_EN_US_MODEL, 'cmudict-en-us.dict'), join(broken, 'cmudict-en-us.dict'));
    await writeFile(join(broken, 'en-us.lm.bin'), 'not a language model');
    const bad = new PocketsphinxEngine({
      batchPath: DEBIAN_POCKETSPHINX_BATCH,
      modelDir: broken,
      languageModel: 'general',
      cacheDir: MODELS_DIR,
      clinicalWeight: 0.5,
      lmConvertPath: null,
    });
    const err = await bad.transcribe(inputs.wav).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TranscriptionError);
    expect(err).toMatchObject({ kind: 'failed', message: 'The offline speech recogniser failed on this recording.' });
  }, 60_000);

  it('kills pocketsphinx when the job is aborted', async () => {
    const controller = new AbortController();
    const job = engine.transcribe({ ...inputs.wav, signal: controller.signal });
    const pid = await waitForDecoder();
    controller.abort();
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(isAlive(pid)).toBe(false);
  }, 60_000);
});

/** The pid of the pocketsphinx_batch this process started (polls `ps` until it appears). */
async function waitForDecoder(): Promise<number> {
  for (let i = 0; i < 400; i++) {
    const { stdout } = await run('ps', ['-o', 'pid=,ppid=,comm=', '--ppid', String(process.pid)]);
    const line = stdout.split('\n').find((l) => l.includes('pocketsphinx'));
    if (line) return Number(line.trim().split(/\s+/)[0]);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('pocketsphinx_batch never started');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

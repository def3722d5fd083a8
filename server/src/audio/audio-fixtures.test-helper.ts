import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOCTOR_VOICE, speakToWav } from '../../../bench/lib/synthetic-speech';

const run = promisify(execFile);

/** A short visit with clinical words; what the fixtures say. */
export const VISIT_TEXT =
  'Good morning. I have had a fever and a bad cough for three days. ' +
  'I take lisinopril for my blood pressure. We will start doxycycline and check your blood sugar.';

export const FORMATS = ['wav', 'webm', 'mp3', 'm4a', 'ogg'] as const;
export type Format = (typeof FORMATS)[number];

const ENCODE: Record<Format, string[]> = {
  wav: ['-c:a', 'pcm_s16le'],
  webm: ['-c:a', 'libopus', '-f', 'webm'],
  mp3: ['-c:a', 'libmp3lame', '-f', 'mp3'],
  m4a: ['-c:a', 'aac', '-f', 'ipod'],
  ogg: ['-c:a', 'libopus', '-f', 'ogg'],
};

/** Speaks the visit with espeak-ng and encodes it with ffmpeg into every accepted format. */
export async function makeSpokenFixtures(dir: string, text = VISIT_TEXT): Promise<Record<Format, string>> {
  const source = join(dir, 'source.wav');
  await speakToWav(text, DOCTOR_VOICE, source);
  const out = {} as Record<Format, string>;
  for (const format of FORMATS) {
    const path = join(dir, `visit.${format}`);
    await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', source, ...ENCODE[format], path]);
    out[format] = path;
  }
  return out;
}

/** A real PNG image (8×8 red) written by ffmpeg. */
export async function makePng(path: string): Promise<void> {
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=red:s=8x8',
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-c:v',
    'png',
    path,
  ]);
}

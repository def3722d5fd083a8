import { execFile } from 'node:child_process';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pcmWavHeader, readWavInfo } from '../../server/src/audio/wav';

const run = promisify(execFile);

export interface Voice {
  /** espeak-ng voice, e.g. en-us+f2. */
  voice: string;
  /** Words per minute. */
  speed: number;
}

/** Two clearly different espeak-ng voices; both among the ones pocketsphinx's en-us model copes with best. */
export const DOCTOR_VOICE: Voice = { voice: 'en-us+f2', speed: 150 };
export const PATIENT_VOICE: Voice = { voice: 'en-us+klatt4', speed: 150 };

export interface Turn {
  speaker: 'doctor' | 'patient';
  text: string;
}

/** Parses a `D: …` / `P: …` script; `#` lines are comments. */
export function parseScript(text: string): Turn[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const m = /^([DP]):\s*(.+)$/.exec(l);
      if (!m) throw new Error(`Script line is not "D: …" or "P: …": ${l}`);
      return { speaker: m[1] === 'D' ? 'doctor' : 'patient', text: m[2]! };
    });
}

export async function espeakAvailable(): Promise<boolean> {
  return run('espeak-ng', ['--version']).then(
    () => true,
    () => false,
  );
}

/** Speaks text into a WAV file (espeak-ng's 22.05 kHz mono 16-bit). */
export async function speakToWav(text: string, voice: Voice, outPath: string): Promise<void> {
  await run('espeak-ng', ['-v', voice.voice, '-s', String(voice.speed), '-w', outPath, '--', text]);
}

/** Speaks each turn with its speaker's voice and joins them with a pause into one WAV file. */
export async function speakDialogue(turns: readonly Turn[], outPath: string, pauseSec = 0.6): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'chartscribe-tts-'));
  try {
    const parts: Buffer[] = [];
    let rate = 0;
    for (const [i, turn] of turns.entries()) {
      const file = join(work, `${i}.wav`);
      await speakToWav(turn.text, turn.speaker === 'doctor' ? DOCTOR_VOICE : PATIENT_VOICE, file);
      const info = await readWavInfo(file);
      if (rate !== 0 && info.sampleRate !== rate) throw new Error('espeak-ng voices differ in sample rate');
      rate = info.sampleRate;
      const bytes = await readFile(file);
      parts.push(bytes.subarray(bytes.length - info.dataBytes));
      parts.push(Buffer.alloc(Math.round(pauseSec * rate) * 2));
    }
    await writePcmWav(outPath, Buffer.concat(parts), rate);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes 16-bit mono PCM samples as a canonical 44-byte-header WAV. */
export async function writePcmWav(path: string, data: Buffer, sampleRate: number): Promise<void> {
  const file = await open(path, 'w');
  try {
    await file.write(pcmWavHeader(data.length, sampleRate));
    await file.write(data);
  } finally {
    await file.close();
  }
}

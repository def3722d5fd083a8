import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOCTOR_VOICE, speakToWav } from '../../../../bench/lib/synthetic-speech';

const run = promisify(execFile);

/** What the live fixtures say (two sentences with a pause, so the detector cuts more than one utterance). */
export const LIVE_TEXT =
  'I have had a fever and a bad cough for three days. [[_::_]] We will start doxycycline and check your blood sugar.';

/** Encodes a WAV as MediaRecorder would record it (Opus in WebM). */
export async function encodeWebm(wav: string, out: string): Promise<string> {
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', out]);
  return out;
}

/** Spoken visit audio as WebM/Opus, with `silenceSec` of silence between two sentences. */
export async function makeSpeechWebm(dir: string, text = LIVE_TEXT, silenceSec = 2): Promise<string> {
  const [first, second] = text.split('[[_::_]]').map((s) => s.trim());
  await speakToWav(first ?? text, DOCTOR_VOICE, join(dir, 'a.wav'));
  await speakToWav(second ?? '', DOCTOR_VOICE, join(dir, 'b.wav'));
  const wav = join(dir, 'speech.wav');
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    join(dir, 'a.wav'),
    '-f',
    'lavfi',
    '-t',
    String(silenceSec),
    '-i',
    'anullsrc=r=22050:cl=mono',
    '-i',
    join(dir, 'b.wav'),
    '-filter_complex',
    '[0:a][1:a][2:a]concat=n=3:v=0:a=1',
    '-ar',
    '16000',
    '-ac',
    '1',
    wav,
  ]);
  return encodeWebm(wav, join(dir, 'speech.webm'));
}

/** Silence (a dead microphone) as WebM/Opus. */
export async function makeSilentWebm(dir: string, seconds = 6): Promise<string> {
  const wav = join(dir, 'silence.wav');
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-t',
    String(seconds),
    '-i',
    'anullsrc=r=16000:cl=mono',
    wav,
  ]);
  return encodeWebm(wav, join(dir, 'silence.webm'));
}

/** Cuts a recording into `count` consecutive byte ranges, as MediaRecorder's timeslice pieces are. */
export async function splitIntoPieces(file: string, count: number): Promise<Buffer[]> {
  const bytes = await readFile(file);
  const size = Math.ceil(bytes.length / count);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Fixed paths: Chromium's fake microphone reads the WAV, so the config can name it before it exists. */
export const AUDIO_DIR = path.join(tmpdir(), 'chartscribe-e2e-audio');
export const MIC_WAV = path.join(AUDIO_DIR, 'microphone.wav');
export const UPLOAD_MP3 = path.join(AUDIO_DIR, 'visit-upload.mp3');
/** A doctor dictating an assessment and a plan under spoken headings. */
export const DICTATION_WAV = path.join(AUDIO_DIR, 'doctor-dictation.wav');

const MIC_SCRIPT =
  'Doctor: What brings you in today? Patient: I have had a cough and a fever for three days. ' +
  'My throat is sore and I feel tired. Doctor: Your temperature is thirty eight point five degrees.';
const UPLOAD_SCRIPT =
  'Patient: I have a headache and a sore throat since Monday. I also have a runny nose. ' +
  'Doctor: Your blood pressure is one hundred twenty over eighty. Your lungs are clear.';

// The US voice is the one the embedded recognizer hears both spoken headings in.
const DICTATION_SCRIPT =
  'Assessment. The patient has a cough and a fever for three days. Plan. Rest and drink plenty of fluids.';

function speak(text: string, wavPath: string, voice: string[] = ['-s', '140']): void {
  // 16 kHz mono 16-bit PCM: what the fake capture device and the speech engine both handle best.
  const raw = `${wavPath}.raw.wav`;
  execFileSync('espeak-ng', [...voice, '-w', raw, text]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    raw,
    '-ar',
    '16000',
    '-ac',
    '1',
    '-sample_fmt',
    's16',
    wavPath,
  ]);
}

/** Generates the spoken test audio with espeak-ng and ffmpeg (both installed on the machine). */
export function createAudioFixtures(): void {
  mkdirSync(AUDIO_DIR, { recursive: true });
  if (!existsSync(MIC_WAV)) speak(MIC_SCRIPT, MIC_WAV);
  if (!existsSync(DICTATION_WAV)) speak(DICTATION_SCRIPT, DICTATION_WAV, ['-v', 'en-us', '-s', '150']);
  if (!existsSync(UPLOAD_MP3)) {
    const wav = path.join(AUDIO_DIR, 'upload.wav');
    speak(UPLOAD_SCRIPT, wav);
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-i',
      wav,
      '-codec:a',
      'libmp3lame',
      '-b:a',
      '64k',
      UPLOAD_MP3,
    ]);
  }
}

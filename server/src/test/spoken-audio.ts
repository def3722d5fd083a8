import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DOCTOR_VOICE, speakToWav } from '../../../bench/lib/synthetic-speech';

let spoken: Promise<Buffer> | undefined;

/**
 * A short spoken clip (espeak-ng WAV). Audio without speech is refused with 422, so a test whose upload must reach
 * the transcription engine sends real speech; made once per test file.
 */
export function spokenWav(): Promise<Buffer> {
  spoken ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cs-spoken-'));
    try {
      await speakToWav('The patient has had a cough for three days.', DOCTOR_VOICE, path.join(dir, 'clip.wav'));
      return await readFile(path.join(dir, 'clip.wav'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return spoken;
}

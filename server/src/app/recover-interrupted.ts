import { processStartedAt } from '../lib/process-start';
import type { AudioStorage } from '../modules/audio/audio-storage';
import type { AudioUploadsRepository } from '../modules/audio/audio-uploads.repository';
import type { RecordingsRepository } from '../modules/recordings/recordings.repository';

export const INTERRUPTED_MESSAGE = 'Transcription was interrupted by a restart. Please retry.';

export interface Recovered {
  /** Uploads whose transcription was running when the last process died: now failed, retryable. */
  interrupted: number;
  /** Their recordings (the drafts shown with the visit): now failed, with a Retry button. */
  drafts: number;
  /** Audio files no row points to, and stale partial uploads, removed. */
  orphans: number;
}

/**
 * Runs once at start, before the server listens: nothing can be transcribing yet, so any job still marked
 * running belonged to a process that died (crash, kill -9, power loss) and is marked failed for a retry.
 */
export async function recoverInterruptedWork(deps: {
  audioUploads: AudioUploadsRepository;
  recordings: RecordingsRepository;
  storage: AudioStorage;
}): Promise<Recovered> {
  const interrupted = await deps.audioUploads.failInterrupted(INTERRUPTED_MESSAGE);
  const drafts = await deps.recordings.failInterrupted();
  // Partial uploads and unreferenced files older than this process: no request of ours can be writing them.
  const orphans = await deps.storage.sweepOrphans(
    await deps.audioUploads.listAllStoredNames(),
    Date.now() - processStartedAt(),
  );
  return { interrupted, drafts, orphans };
}

import { stat } from 'node:fs/promises';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import type { RecordingsStore } from '../recordings/recordings.store';
import type { VisitsStore } from '../visits/visits.store';
import type { AudioStorage } from './audio-storage';
import type { AudioUploadsRepository } from './audio-uploads.repository';

export interface StoredAudio {
  path: string;
  size: number;
  mimeType: string;
}

export const AUDIO_NOT_FOUND = 'No audio is stored for this recording';

export class AudioService {
  constructor(
    private readonly deps: {
      recordings: RecordingsStore;
      visits: VisitsStore;
      audioUploads: AudioUploadsRepository;
      storage: AudioStorage;
      audit: AuditStore;
    },
  ) {}

  /** The stored original of a recording's audio. Only reachable through the recording, never by file name. */
  async openForRecording(recordingId: number, context: RequestContext): Promise<StoredAudio> {
    const recording = await this.deps.recordings.findById(recordingId);
    if (!recording?.audioId) throw notFound(recording ? AUDIO_NOT_FOUND : 'Recording not found');
    const upload = await this.deps.audioUploads.findById(recording.audioId);
    if (!upload) throw notFound(AUDIO_NOT_FOUND);
    const path = this.deps.storage.pathFor(upload.storedName);
    const info = await stat(path).catch(() => undefined);
    if (!info) throw notFound(AUDIO_NOT_FOUND);
    await this.deps.audit.append(context, {
      action: 'stream_audio',
      entityType: 'audio',
      entityId: upload.id,
      patientId: recording.patientId,
      detail: { recordingId },
    });
    return { path, size: info.size, mimeType: upload.mimeType };
  }
}

import { lookupTable } from '../lib/lookup-table';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

export interface AudioType {
  /** Canonical MIME type of the container, e.g. `audio/webm`, `audio/mp4`, `audio/ogg`. */
  mime: string;
  /** File extension for storage, e.g. `webm`, `m4a`, `mp3`. */
  ext: string;
}

/**
 * What we accept, keyed by the MIME type file-type reports from the bytes. Chromium's audio-only MediaRecorder
 * output is reported as video/webm (the WebM signature does not say audio-only); ffmpeg ignores any video track.
 */
const ACCEPTED: Readonly<Record<string, AudioType>> = lookupTable({
  'video/webm': { mime: 'audio/webm', ext: 'webm' },
  'audio/webm': { mime: 'audio/webm', ext: 'webm' },
  'audio/mp4': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/x-m4a': { mime: 'audio/mp4', ext: 'm4a' },
  'audio/m4a': { mime: 'audio/mp4', ext: 'm4a' },
  'video/mp4': { mime: 'audio/mp4', ext: 'mp4' },
  'audio/mpeg': { mime: 'audio/mpeg', ext: 'mp3' },
  'audio/wav': { mime: 'audio/wav', ext: 'wav' },
  'audio/x-wav': { mime: 'audio/wav', ext: 'wav' },
  'audio/wave': { mime: 'audio/wav', ext: 'wav' },
  'audio/vnd.wave': { mime: 'audio/wav', ext: 'wav' },
  'audio/ogg': { mime: 'audio/ogg', ext: 'ogg' },
  'audio/opus': { mime: 'audio/ogg', ext: 'ogg' },
  'application/ogg': { mime: 'audio/ogg', ext: 'ogg' },
});

function accept(detected: { mime: string } | undefined): AudioType | null {
  if (!detected) return null;
  const base = detected.mime.split(';')[0]!.trim().toLowerCase(); // "audio/ogg; codecs=opus" → "audio/ogg"
  return ACCEPTED[base] ?? null;
}

/** The accepted audio type of a file judged by its bytes (never its name or the client's header); null if not accepted. */
export async function detectAudioType(path: string): Promise<AudioType | null> {
  return accept(await fileTypeFromFile(path));
}

export async function detectAudioTypeOfBuffer(bytes: Uint8Array): Promise<AudioType | null> {
  return accept(await fileTypeFromBuffer(bytes));
}

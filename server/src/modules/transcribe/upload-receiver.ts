import { createHash, randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
// Brings in request.isMultipart() / request.parts() typings.
import type {} from '@fastify/multipart';
import { AUDIO_TOO_LARGE_UPLOAD, MAX_AUDIO_BYTES } from '@common/limits';
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
  if (Number.isFinite(declared) && declared > MAX_AUDIO_BYTES + MULTIPART_OVERHEAD) throw payloadTooLarge(AUDIO_TOO_LARGE_UPLOAD);

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

async function writePart(stream: NodeJS.ReadableStream & { truncated?: boolean }, audioDir: string) {
  const tempPath = path.join(audioDir, `.${randomUUID()}.upload.tmp`);
  const hash = createHash('sha256');
  const handle = await open(tempPath, 'wx', 0o600);
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > MAX_AUDIO_BYTES) throw payloadTooLarge(AUDIO_TOO_LARGE_UPLOAD);
      hash.update(buffer);
      await handle.write(buffer);
    }
    if (stream.truncated) throw payloadTooLarge(AUDIO_TOO_LARGE_UPLOAD);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(tempPath, { force: true });
    throw error;
  }
  await handle.close();
  return { tempPath, size, sha256: hash.digest('hex') };
}

function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(AUDIO_TOO_LARGE_UPLOAD);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one audio file per request');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('Send the audio as multipart/form-data');
  if (error instanceof Error && /Unexpected end of (form|multipart)|Multipart: Boundary not found|Malformed part header/i.test(error.message)) {
    return badRequest('The upload was cut off or malformed — please send the file again');
  }
  return error;
}

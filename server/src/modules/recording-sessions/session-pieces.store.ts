import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { containerStart, joinContainers, splitAtContainers } from '../../audio/container-streams';
import { syncDirectory, writeFileDurably } from '../../audio/durable-file';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Live capture's pieces on disk, in the audio folder uploads use: DATA_DIR/audio/sessions/<session>/<seq>-<sha>.part.
 * Each piece is written through a temp file, fsynced and renamed (and the folder fsynced) before it is acknowledged.
 * The content hash is in the name, so a different body for the same seq can never overwrite the stored one.
 */
export class SessionPiecesStore {
  private readonly root: string;

  constructor(
    audioDir: string,
    /** Joins the containers of a resumed recording (ffmpeg's concat demuxer). */
    private readonly ffmpegPath: string,
  ) {
    this.root = path.join(audioDir, 'sessions');
  }

  private dirOf(sessionId: string): string {
    if (!UUID.test(sessionId)) throw new Error('Invalid session id');
    return path.join(this.root, sessionId);
  }

  private pathOf(sessionId: string, seq: number, sha256: string): string {
    if (!Number.isInteger(seq) || seq < 0 || !SHA256.test(sha256)) throw new Error('Invalid piece name');
    return path.join(this.dirOf(sessionId), `${seq}-${sha256}.part`);
  }

  static hash(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  /** Makes the session's folder (durably: the new entries are fsynced into their parents). */
  async create(sessionId: string): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
    await syncDirectory(path.dirname(this.root));
    await mkdir(this.dirOf(sessionId), { mode: 0o700 });
    await syncDirectory(this.root);
  }

  async write(sessionId: string, seq: number, bytes: Uint8Array): Promise<{ sha256: string; size: number }> {
    const sha256 = SessionPiecesStore.hash(bytes);
    await writeFileDurably(this.pathOf(sessionId, seq, sha256), bytes);
    return { sha256, size: bytes.length };
  }

  read(sessionId: string, seq: number, sha256: string): Promise<Buffer> {
    return readFile(this.pathOf(sessionId, seq, sha256));
  }

  /** A piece that lost a race for its seq (another body was recorded first). */
  async removePiece(sessionId: string, seq: number, sha256: string): Promise<void> {
    await rm(this.pathOf(sessionId, seq, sha256), { force: true });
  }

  /**
   * Joins the pieces in order into one fsynced file at `target`: MediaRecorder's pieces are consecutive byte ranges
   * of one WebM/Ogg/MP4 stream, and a recording resumed after a reload adds a stream of its own, which is joined on
   * (ffmpeg stream copy) so the stored audio holds all of it. Returns the file's size and SHA-256.
   */
  async assemble(
    sessionId: string,
    pieces: ReadonlyArray<{ seq: number; sha256: string }>,
    target: string,
  ): Promise<{ size: number; sha256: string }> {
    const opened = new Map<number, ReturnType<typeof containerStart>>();
    for (const piece of pieces) opened.set(piece.seq, containerStart(await this.head(sessionId, piece)));
    const runs = splitAtContainers(pieces, (piece) => opened.get(piece.seq) != null);
    if (runs.length === 1) return this.concatenate(sessionId, pieces, target);
    const parts = runs.map((_, i) => `${target}.${i}`);
    try {
      for (const [i, run] of runs.entries()) await this.concatenate(sessionId, run, parts[i]!);
      const format = opened.get(pieces[0]!.seq) ?? 'webm';
      const joined = `${target}.joined`;
      await joinContainers(this.ffmpegPath, parts, format, joined, `${target}.list`);
      const handle = await open(joined, 'r+');
      await handle.sync();
      await handle.close();
      await rename(joined, target);
      return { size: (await stat(target)).size, sha256: await hashFile(target) };
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    } finally {
      await Promise.all([...parts, `${target}.list`, `${target}.joined`].map((file) => rm(file, { force: true })));
    }
  }

  private async head(sessionId: string, piece: { seq: number; sha256: string }): Promise<Uint8Array> {
    const handle = await open(this.pathOf(sessionId, piece.seq, piece.sha256), 'r');
    try {
      const buffer = Buffer.alloc(12);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  private async concatenate(
    sessionId: string,
    pieces: ReadonlyArray<{ seq: number; sha256: string }>,
    target: string,
  ): Promise<{ size: number; sha256: string }> {
    const hash = createHash('sha256');
    const handle = await open(target, 'wx', 0o600);
    let size = 0;
    try {
      for (const piece of pieces) {
        const bytes = await this.read(sessionId, piece.seq, piece.sha256);
        hash.update(bytes);
        let offset = 0;
        while (offset < bytes.length) offset += (await handle.write(bytes, offset)).bytesWritten;
        size += bytes.length;
      }
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(target, { force: true });
      throw error;
    }
    await handle.close();
    return { size, sha256: hash.digest('hex') };
  }

  /** A staging name in the audio folder for the assembled file (swept after an hour if a crash leaves it). */
  stagingPath(audioDir: string): string {
    return path.join(audioDir, `.${randomUUID()}.upload.tmp`);
  }

  async removeSession(sessionId: string): Promise<void> {
    await rm(this.dirOf(sessionId), { recursive: true, force: true });
  }

  /** Session folders last changed before `before` (epoch ms): the candidates of the orphan sweep. */
  async listSessionsChangedBefore(before: number): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const old: string[] = [];
    for (const name of names.filter((entry) => UUID.test(entry))) {
      if ((await stat(path.join(this.root, name))).mtimeMs < before) old.push(name);
    }
    return old;
  }
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

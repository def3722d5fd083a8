import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
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

  constructor(audioDir: string) {
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
   * Joins the pieces in order into one fsynced file at `target` (MediaRecorder's pieces are consecutive byte ranges
   * of one WebM/Ogg/MP4 stream). Returns its size and SHA-256.
   */
  async assemble(
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

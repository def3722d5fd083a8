import { LiveTranscriber, type LiveTranscriberDeps } from './live-transcriber';
import type { RecordingSessionsRepository } from './recording-sessions.repository';
import type { SessionPiecesStore } from './session-pieces.store';

export type LiveWorkerDeps = Omit<LiveTranscriberDeps, 'saveUtterance'> & {
  sessions: RecordingSessionsRepository;
  pieces: SessionPiecesStore;
  log?: (event: Record<string, unknown>, message: string) => void;
};

/** How often the decoded length is written to the session row while recording. */
const PROGRESS_EVERY_MS = 5000;

/**
 * The background worker of live capture: one LiveTranscriber per active session, fed with the session's stored
 * pieces in order as they arrive. All work for one session runs one step at a time; the database is the only
 * state that matters, so after a restart `resume()` rebuilds every pipeline from the stored pieces.
 */
export class LiveTranscriptionWorker {
  private readonly pipelines = new Map<string, LiveTranscriber>();
  private readonly chains = new Map<string, Promise<unknown>>();
  private readonly progressAt = new Map<string, number>();

  constructor(private readonly deps: LiveWorkerDeps) {}

  /** A piece was stored: decode whatever is now contiguous, in the background. */
  notify(sessionId: string): void {
    this.run(sessionId, () => this.feed(sessionId)).catch((error: unknown) => this.report(sessionId, error));
  }

  /** All pieces are in: decode and transcribe the tail, then tell how long the audio is. */
  finish(sessionId: string): Promise<{ durationSec: number }> {
    return this.run(sessionId, async () => {
      const pipeline = await this.feed(sessionId);
      try {
        const result = await pipeline.finish();
        await this.deps.sessions.update(sessionId, { secondsReceived: result.durationSec });
        return result;
      } finally {
        this.pipelines.delete(sessionId);
        this.progressAt.delete(sessionId);
      }
    });
  }

  /** Picks up every session a stop or crash interrupted (called once at start). */
  async resume(): Promise<number> {
    const open = await this.deps.sessions.listByStatus(['recording', 'finishing']);
    for (const session of open) {
      if (session.status === 'finishing') {
        this.finish(session.id).catch((error: unknown) => this.report(session.id, error));
      } else {
        this.notify(session.id);
      }
    }
    return open.length;
  }

  /** The live figures of an active session, when this process holds its pipeline. */
  progress(sessionId: string): { decodedSeconds: number; transcribedSeconds: number } | undefined {
    const pipeline = this.pipelines.get(sessionId);
    return pipeline && { decodedSeconds: pipeline.decodedSeconds, transcribedSeconds: pipeline.transcribedSeconds };
  }

  /** Stops a session's work (it is being discarded). */
  async discard(sessionId: string): Promise<void> {
    this.pipelines.get(sessionId)?.stop();
    await this.chains.get(sessionId)?.catch(() => undefined);
    this.pipelines.delete(sessionId);
    this.progressAt.delete(sessionId);
  }

  stopAll(): void {
    for (const pipeline of this.pipelines.values()) pipeline.stop();
    this.pipelines.clear();
  }

  private run<T>(sessionId: string, step: () => Promise<T>): Promise<T> {
    const previous = this.chains.get(sessionId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(step);
    this.chains.set(sessionId, next);
    const forget = () => {
      if (this.chains.get(sessionId) === next) this.chains.delete(sessionId);
    };
    next.then(forget, forget);
    return next;
  }

  private async pipelineFor(sessionId: string): Promise<LiveTranscriber> {
    const existing = this.pipelines.get(sessionId);
    if (existing && !existing.failed) return existing;
    existing?.stop();
    const done = await this.deps.sessions.listUtterances(sessionId);
    const doneUntil = done.reduce((max, u) => Math.max(max, u.endSample), 0);
    const pipeline = new LiveTranscriber(
      sessionId,
      { ...this.deps, saveUtterance: (row) => this.deps.sessions.addUtterance(row) },
      doneUntil,
      done.length,
    );
    this.pipelines.set(sessionId, pipeline);
    return pipeline;
  }

  private async feed(sessionId: string): Promise<LiveTranscriber> {
    const pipeline = await this.pipelineFor(sessionId);
    const pieces = await this.deps.sessions.listPieces(sessionId);
    for (const piece of pieces) {
      if (piece.seq < pipeline.nextSeq) continue;
      if (piece.seq > pipeline.nextSeq) break; // a gap: wait for the missing piece
      await pipeline.feed(await this.deps.pieces.read(sessionId, piece.seq, piece.sha256));
    }
    const now = Date.now();
    if (now - (this.progressAt.get(sessionId) ?? 0) >= PROGRESS_EVERY_MS) {
      this.progressAt.set(sessionId, now);
      await this.deps.sessions.update(sessionId, { secondsReceived: pipeline.decodedSeconds });
    }
    return pipeline;
  }

  private report(sessionId: string, error: unknown): void {
    this.deps.log?.(
      { sessionId, kind: error instanceof Error ? error.name : typeof error },
      'live transcription step failed',
    );
  }
}

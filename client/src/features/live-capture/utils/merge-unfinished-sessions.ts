import type { RecordingSessionDto } from '@common/schemas/recording-session.schema';
import type { LocalSession } from './chunk-queue';

/** A session that was neither finished nor discarded, known to this browser, the server, or both. */
export interface UnfinishedSession {
  id: string;
  visitId: number | null;
  /** Audio recorded so far, in seconds (the larger of the two sides' figures). */
  seconds: number;
  /** Pieces numbered so far: the next seq after a resume and the `chunks` count on finish. */
  pieces: number;
  updatedAt: string;
  local: LocalSession | null;
}

/**
 * One list from IndexedDB and GET /api/recording-sessions?status=recording, limited to one visit. A session kept
 * in this browser is listed only when the server lists it too (the browser may be shared: another user's session is
 * not the signed-in user's to resume or discard), or when the server cannot be reached (`server` null). A server
 * session without a visit id shows everywhere; those this tab is recording or finishing are left out.
 */
export function mergeUnfinishedSessions(
  local: LocalSession[],
  server: RecordingSessionDto[] | null,
  visitId: number,
  busy: readonly string[],
): UnfinishedSession[] {
  const byId = new Map<string, UnfinishedSession>();
  const onServer = server ? new Set(server.map((session) => session.id)) : null;
  for (const session of local) {
    if (onServer && !onServer.has(session.id)) continue;
    byId.set(session.id, {
      id: session.id,
      visitId: session.visitId,
      seconds: session.secondsRecorded,
      pieces: session.nextSeq,
      updatedAt: session.updatedAt,
      local: session,
    });
  }
  for (const session of server ?? []) {
    if (session.status !== 'recording') continue;
    const id = String(session.id);
    const known = byId.get(id);
    if (known) {
      known.seconds = Math.max(known.seconds, session.secondsReceived);
      continue;
    }
    byId.set(id, {
      id,
      visitId: session.visitId ?? null,
      seconds: session.secondsReceived,
      pieces: session.chunksReceived,
      updatedAt: session.updatedAt,
      local: null,
    });
  }
  return [...byId.values()]
    .filter((session) => !busy.includes(session.id) && (session.visitId === null || session.visitId === visitId))
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
}

import autocannon from 'autocannon';
import type { Clinician, OpenNote } from './api-seed';

/** One signed-in clinician: a session of their own and the open note they edit (shared with one colleague). */
export interface ClinicianSession {
  clinician: Clinician;
  token: string;
  note: OpenNote;
  /** The note version this clinician last saw; a save with an older one gets 409. */
  version: number;
  /** After a 409 the next save is preceded by a reload, as the editor does. */
  mustReload: boolean;
  /** The ETag of each list this clinician last received (conditional polling, as the web client does). */
  etags?: Partial<Record<'active' | 'completed', string>>;
}

/**
 * clinic: both lists polled plus note saves; clinic-without-completed: the same minus the completed-list polls;
 * polls: the two lists alternately; the rest: one kind of request only.
 */
export type Mix = 'clinic' | 'clinic-without-completed' | 'polls' | 'active' | 'completed' | 'saves';

export interface LoadOptions {
  label: string;
  url: string;
  sessions: ClinicianSession[];
  mix: Mix;
  connections: number;
  durationSec: number;
  /** Requests per second over all connections; absent = as fast as the server answers (saturation). */
  overallRate?: number;
  /** Paths of the two lists (the bare ceiling server serves them elsewhere). */
  paths?: { active: string; completed: string };
  /** Poll as the web client does: send the last ETag in If-None-Match, so an unchanged list is a 304. */
  conditional?: boolean;
}

export interface LoadResult {
  label: string;
  mix: Mix;
  connections: number;
  targetRate: number | null;
  durationSec: number;
  requests: number;
  requestsPerSec: number;
  /** Latency of 2xx answers in ms (autocannon corrects for coordinated omission at a fixed rate). */
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  saves: { ok: number; conflicts: number; reloads: number };
  megabytesPerSec: number;
}

/**
 * 200 clinicians poll each list every 5 s (80 req/s) and save a note a minute (3.3 req/s): in the clinic mix 24 of
 * every 25 requests are polls (12 active, 12 completed) and the 25th a save; without completed polls, 12 of 13.
 */
const CYCLE: Partial<Record<Mix, number>> = { clinic: 25, 'clinic-without-completed': 13 };

interface Sent {
  kind: 'active' | 'completed' | 'save' | 'reload';
  session?: ClinicianSession;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const paths = options.paths ?? { active: '/api/visits/active', completed: '/api/visits/completed' };
  const saves = { ok: 0, conflicts: 0, reloads: 0 };
  let tick = 0;
  let pollTurn = 0;
  let saveTurn = 0;
  const nextSession = (turn: number) => options.sessions[turn % options.sessions.length];

  const plan = (): Sent => {
    const turn = tick++;
    const cycle = CYCLE[options.mix];
    const slot = cycle ? turn % cycle : turn;
    const poll: Sent['kind'] =
      options.mix === 'clinic-without-completed' ? 'active' : slot % 2 ? 'completed' : 'active';
    const single: Record<Mix, Sent['kind']> = {
      clinic: poll,
      'clinic-without-completed': poll,
      polls: poll,
      active: 'active',
      completed: 'completed',
      saves: 'save',
    };
    const kind = cycle && slot === cycle - 1 ? 'save' : single[options.mix];
    if (kind !== 'save') return { kind, session: nextSession(pollTurn++) };
    const session = nextSession(saveTurn++);
    return { kind: session?.mustReload ? 'reload' : 'save', session };
  };

  const request: autocannon.Request = {
    method: 'GET',
    path: paths.active,
    setupRequest: (req, context) => {
      const sent = plan();
      (context as { sent?: Sent }).sent = sent;
      const session = sent.session;
      const auth: Record<string, string> = session ? { authorization: `Bearer ${session.token}` } : {};
      if (sent.kind === 'active' || sent.kind === 'completed') {
        const tag = options.conditional ? session?.etags?.[sent.kind] : undefined;
        return {
          ...req,
          method: 'GET',
          path: paths[sent.kind],
          headers: tag ? { ...auth, 'if-none-match': tag } : auth,
          body: undefined,
        };
      }
      if (!session) throw new Error('a save needs a session');
      if (sent.kind === 'reload')
        return {
          ...req,
          method: 'GET',
          path: `/api/recordings/visit/${session.note.visitId}`,
          headers: auth,
          body: undefined,
        };
      const isDoctor = session.clinician.role === 'doctor';
      const body = JSON.stringify({
        subjective: `Dry cough for one week, worse at night. Update ${tick} by clinician ${session.clinician.id}.`,
        objective: 'T 37.1 C, BP 128/82, SpO2 98% on room air. Lungs clear.',
        ...(isDoctor ? { assessment: 'Acute bronchitis, likely viral.', plan: 'Fluids, honey; return if fever.' } : {}),
        version: session.version,
      });
      return {
        ...req,
        method: 'PATCH',
        path: `/api/recordings/${session.note.recordingId}`,
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      };
    },
    onResponse: (status, body, context, headers) => {
      const sent = (context as { sent?: Sent }).sent;
      const session = sent?.session;
      if (!sent || !session) return;
      if ((sent.kind === 'active' || sent.kind === 'completed') && status === 200 && headers?.etag) {
        session.etags = { ...session.etags, [sent.kind]: headers.etag };
      } else if (sent.kind === 'save' && status === 200) {
        saves.ok += 1;
        session.version = (JSON.parse(body) as { version: number }).version;
      } else if (sent.kind === 'save' && status === 409) {
        saves.conflicts += 1;
        session.mustReload = true;
      } else if (sent.kind === 'reload' && status === 200) {
        saves.reloads += 1;
        const notes = JSON.parse(body) as Array<{ id: number; version: number }>;
        const note = notes.find((item) => item.id === session.note.recordingId);
        if (note) session.version = note.version;
        session.mustReload = false;
      }
    },
  };

  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSec,
    timeout: 60,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [request],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = (stat as { count: number }).count;
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    label: options.label,
    mix: options.mix,
    connections: options.connections,
    targetRate: options.overallRate ?? null,
    durationSec: options.durationSec,
    requests,
    requestsPerSec: requests / options.durationSec,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    saves,
    megabytesPerSec: result.throughput.average / 1e6,
  };
}

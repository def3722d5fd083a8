/**
 * Who may call what: every API route with the status each kind of caller gets (docs/api.md, SPEC section 6).
 * `access-matrix.int.test.ts` walks this table against the running app with real objects, and fails when the app
 * serves a route the table does not list — a new route cannot skip the matrix.
 *
 * Columns: anonymous (no token), patient, no role (facility staff), medical assistant, nurse practitioner, doctor.
 * Allowed callers get the route's success status on a valid request; 401 means "sign in", 403 "not your role".
 */
export const MATRIX_ROLES = [
  'anonymous',
  'patient',
  'noRole',
  'medicalAssistant',
  'nursePractitioner',
  'doctor',
] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

export type MatrixMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AccessRule {
  method: MatrixMethod;
  /** Path template exactly as the route is registered (`:param`). */
  path: string;
  /** Names one check when a route has several (e.g. completing a visit is for doctors only). */
  check: string;
  /** Expected status per column, in MATRIX_ROLES order. */
  expect: Readonly<Record<MatrixRole, number>>;
}

type Row = [
  method: MatrixMethod,
  path: string,
  check: string,
  statuses: [number, number, number, number, number, number],
];

//        method    path                                 check                                  anon patient noRole  MA   NP  doctor
const ROWS: Row[] = [
  ['POST', '/api/auth/register', 'create an account', [201, 201, 201, 201, 201, 201]],
  ['POST', '/api/auth/login', 'log in with the right password', [200, 200, 200, 200, 200, 200]],
  ['POST', '/api/auth/logout', 'revoke the own session', [401, 204, 204, 204, 204, 204]],
  ['GET', '/api/user', 'read the own account', [401, 200, 200, 200, 200, 200]],
  ['GET', '/api/doctors', 'list doctors', [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/patients', 'list patients', [401, 403, 403, 200, 200, 200]],
  ['POST', '/api/patients', 'add a patient', [401, 403, 403, 201, 201, 201]],
  ['GET', '/api/patients/:id', 'read a patient with visits', [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/visits/active', 'list open visits', [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/visits/completed', 'list completed visits', [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/visits/unassigned', 'list unassigned visits', [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/visits/active/:patientId', "get or create a patient's open visit", [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/visits/:id', 'read a visit', [401, 403, 403, 200, 200, 200]],
  ['PATCH', '/api/visits/:id', 'assign a doctor', [401, 403, 403, 200, 200, 200]],
  ['PATCH', '/api/visits/:id', 'complete the visit (doctor only)', [401, 403, 403, 403, 403, 200]],
  ['PATCH', '/api/visits/:id', 'enter the final diagnosis (doctor only)', [401, 403, 403, 403, 403, 200]],
  ['DELETE', '/api/visits/:id', 'delete an open visit', [401, 403, 403, 204, 204, 204]],
  ['POST', '/api/transcribe', 'upload audio (multipart)', [401, 403, 403, 200, 200, 200]],
  ['POST', '/api/transcribe/retry', 'fetch a stored transcription again', [401, 403, 403, 200, 200, 200]],
  ['POST', '/api/recordings', 'save an initial note', [401, 403, 403, 201, 201, 201]],
  ['POST', '/api/recordings', 'save a doctor review (doctor only)', [401, 403, 403, 403, 403, 201]],
  ['PATCH', '/api/recordings/:id', 'edit a note', [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/recordings/visit/:visitId', "list a visit's notes", [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/recordings/:id/audio', "play a recording's audio", [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/codes/search', 'search a code system', [401, 403, 403, 200, 200, 200]],
  ['POST', '/api/recording-sessions', 'start a live recording', [401, 403, 403, 201, 201, 201]],
  ['GET', '/api/recording-sessions', 'list own unfinished live recordings', [401, 403, 403, 200, 200, 200]],
  ['GET', '/api/recording-sessions/:id', 'read an own live recording', [401, 403, 403, 200, 200, 200]],
  ['PUT', '/api/recording-sessions/:id/chunks/:seq', 'send a piece', [401, 403, 403, 200, 200, 200]],
  ['POST', '/api/recording-sessions/:id/finish', 'finish and transcribe', [401, 403, 403, 200, 200, 200]],
  ['DELETE', '/api/recording-sessions/:id', 'discard an own live recording', [401, 403, 403, 204, 204, 204]],
];

export const ACCESS_MATRIX: readonly AccessRule[] = ROWS.map(([method, path, check, statuses]) => ({
  method,
  path,
  check,
  expect: Object.fromEntries(MATRIX_ROLES.map((role, i) => [role, statuses[i]])) as Record<MatrixRole, number>,
}));

/** `METHOD path` of a rule or a registered route, the key both sides are compared on. */
export function routeKey(route: { method: string; path?: string; url?: string }): string {
  return `${route.method} ${route.path ?? route.url ?? ''}`;
}

import type { z } from 'zod';
import type { FieldError } from '@common/schemas/error.schema';
import { VERSION_REQUIRED } from '@common/schemas/fields.schema';
import { badRequest, preconditionRequired } from './http-error';

/** Lists zod issues as `{ path, message }` and names the first one in the summary message. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

export const UNSTORABLE_TEXT = 'Text must not contain NUL characters or broken Unicode';

/** PostgreSQL text and jsonb cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 form. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (key or value) the database could not store as sent, if any. */
function findUnstorable(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const at = [...path, String(key)];
    if (typeof key === 'string' && UNSTORABLE.test(key)) return at;
    const found = findUnstorable(item, at);
    if (found) return found;
  }
  return undefined;
}

/**
 * Parses request input with a shared schema; a failure is a 400 listing the fields at fault. Text the database
 * cannot store is refused here too, so it is a 400 rather than a failed query (500) or silently changed text.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) {
    const unstorable = findUnstorable(result.data, []);
    if (!unstorable) return result.data;
    const path = unstorable.join('.') || '(body)';
    throw badRequest(`Invalid input - ${path === '(body)' ? '' : `${path}: `}${UNSTORABLE_TEXT}`, [
      { path, message: UNSTORABLE_TEXT },
    ]);
  }
  const errors = toFieldErrors(result.error);
  const first = errors[0];
  const summary = first
    ? first.path === '(body)'
      ? first.message
      : `${first.path}: ${first.message}`
    : 'Invalid input';
  throw badRequest(`Invalid input - ${summary}`, errors);
}

/**
 * A PATCH must say which version it edits, so a save never silently overwrites a colleague's: a JSON object
 * without `version` is answered 428 before anything else is looked at (a stale version is the service's 409).
 */
export function requireVersion(body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const version: unknown = Object.hasOwn(body, 'version') ? (body as { version?: unknown }).version : undefined;
  if (version === undefined || version === null) throw preconditionRequired(VERSION_REQUIRED);
}

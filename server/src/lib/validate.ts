import type { z } from 'zod';
import type { FieldError } from '@common/schemas/error.schema';
import { badRequest } from './http-error';

/** Lists zod issues as `{ path, message }` and names the first one in the summary message. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/** Parses request input with a shared schema; a failure is a 400 listing the fields at fault. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const first = errors[0];
  const summary = first ? (first.path === '(body)' ? first.message : `${first.path}: ${first.message}`) : 'Invalid input';
  throw badRequest(`Invalid input - ${summary}`, errors);
}

import { z } from 'zod';
import { errorResponseSchema } from '@common/schemas/error.schema';

/**
 * Builders for a route's `schema.response` in the API reference (/api/openapi.json). Schemas there document only:
 * requests are validated by `parseInput` and answers are sent as they are.
 */

/** A success answer: what it is, and the shared zod schema of its body when there is one. */
export const answer = (description: string, body: z.ZodType = z.unknown()) => body.describe(description);

/** An answer without a body (204, 304). */
export const noBody = (description: string) => z.null().describe(description);

/** An error answer, always `{ message, errors? }`. */
export const failure = (description: string) => errorResponseSchema.describe(description);

import { z } from 'zod';

/** Code systems the lookup searches. ICD-10-CM is the suggestion type 'ICD-10'. */
export const CODE_SYSTEMS = ['ICD-10-CM', 'ICD-11', 'CPT'] as const;
export type CodeSystem = (typeof CODE_SYSTEMS)[number];

export const MAX_CODE_SEARCH_LIMIT = 50;

/** GET /api/codes/search?system=ICD-10-CM&q=…&limit=… */
export const codeSearchQuerySchema = z.object({
  system: z.enum(CODE_SYSTEMS, { message: 'system must be ICD-10-CM, ICD-11 or CPT' }).default('ICD-10-CM'),
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'q is required' : 'q must be given once, as text') })
    .trim()
    .min(1, 'Enter a code or words to search for')
    .max(100, 'Search text is too long'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_CODE_SEARCH_LIMIT, `limit must be at most ${MAX_CODE_SEARCH_LIMIT}`)
    .default(20),
});
export type CodeSearchQuery = z.infer<typeof codeSearchQuerySchema>;

export const codeSearchResultSchema = z.object({
  system: z.enum(CODE_SYSTEMS),
  code: z.string(),
  description: z.string(),
  /** ICD-10-CM only: whether the code is valid for billing (a leaf of the tabular list). */
  billable: z.boolean().optional(),
});
export type CodeSearchResult = z.infer<typeof codeSearchResultSchema>;

import { z } from 'zod';
import { MAX_CODE_SUGGESTIONS } from '../limits';

export const CODE_TYPES = ['ICD-10', 'ICD-11', 'CPT'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

/** A span of the transcript a note statement rests on: character offsets, plus audio times when known. */
export const evidenceSpanSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  quote: z.string(),
  startTime: z.number().min(0).optional(),
  endTime: z.number().min(0).optional(),
});
export type EvidenceSpan = z.infer<typeof evidenceSpanSchema>;

/** At most this many quotes ride on one code: enough to check it, few enough to read. */
export const MAX_CODE_QUOTES = 3;

export const codeSuggestionSchema = z.object({
  type: z.enum(CODE_TYPES, { message: 'Code type must be ICD-10, ICD-11 or CPT' }),
  code: z.string().trim().min(1, 'Code is required').max(20, 'Code is too long'),
  description: z.string().trim().max(500, 'Description is too long'),
  confidence: z.number().min(0, 'Confidence must be between 0 and 1').max(1, 'Confidence must be between 0 and 1'),
  /** 'clinician' when a person added the code by hand: shown as "added by clinician", not as a confidence. */
  source: z.enum(['engine', 'clinician']).optional(),
  /** The transcript's words the code rests on (none for a hand-added code or a visit-level E/M code). */
  evidence: z.array(evidenceSpanSchema).max(MAX_CODE_QUOTES, 'Too many quotes on one code').optional(),
});
export type CodeSuggestion = z.infer<typeof codeSuggestionSchema>;

/** SPEC section 3: a JSON list, or the same list as a JSON string, or null. */
export const codeSuggestionsFieldSchema = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'codeSuggestions is not valid JSON' });
    return z.NEVER;
  }
}, z.array(codeSuggestionSchema).max(MAX_CODE_SUGGESTIONS, 'Too many code suggestions').nullable());

export const SOAP_SECTIONS = ['subjective', 'objective', 'assessment', 'plan'] as const;
export type SoapSection = (typeof SOAP_SECTIONS)[number];

export const noteStatementSchema = z.object({
  section: z.enum(SOAP_SECTIONS),
  text: z.string(),
  evidence: z.array(evidenceSpanSchema),
});
export type NoteStatement = z.infer<typeof noteStatementSchema>;

export const noteEngineInfoSchema = z.object({
  id: z.string(),
  version: z.string(),
  promptVersion: z.string().optional(),
  model: z.string().optional(),
  /** Why the configured engine's answer was not used (the builtin engine wrote the note instead). */
  fallbackReason: z.string().optional(),
  /** What an external engine's checks kept and dropped (counts only, never text). */
  validation: z
    .object({
      statementsKept: z.number().int().min(0),
      statementsDropped: z.number().int().min(0),
      codesKept: z.number().int().min(0),
      codesDropped: z.number().int().min(0),
      /** Drops per cause, e.g. `quoteNotFound: 2`, `unknownCode: 1`. */
      dropReasons: z.record(z.string(), z.number().int().min(0)),
    })
    .optional(),
});
export type NoteEngineInfo = z.infer<typeof noteEngineInfoSchema>;

/** Why a drafted note needs a second look before anyone relies on it (issue 12's warnings). */
export const NOTE_WARNING_CODES = [
  'empty',
  'no_clinical_content',
  'not_english',
  'multiple_patients',
  'truncated',
] as const;
export const noteWarningSchema = z.object({
  code: z.enum(NOTE_WARNING_CODES),
  message: z.string(),
});
export type NoteWarning = z.infer<typeof noteWarningSchema>;

export const transcriptSegmentSchema = z.object({
  start: z.number().min(0),
  end: z.number().min(0),
  text: z.string(),
  speaker: z.enum(['doctor', 'patient']).optional(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** visits.soapNote: the structured note of the visit's latest saved recording. */
export interface SoapNote {
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
}

import { z } from 'zod';
import { CODE_TYPES, SOAP_SECTIONS } from '@common/schemas/note.schema';

/**
 * The JSON the model answers with (prompt soap-note.v1). The reply as a whole must have this shape; single
 * statements or codes that do not are dropped and counted, so one malformed item does not cost the note.
 */

const MAX_ITEMS = 300;
const MAX_QUOTES = 12;

export const replyQuoteSchema = z.object({
  /** 1-based turn number from the prompt's transcript; 0 or absent when the model did not say. */
  turn: z.number().int().min(0).nullish(),
  quote: z.string().max(2000),
});
export type ReplyQuote = z.infer<typeof replyQuoteSchema>;

const sectionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(SOAP_SECTIONS),
);

export const replyStatementSchema = z.object({
  section: sectionSchema,
  text: z.string().max(2000),
  newParagraph: z.boolean().nullish(),
  evidence: z.array(replyQuoteSchema).max(MAX_QUOTES),
});
export type ReplyStatement = z.infer<typeof replyStatementSchema>;

const codeTypeSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const type = value.trim().toUpperCase().replace(/\s+/g, '');
  return type === 'ICD-10-CM' || type === 'ICD10' || type === 'ICD10CM' ? 'ICD-10' : type === 'ICD11' ? 'ICD-11' : type;
}, z.enum(CODE_TYPES));

export const replyCodeSchema = z.object({
  type: codeTypeSchema,
  code: z.string().trim().min(1).max(20),
  description: z.string().max(500).nullish(),
  confidence: z.number(),
  evidence: z.array(replyQuoteSchema).max(MAX_QUOTES).nullish(),
});
export type ReplyCode = z.infer<typeof replyCodeSchema>;

/** The outer shape only; items are checked one by one (see parseReplyItems). */
export const replyEnvelopeSchema = z.object({
  statements: z.array(z.unknown()).max(MAX_ITEMS),
  codes: z.array(z.unknown()).max(MAX_ITEMS).optional(),
});

export interface ParsedReply {
  statements: ReplyStatement[];
  /** Null when the reply had no `codes` field at all (possible without json_schema). */
  codes: ReplyCode[] | null;
  invalidStatements: number;
  invalidCodes: number;
}

/** Null when the outer shape is wrong (a schema violation); otherwise the valid items and how many were not. */
export function parseReplyItems(json: unknown): ParsedReply | null {
  const envelope = replyEnvelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const statements: ReplyStatement[] = [];
  let invalidStatements = 0;
  for (const item of envelope.data.statements) {
    const parsed = replyStatementSchema.safeParse(item);
    if (parsed.success) statements.push(parsed.data);
    else invalidStatements += 1;
  }
  let codes: ReplyCode[] | null = null;
  let invalidCodes = 0;
  if (envelope.data.codes) {
    codes = [];
    for (const item of envelope.data.codes) {
      const parsed = replyCodeSchema.safeParse(item);
      if (parsed.success) codes.push(parsed.data);
      else invalidCodes += 1;
    }
  }
  return { statements, codes, invalidStatements, invalidCodes };
}

const quoteJsonSchema = {
  type: 'object',
  properties: { turn: { type: 'integer' }, quote: { type: 'string' } },
  required: ['turn', 'quote'],
  additionalProperties: false,
} as const;

/**
 * The same shape for `response_format: json_schema` with strict: true — only the JSON Schema subset strict mode
 * accepts (every property required, no additional properties, no length or range keywords); the zod schemas
 * above enforce the rest.
 */
export const REPLY_JSON_SCHEMA = {
  type: 'object',
  properties: {
    statements: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          section: { type: 'string', enum: [...SOAP_SECTIONS] },
          text: { type: 'string' },
          newParagraph: { type: 'boolean' },
          evidence: { type: 'array', items: quoteJsonSchema },
        },
        required: ['section', 'text', 'newParagraph', 'evidence'],
        additionalProperties: false,
      },
    },
    codes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: [...CODE_TYPES] },
          code: { type: 'string' },
          description: { type: 'string' },
          confidence: { type: 'number' },
          evidence: { type: 'array', items: quoteJsonSchema },
        },
        required: ['type', 'code', 'description', 'confidence', 'evidence'],
        additionalProperties: false,
      },
    },
  },
  required: ['statements', 'codes'],
  additionalProperties: false,
} as const;

export const REPLY_SCHEMA_NAME = 'soap_note';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error';
import { parseInput, UNSTORABLE_TEXT } from './validate';

const schema = z.object({
  name: z.string(),
  tags: z.array(z.string()).optional(),
  meta: z.record(z.string(), z.string()).optional(),
});

function refusal(value: unknown): HttpError {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseInput', () => {
  it('keeps any well-formed text, astral characters and combining marks included', () => {
    const name = "O'Brien 😀 e\u0301 𝕳 \u202E ; DROP TABLE x; --";
    expect(parseInput(schema, { name })).toEqual({ name });
  });

  it('refuses NUL and lone surrogates anywhere, naming the field', () => {
    for (const [value, path] of [
      [{ name: 'a\u0000b' }, 'name'],
      [{ name: 'x', tags: ['ok', '\uD800'] }, 'tags.1'],
      [{ name: 'x', tags: ['\uDC00 trailing'] }, 'tags.0'],
      [{ name: 'x', meta: { 'k\u0000': 'v' } }, 'meta.k\u0000'],
      [{ name: 'x', meta: { k: '\uDBFF\uDBFF' } }, 'meta.k'],
    ] as const) {
      const error = refusal(value);
      expect(error.statusCode).toBe(400);
      expect(error.errors).toEqual([{ path, message: UNSTORABLE_TEXT }]);
    }
  });

  it('still reports schema errors first, as before', () => {
    expect(refusal({ name: 3 }).errors?.[0]?.path).toBe('name');
  });
});

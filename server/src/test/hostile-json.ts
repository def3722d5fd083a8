import fc from 'fast-check';

/**
 * Hostile JSON for property tests: values the JSON.stringify of a JS object cannot express — `__proto__` keys,
 * duplicate keys, numbers like 1e400 — are kept as raw text until the body is written.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object as an ordered list of entries, so `__proto__` and duplicate keys survive. */
export class JsonObject {
  constructor(readonly entries: ReadonlyArray<readonly [string, JsonValue]>) {}
}

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject | RawJson;

export function toJsonText(value: JsonValue | Record<string, unknown> | undefined): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject)
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') return toJsonText(fromPlain(value));
  return JSON.stringify(value ?? null);
}

/** A plain JS value (a request body as a test would write it) as JsonValue. */
export function fromPlain(value: unknown): JsonValue {
  if (value instanceof RawJson || value instanceof JsonObject) return value;
  if (Array.isArray(value)) return value.map(fromPlain);
  if (value !== null && typeof value === 'object')
    return new JsonObject(Object.entries(value).map(([key, item]) => [key, fromPlain(item)]));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

const MB = 1024 * 1024;
/** Big strings are made once: generating megabytes per run would dominate the test's time. */
const BIG_STRINGS = [
  'a'.repeat(MB),
  'é'.repeat(MB / 2),
  '😀'.repeat(MB / 4),
  '\u0000'.repeat(4096),
  'x'.repeat(2 * MB + 10),
  "'".repeat(MB),
];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\uDBFF\uDBFF',
  '\u202Eevil',
  '\uFEFF',
  '\u200B',
  'e\u0301\u0301\u0301',
  '𝕳𝖊𝖑𝖑𝖔',
  '😀👩‍⚕️',
  "' OR '1'='1",
  "'; DROP TABLE patients; --",
  "Robert'); DROP TABLE users;--",
  '" OR ""="',
  '\\',
  '%',
  '_',
  '$1',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  ' 7 ',
  '1.5',
  'null',
  'undefined',
  'true',
];

const DATE_STRINGS = [
  '0000-00-00',
  '0000-01-01',
  '1899-12-31',
  '1900-01-01',
  '1970-01-01',
  '2023-02-29',
  '2024-02-29',
  '2024-02-30',
  '2024-13-01',
  '2999-01-01',
  '9999-12-31',
  '275760-09-13',
  '-000001-01-01',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '1969-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59Z',
  '2024-02-30T25:61:61Z',
  'Invalid Date',
];

const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '1E-400',
  '-0',
  '12345678901234567890',
  '0.0000000000000000000001',
  '2147483648',
  '9007199254740993',
].map((text) => new RawJson(text));

/** One "character" of hostile text: printable unicode, controls, lone surrogates, quotes, metacharacters. */
const hostileUnit = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      '\uD800',
      '\uDC00',
      '\u001B',
      '\u007F',
      '\u2028',
      "'",
      '"',
      '\\',
      '%',
      ';',
      '-',
      '/',
      '.',
    ),
    weight: 2,
  },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: hostileUnit, maxLength: 40 }), weight: 6 },
  { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...DATE_STRINGS), weight: 1 },
  { arbitrary: fc.constantFrom(...BIG_STRINGS), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    86_400,
    86_401,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...RAW_NUMBERS),
);

/** Keys that try prototype pollution, with values that would show it. */
export const POISON_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const poisonValue = fc.constantFrom<JsonValue>(
  new JsonObject([['polluted', 'yes']]),
  new JsonObject([['prototype', new JsonObject([['polluted', 'yes']])]]),
  new JsonObject([['__proto__', new JsonObject([['polluted', 'yes']])]]),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...POISON_KEYS),
  fc.constantFrom(
    'id',
    'role',
    'passwordHash',
    'createdBy',
    'status',
    'version',
    'soapNote',
    'audioId',
    'userId',
    'isAdmin',
    '',
  ),
  fc.string({ unit: hostileUnit, maxLength: 12 }),
);

/** Any JSON value, nested a little, biased towards the nasty ones. */
export const hostileValue: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileString, weight: 5 },
    { arbitrary: hostileNumber, weight: 3 },
    { arbitrary: fc.constantFrom<JsonValue>(true, false, null), weight: 2 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
        .map((entries) => new JsonObject(entries)),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...POISON_KEYS), poisonValue)
        .map(([key, value]) => new JsonObject([[key, value]])),
      weight: 1,
    },
  ),
})).value;

/** Whole bodies that are not JSON objects, or not JSON at all. */
export const brokenBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}{"b":2}',
    '{"a":1} trailing',
    'null',
    'true',
    '42',
    '"text"',
    '[]',
    '[{}]',
    '\uFEFF{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
    `{"a":${'{"b":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  ),
  hostileString,
);

/** How a valid body gets spoiled: fields replaced with hostile values, removed, or joined by extra keys. */
export interface BodyPlan {
  replace: Array<[string, JsonValue]>;
  remove: string[];
  extra: Array<[string, JsonValue]>;
  /** The whole body instead: text sent as is. */
  whole?: string;
}

export function bodyPlan(
  fields: readonly string[],
  fieldValue: (field: string) => fc.Arbitrary<JsonValue> = () => hostileValue,
): fc.Arbitrary<BodyPlan> {
  const replaceOne = fc
    .constantFrom(...fields)
    .chain((field) => fc.tuple(fc.constant(field), fc.oneof(fieldValue(field), hostileValue)));
  const spoiled = fc.record({
    replace: fc.array(replaceOne, { minLength: 0, maxLength: 3 }),
    remove: fc.subarray([...fields], { maxLength: Math.min(2, fields.length) }),
    extra: fc.array(fc.tuple(hostileKey, fc.oneof(hostileValue, poisonValue)), { maxLength: 2 }),
  });
  // One field at its edge, the rest valid: reaches the services and the database, not only validation.
  const edged = fc
    .constantFrom(...fields)
    .chain((field) =>
      fieldValue(field).map((value): BodyPlan => ({ replace: [[field, value]], remove: [], extra: [] })),
    );
  return fc.oneof(
    { arbitrary: edged, weight: 4 },
    { arbitrary: spoiled, weight: 4 },
    { arbitrary: brokenBodyText.map((whole) => ({ replace: [], remove: [], extra: [], whole })), weight: 2 },
  );
}

/** The JSON text of a valid body spoiled by a plan (later entries win, as in JSON.parse). */
export function renderBody(valid: Record<string, unknown>, plan: BodyPlan): string {
  if (plan.whole !== undefined) return plan.whole;
  const entries: Array<[string, JsonValue]> = Object.entries(valid)
    .filter(([key]) => !plan.remove.includes(key))
    .map(([key, value]) => [key, fromPlain(value)]);
  for (const [key, value] of plan.replace) {
    const at = entries.findIndex(([existing]) => existing === key);
    if (at >= 0) entries[at] = [key, value];
    else entries.push([key, value]);
  }
  return toJsonText(new JsonObject([...entries, ...plan.extra]));
}

/** Near-miss values for common field kinds, so validation is probed at its edges and not only by wrong types. */
export const idLike: fc.Arbitrary<JsonValue> = fc.oneof(
  hostileNumber,
  fc.constantFrom<JsonValue>(
    '1',
    '01',
    ' 1',
    '1e0',
    '-1',
    '0',
    '2147483648',
    '1.0',
    true,
    false,
    [1],
    new JsonObject([['id', 1]]),
  ),
);
export const dateLike: fc.Arbitrary<JsonValue> = fc.oneof(fc.constantFrom(...DATE_STRINGS), hostileString);
export const enumLike = (values: readonly string[]): fc.Arbitrary<JsonValue> =>
  fc.oneof(
    fc.constantFrom(...values),
    fc
      .constantFrom(...values)
      .chain((value) =>
        fc.constantFrom(
          value.toUpperCase(),
          ` ${value}`,
          `${value} `,
          `${value}\u0000`,
          value.replace(/_/g, '-'),
          `${value}s`,
        ),
      ),
    hostileString,
  );

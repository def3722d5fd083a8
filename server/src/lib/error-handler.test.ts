import { describe, expect, it } from 'vitest';
import { describeForLog } from './error-handler';

/** An error shaped like drizzle's DrizzleQueryError: name 'Error', the query and its parameters in the message. */
function failedQuery(params: string[]): Error {
  const error = Object.assign(
    new Error(`Failed query: insert into "patients" ("name") values ($1)\nparams: ${params.join(',')}`),
    {
      query: 'insert into "patients" ("name") values ($1)',
      params,
      cause: Object.assign(new Error('relation "patients" does not exist'), { code: '42P01' }),
    },
  );
  return error;
}

describe('describeForLog', () => {
  it('keeps query parameters (patient data) out of every field, stack included', () => {
    const logged = JSON.stringify(describeForLog(failedQuery(['Zebediah Quillfeather', 'zq@example.org'])));
    expect(logged).not.toContain('Zebediah');
    expect(logged).not.toContain('zq@example.org');
    expect(logged).toContain('42P01');
    expect(logged).toContain('at ');
  });

  it('keeps the message of ordinary errors, which helps debugging', () => {
    expect(describeForLog(new TypeError('x is not a function'))).toMatchObject({
      kind: 'TypeError',
      message: 'x is not a function',
    });
  });
});

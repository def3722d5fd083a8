import { describe, expect, it } from 'vitest';
import { BOTH_FORMS, gpNote } from './gp-note.test-kit';

// A combination tablet whose strength is said as a pair, then how many tablets are taken.
const PAIR_SAID = [
  '[doctor] Good afternoon, how are things?',
  '[patient] Fine. My tablets are the Sinemet, the ten slash one hundred, one tablet four times a day. And tamsulosin, zero point four milligrams, at night.',
  '[doctor] Anything else you take?',
  '[patient] No, that is all.',
].join('\n');

const dhLine = (lines: readonly string[]) => lines.find((line) => line.startsWith('DH:')) ?? '';

describe('a combination strength said as a pair', () => {
  it.each(BOTH_FORMS)('is written in DH with both halves in mg and never as a count (%s)', (form, render) => {
    const lines = gpNote(render(PAIR_SAID)).statements.map((statement) => statement.text);
    expect(dhLine(lines), form).toMatch(/(sinemet|co-careldopa) 10 mg\/100 mg/i);
    expect(dhLine(lines), form).toMatch(/tamsulosin 0\.4 mg/);
    expect(lines.join(' '), form).not.toMatch(/\b101\b/);
  });
});

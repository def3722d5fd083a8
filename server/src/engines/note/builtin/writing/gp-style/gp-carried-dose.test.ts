import { describe, expect, it } from 'vitest';
import { BOTH_FORMS, gpNote } from './gp-note.test-kit';

describe('withCarriedDoses', () => {
  it.each(BOTH_FORMS)('writes the strength said after the prescription beside its medicine (%s)', (form, render) => {
    const transcript = [
      '[patient] My skin has been breaking out for months now and nothing from the chemist has helped.',
      "[doctor] Okay. From what you're describing this is acne, moderate acne.",
      "[doctor] I'd like to start a tablet for it. It's called lymecycline, you take it in the morning.",
      '[patient] Okay, thank you.',
      '[doctor] It is four hundred and eight milligrams, once a day, for three months, and then we will review.',
    ].join('\n');
    const { statements } = gpNote(render(transcript));
    // In whatever section the medicine lands, a line names it with the strength said, and no other number.
    const lines = statements.map((statement) => statement.text);
    expect(
      lines.some((line) => /lymecycline/i.test(line) && /\b408 mg\b/.test(line)),
      form,
    ).toBe(true);
    expect(lines.join('\n')).not.toMatch(/\b(?:400|8) mg\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { BOTH_FORMS, gpNote } from './gp-note.test-kit';

// A medicine the GP offers today after the diagnosis, with its strength said lines later, and one the patient
// already takes.
const OFFERED = [
  '[patient] My big toe joint has been red and throbbing since Tuesday.',
  '[doctor] Do you take any regular medicines?',
  '[patient] Just ramipril, five milligrams every morning.',
  '[doctor] Right. From the look of it I think this is gout.',
  '[doctor] So two things.',
  '[doctor] First, rest the foot and keep it raised.',
  '[doctor] Second, an anti-inflammatory tablet called naproxen.',
  '[patient] How much do I take?',
  '[doctor] Five hundred milligrams, twice a day, with food, for five days.',
].join('\n');

const START_SAID = [
  '[patient] My chest has been tight and wheezy at night for a few weeks.',
  '[doctor] Do you use anything for it?',
  '[patient] I use my salbutamol inhaler a couple of times a week.',
  "[doctor] I'm going to start you on a beclometasone inhaler, two puffs twice a day.",
].join('\n');

const dhLine = (lines: readonly string[]) => lines.find((line) => line.startsWith('DH:')) ?? '';

describe('a medicine started at this visit', () => {
  it.each(BOTH_FORMS)('is left out of DH, which keeps what the patient takes (%s)', (form, render) => {
    const lines = gpNote(render(OFFERED)).statements.map((statement) => statement.text);
    expect(dhLine(lines), form).toMatch(/ramipril 5 mg/);
    expect(dhLine(lines), form).not.toMatch(/naproxen/i);
    // The plan still names it, with the strength said for it where the sentences were told apart.
    expect(
      lines.some((line) => /naproxen/i.test(line)),
      form,
    ).toBe(true);
    const signed = lines.some((line) => /naproxen/i.test(line) && /\b500 mg\b/.test(line));
    if (form === 'written') expect(signed).toBe(true);
  });

  it.each(BOTH_FORMS)('said with "start you on" is left out of DH too (%s)', (form, render) => {
    const dh = dhLine(gpNote(render(START_SAID)).statements.map((statement) => statement.text));
    expect(dh, form).toMatch(/salbutamol/i);
    expect(dh, form).not.toMatch(/beclometasone/i);
  });
});

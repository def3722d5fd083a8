import { describe, expect, it } from 'vitest';
import { BOTH_FORMS, gpNote } from './gp-note.test-kit';

// A long list of conditions after one "if", cut by the splitter into pieces before where to turn.
const LONG_LIST = [
  '[doctor] What brings you in?',
  '[patient] I have had the runs for three days since the barbecue, doctor.',
  '[doctor] Any blood in it?',
  '[patient] No.',
  '[doctor] I think this is food poisoning. Drink plenty of fluids.',
  "[doctor] Now, if you get a high temperature, pain that's severe or constant, you can't keep fluids down. You're hardly weeing, or you feel faint or dizzy, ring us, or 111 when we're closed.",
  '[patient] Okay, thanks.',
].join('\n');

/** Everything outside the plan's SAFETY-NETTING part. */
function outsideSafetyNetting(transcript: string): string {
  const { sections } = gpNote(transcript);
  return [
    sections.subjective,
    sections.objective,
    sections.assessment,
    (sections.plan ?? '').split('SAFETY-NETTING')[0],
  ].join('\n');
}

describe('safety-netting with a long list of conditions', () => {
  it.each(BOTH_FORMS)('keeps the last piece of the list out of the history (%s)', (_form, render) => {
    expect(outsideSafetyNetting(render(LONG_LIST))).not.toMatch(/faint or dizzy/i);
  });
});

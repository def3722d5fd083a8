import { describe, expect, it } from 'vitest';
import { BOTH_FORMS, gpNote } from './gp-note.test-kit';

// A recogniser cuts one piece of advice into pieces (here with stops where it cut): the condition left open
// after its "if", the rest of the condition, and where to turn.
const CUT_ADVICE = [
  '[doctor] What brings you in?',
  '[patient] My wrist has hurt since I slipped on the ice.',
  '[doctor] Any pins and needles in your fingers?',
  '[patient] No, none.',
  '[doctor] Any bruising?',
  '[patient] No.',
  '[doctor] I think this is a sprain.',
  "[doctor] Rest it and use ice. I'll see you in a fortnight if the wrist goes hot. And puffy, or pins and needles in your fingers. Come back sooner.",
  '[patient] Thanks.',
].join('\n');

// Where to turn for a possibility named after "for a", with no "if" of its own.
const FOR_A = [
  '[doctor] What brings you in?',
  '[patient] I fell off my bike on Sunday and grazed my knee.',
  '[doctor] Did you hit your head?',
  '[patient] No, my helmet stayed on.',
  '[doctor] The graze looks clean. Keep it covered.',
  "[doctor] I'll look at it again on Friday if it starts oozing. Call us or 111, and for a head injury with sickness or sleepiness, 999.",
  '[patient] Okay.',
].join('\n');

/** The plan's lines before the SAFETY-NETTING heading, and the rest of the note outside that heading. */
function outsideSafetyNetting(transcript: string): string {
  const { sections } = gpNote(transcript);
  const plan = sections.plan ?? '';
  return [sections.subjective, sections.objective, sections.assessment, plan.split('SAFETY-NETTING')[0]].join('\n');
}

const safetyNetting = (transcript: string) => (gpNote(transcript).sections.plan ?? '').split('SAFETY-NETTING')[1] ?? '';

describe('safety-netting cut into pieces', () => {
  it.each(BOTH_FORMS)('keeps every piece of the condition under SAFETY-NETTING (%s)', (_form, render) => {
    const transcript = render(CUT_ADVICE);
    expect(safetyNetting(transcript)).toMatch(/if the wrist goes hot,? and puffy,? or pins and needles/i);
    expect(outsideSafetyNetting(transcript)).not.toMatch(/puffy/i);
  });

  it.each(BOTH_FORMS)('writes where to turn for a possible finding as safety-netting (%s)', (_form, render) => {
    const transcript = render(FOR_A);
    expect(safetyNetting(transcript)).toMatch(/for a head injury with sickness or sleepiness,? 999/i);
    expect(outsideSafetyNetting(transcript)).not.toMatch(/head injury/i);
  });
});

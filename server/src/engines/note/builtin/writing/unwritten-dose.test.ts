import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../../shared/analysis/transcript-analyzer';
import { toSpeechStyle } from '../../shared/speech-style';
import { block, type SectionDraft } from './note-draft';
import { withUnwrittenDoses } from './unwritten-dose';
import { WriterContext } from './writer-context';

const FORMS = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

/** A note drafted with nothing but an empty story and plan (plus `written` in the plan), after the safety net. */
function withNet(transcript: string, written: string[] = []): { plan: string[]; story: string[] } {
  const context = new WriterContext(analyzeTranscript(transcript));
  const evidence = context.evidence([0]);
  const sections: SectionDraft[] = [
    { section: 'subjective', blocks: [block('paragraph', [], { heading: 'HISTORY OF PRESENT ILLNESS' })] },
    {
      section: 'plan',
      blocks:
        written.length > 0
          ? [
              block(
                'lines',
                written.map((text) => ({ text, evidence })),
              ),
            ]
          : [],
    },
  ];
  const out = withUnwrittenDoses(context, sections, 'lines');
  const texts = (section: string) =>
    out.filter((s) => s.section === section).flatMap((s) => s.blocks.flatMap((b) => b.statements.map((x) => x.text)));
  return { plan: texts('plan'), story: texts('subjective') };
}

describe('withUnwrittenDoses', () => {
  it.each(FORMS)('adds the medicine the clinician gives, with its dose, that no line names (%s)', (_, render) => {
    const transcript = render(
      '[patient] I keep being sick.\n[doctor] I can give you cyclizine, fifty milligrams, up to three times a day.',
    );
    const { plan } = withNet(transcript);
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatch(/cyclizine/i);
    expect(plan[0]).toMatch(/\b50 mg\b/);
  });

  it('writes a dose said apart from the name as the medicine’s sig', () => {
    const transcript =
      "[doctor] I'll start you on amlodipine for the blood pressure.\n[patient] Okay.\n" +
      "[doctor] It's five milligrams once a day.";
    expect(withNet(transcript).plan).toEqual(['Amlodipine 5 mg daily.']);
    // Unpunctuated, it is all one sentence: the clinician's own words hold name and dose.
    const [spoken] = withNet(toSpeechStyle(transcript)).plan;
    expect(spoken).toMatch(/amlodipine.*\b5 mg once a day\b/);
  });

  it('adds nothing when a line already names the medicine with that dose', () => {
    const transcript = '[doctor] I can give you cyclizine, fifty milligrams, up to three times a day.';
    const written = ['Cyclizine 50 mg up to 3 times a day.'];
    expect(withNet(transcript, written).plan).toEqual(written);
  });

  it('adds nothing for a question, a count of tablets or a medicine the patient takes', () => {
    expect(withNet('[doctor] Shall I give you cyclizine, fifty milligrams?\n[patient] No.').plan).toEqual([]);
    expect(withNet('[doctor] I can give you paracetamol, take two tablets when you need them.').plan).toEqual([]);
    expect(withNet('[patient] I take atorvastatin forty milligrams at night.').plan).toEqual([]);
  });

  it('tells a dose the clinician says was given before in the story, not the plan', () => {
    const transcript =
      '[patient] The rash is back.\n[doctor] Okay, let me check my records. ' +
      'It looks like you were given forty milligrams of triamcinolone last time.\n[patient] Yes, that helped.';
    const { plan, story } = withNet(transcript);
    expect(plan).toEqual([]);
    expect(story).toHaveLength(1);
    expect(story[0]).toMatch(/40 mg of triamcinolone/i);
  });

  it.each(FORMS)('writes the step a dose goes up to when the line names only the first (%s)', (_, render) => {
    const transcript = render(
      '[patient] My toe is still sore.\n[doctor] Keep taking the allopurinol at one hundred milligrams a day, ' +
        "and once this settles we'll increase it to two hundred milligrams a day.",
    );
    const { plan } = withNet(transcript, ['Keep taking the allopurinol at 100 mg a day.']);
    expect(plan.some((line) => /allopurinol.*\b100 mg\b.*\b200 mg\b/i.test(line))).toBe(true);
  });

  it('adds no step when a line already names both, nor for another medicine’s number', () => {
    const transcript =
      "[doctor] Keep taking the allopurinol at one hundred milligrams a day. Then we'll increase it to two hundred milligrams a day.";
    const both = ['Allopurinol 100 mg a day, then 200 mg a day.'];
    expect(withNet(transcript, both).plan).toEqual(both);
    const other = ['Keep taking the allopurinol at 100 mg a day; gabapentin 200 mg.'];
    expect(withNet(transcript, other).plan).toHaveLength(2);
  });

  it.each(FORMS)('writes a change stated as the plan before the talk goes on to ask (%s)', (_, render) => {
    const transcript = render(
      "[doctor] I'd like to reduce the doxazosin back down to two milligrams at night, and we'll see how your dizziness does.",
    );
    const { plan } = withNet(transcript);
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatch(/doxazosin.*\b2 mg\b/i);
  });

  it.each(FORMS)('writes nothing for a change the clinician only asks about (%s)', (_, render) => {
    const transcript = render('[doctor] Would you like me to reduce the doxazosin to two milligrams at night?');
    expect(withNet(transcript).plan).toEqual([]);
    const shall = render('[doctor] Shall I reduce the doxazosin to two milligrams at night, how does that sound?');
    expect(withNet(shall).plan).toEqual([]);
  });
});

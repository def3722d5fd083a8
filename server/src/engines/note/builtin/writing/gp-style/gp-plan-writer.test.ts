import { describe, expect, it } from 'vitest';
import { composeNote } from '../note-composer';
import { CHEST_INFECTION, RED_EYE, SORE_THROAT, URINE_INFECTION } from './gp-consultation.fixtures';
import { writeStatedImpressions } from './gp-impression-writer';
import { BOTH_FORMS, gpContext } from './gp-note.test-kit';
import { withDosesJoined, writeGpImpressionAndPlan } from './gp-plan-writer';
import { gpNote } from './gp-note.test-kit';
import { writeSafetyNetting } from './safety-net-writer';

function impressionAndPlan(transcript: string) {
  const context = gpContext(transcript);
  const netting = writeSafetyNetting(context);
  const stated = writeStatedImpressions(context);
  const composed = composeNote(writeGpImpressionAndPlan(context, stated, netting));
  const lines = (section: string) => composed.statements.filter((s) => s.section === section).map((s) => s.text);
  return { ...composed.sections, impression: lines('assessment'), planLines: lines('plan') };
}

describe('writeGpImpressionAndPlan', () => {
  it('writes the impression, the plan items without SOAP labels, then the safety-netting', () => {
    const note = impressionAndPlan(SORE_THROAT);
    expect(note.assessment).toBe('IMPRESSION\n\nTonsillitis, probably bacterial given the pus and the fever.');
    expect(note.plan).toMatch(/^I will give the patient clarithromycin 500 mg twice a day for 5 days\./);
    expect(note.plan).not.toMatch(/Medical Treatment|Patient Education/);
    expect(note.plan).toMatch(/\n\nSAFETY-NETTING\n\nAdvised to go straight to a/);
  });

  it.each(BOTH_FORMS)('writes what the practice will do as plan, not as impression (%s)', (form, render) => {
    const transcript = [
      '[patient] The right one is fine.',
      "[doctor] Alright. From what you're describing, it sounds like earwax has built up and is blocking your left ear. It's very common.",
      '[patient] Oh good.',
      '[doctor] Put two or three drops of olive oil in the left ear twice a day for two weeks.',
      '[patient] Right.',
      '[doctor] After two weeks we can arrange microsuction with the practice nurse if needed.',
      '[patient] Thank you.',
    ].join('\n');
    const note = impressionAndPlan(render(transcript));
    expect(note.impression.join(' ')).toMatch(/earwax has built up/i);
    expect(note.impression.join(' ')).not.toMatch(/drops|microsuction/i);
    // Speech gives the short "we can arrange …" to the patient; as written it is the clinician's plan.
    if (form === 'written') expect(note.plan).toMatch(/microsuction/i);
  });

  it.each(BOTH_FORMS)(
    'takes a diagnosis explained by name and the advice after it, lead-ins and cut-off halves too (%s)',
    (form, render) => {
      const transcript = [
        '[doctor] Tell me what happens.',
        '[patient] Every time I roll over in bed the ceiling whirls round for a few seconds.',
        '[doctor] Have you had any hearing loss or weakness?',
        '[patient] No, nothing like that.',
        '[doctor] Okay. With no hearing loss and no weakness, this sounds very much like something called benign paroxysmal positional vertigo.',
        '[patient] Oh, I see.',
        '[doctor] I can do a manoeuvre for it when I see you on Monday.',
        '[patient] Okay.',
        "[doctor] In the meantime, stand up slowly, and please don't drive until it has gone.",
        '[patient] Okay, thank you.',
      ].join('\n');
      const note = impressionAndPlan(render(transcript));
      expect(note.impression.join(' ')).toMatch(/^Benign paroxysmal positional vertigo/);
      expect(note.impression.join(' ')).not.toMatch(/sounds|hearing/i);
      expect(note.planLines.join(' ')).toMatch(/drive/);
      if (form === 'written') expect(note.planLines.join(' ')).toMatch(/manoeuvre/);
    },
  );

  it('names each diagnosis once', () => {
    expect(impressionAndPlan(URINE_INFECTION).impression).toEqual(['Urine infection.']);
  });

  it.each(BOTH_FORMS)('keeps a medicine order with its dose in the plan (%s)', (_form, render) => {
    const { planLines } = impressionAndPlan(render(URINE_INFECTION));
    expect(planLines.filter((line) => /nitrofurantoin 100 mg twice a day for 3 days/.test(line))).toHaveLength(1);
  });

  it.each(BOTH_FORMS)('writes no safety-netting when the clinician gave none (%s)', (_form, render) => {
    const note = impressionAndPlan(render(RED_EYE));
    expect(note.plan).not.toMatch(/SAFETY-NETTING|111|A&E|come back/i);
  });

  it('puts advice given after the diagnosis in the plan, not in the impression', () => {
    const note = impressionAndPlan(RED_EYE);
    expect(note.plan).toBe('Bathe it with cooled boiled water and try not to share towels for a fortnight.');
    expect(note.impression).toEqual(['Conjunctivitis.']);
  });

  it('writes what the clinician ruled out as said, and the conditional review as safety-netting', () => {
    const note = impressionAndPlan(CHEST_INFECTION);
    expect(note.impression).toEqual(['Viral chest infection.', 'I do not think this is pneumonia.']);
    expect(note.plan).toMatch(/SAFETY-NETTING\n\nAdvised to call 111 or come back to the surgery if /);
    expect(note.plan).toMatch(/I will see the patient in 2 weeks if it has not settled\.$/);
  });

  it('records agreement as agreement, with no stock sentence', () => {
    const note = impressionAndPlan(
      [
        '[doctor] I think you have a sprained ankle.',
        '[doctor] I will give you a support bandage and we will start ibuprofen four hundred milligrams three times a day.',
        '[doctor] Does that sound okay?',
        '[patient] Yes, that sounds good.',
      ].join('\n'),
    );
    expect(note.plan).not.toMatch(/understands/);
    expect(note.plan).toMatch(/ibuprofen 400 mg 3 times a day/);
  });
});

describe('withDosesJoined', () => {
  const at = (start: number) => [{ start, end: start + 1, quote: 'x' }];
  it('joins a dose said on its own to the prescription before it, and nothing else', () => {
    const joined = withDosesJoined([
      { text: 'I will prescribe nitrofurantoin.', evidence: at(0) },
      { text: 'It is 100 mg twice a day for 3 days.', evidence: at(5) },
      { text: 'It is important to finish the course.', evidence: at(9) },
    ]);
    expect(joined.map((s) => s.text)).toEqual([
      'I will prescribe nitrofurantoin: 100 mg twice a day for 3 days.',
      'It is important to finish the course.',
    ]);
    expect(joined[0]!.evidence).toHaveLength(2);
  });

  it.each(BOTH_FORMS)('names drug and dose in one plan line (%s)', (_form, render) => {
    const transcript = [
      '[patient] No, never.',
      "[doctor] Okay. I think you've got a urine infection.",
      '[patient] Okay.',
      "[doctor] I'm going to prescribe an antibiotic called nitrofurantoin.",
      "[doctor] It's one hundred milligrams twice a day for three days.",
      '[patient] Okay.',
    ].join('\n');
    expect(gpNote(render(transcript)).sections.plan).toMatch(/nitrofurantoin[^.\n]*100 mg/i);
  });

  it.each(BOTH_FORMS)('names drug and both doses of a schedule in one plan line (%s)', (_form, render) => {
    const transcript = [
      '[patient] No, never.',
      "[doctor] Okay. I think you've got a chest infection.",
      '[patient] Okay.',
      "[doctor] I'm going to prescribe an antibiotic called doxycycline.",
      '[doctor] You take two hundred milligrams on the first day, then one hundred milligrams once a day.',
      '[patient] Okay.',
    ].join('\n');
    expect(gpNote(render(transcript)).sections.plan).toMatch(/doxycycline[^.\n]*200 mg[^.\n]*then 100 mg/i);
  });
});

describe('advice after the impression: a goodbye is no advice', () => {
  const CALL = [
    '[doctor] How can I help?',
    "[patient] I've had a sore throat for three days.",
    '[doctor] I think this is a viral sore throat.',
    '[doctor] Drink plenty and take paracetamol for the pain.',
    '[patient] Thanks so much.',
    '[doctor] No problem at all, take care Sam.',
  ].join('\n');
  it.each(BOTH_FORMS)('leaves the goodbye out of the plan (%s)', (_f, render) => {
    const note = gpNote(render(CALL));
    expect(note.sections.plan).toMatch(/drink plenty/i);
    expect(note.sections.plan).not.toMatch(/take care/i);
  });
});

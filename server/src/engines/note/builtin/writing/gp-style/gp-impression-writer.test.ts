import { describe, expect, it } from 'vitest';
import { CHEST_INFECTION, RED_EYE, URINE_INFECTION } from './gp-consultation.fixtures';
import { asImpression, closingDiagnosis, writeStatedImpressions } from './gp-impression-writer';
import { BOTH_FORMS, gpContext } from './gp-note.test-kit';

const stated = (transcript: string) => writeStatedImpressions(gpContext(transcript));

describe('writeStatedImpressions', () => {
  it('writes the diagnosis the clinician gave, in their words, with that sentence as evidence', () => {
    const found = stated(URINE_INFECTION);
    expect(found.statements.map((s) => s.text)).toEqual(['Urine infection.']);
    expect(found.statements[0]!.evidence.map((e) => e.quote)).toEqual(["I think you've got a urine infection"]);
    expect([...found.conceptIds]).toEqual(['urinary-tract-infection']);
  });

  it.each(BOTH_FORMS)('finds a diagnosis the clinician stated (%s)', (_form, render) => {
    expect(stated(render(RED_EYE)).statements[0]?.text).toMatch(/^Conjunctivitis\b/);
  });

  it('takes a diagnosis named as a noun phrase, but not one ruled out', () => {
    const texts = stated(CHEST_INFECTION).statements.map((s) => s.text);
    expect(texts).toEqual(['Viral chest infection.']);
  });

  it("takes no relative's condition, no patient's guess and no question", () => {
    const transcript = [
      '[doctor] I think your mum has diabetes, did she tell you?',
      "[patient] I think it's a chest infection.",
      '[doctor] Could this be asthma?',
      '[doctor] I think your mum had asthma too.',
    ].join('\n');
    expect(stated(transcript).statements).toEqual([]);
  });
});

const TONSILLITIS = [
  '[doctor] Can you swallow your own saliva okay?',
  '[patient] Yes, I can.',
  '[doctor] Okay. So with the high temperature and no cough, I think this is tonsillitis, most likely bacterial.',
  '[patient] Right.',
].join('\n');

const KNEE = [
  '[patient] It gave way on the stairs.',
  "[doctor] Alright. I'm worried you may have injured one of the ligaments inside the knee.",
  '[patient] Is that bad?',
].join('\n');

describe('the diagnosis said at the close of a longer sentence', () => {
  it.each(BOTH_FORMS)('is the impression, without the reasoning before it (%s)', (_form, render) => {
    expect(stated(render(TONSILLITIS)).statements.map((s) => s.text)).toEqual([
      expect.stringMatching(/^Tonsillitis,? most likely bacterial\.?$/),
    ]);
  });

  it('takes the worry the clinician voices as the impression', () => {
    expect(stated(KNEE).statements.map((s) => s.text)).toEqual(['Injured one of the ligaments inside the knee.']);
  });

  it('answers at once on a long sentence that ends in no diagnosis (no backtracking blow-up)', () => {
    const long = `i think this is ${Array(40).fill('word').join(' ')} ?`;
    expect(closingDiagnosis(long)).toBeNull();
  });

  it('is never a negated or long tail', () => {
    expect(closingDiagnosis('So, I think this is tonsillitis, most likely bacterial.')).toBe(
      'tonsillitis, most likely bacterial',
    );
    expect(closingDiagnosis("I think it's not a chest infection.")).toBeNull();
    expect(closingDiagnosis("It's a bit gritty.")).toBeNull();
    expect(
      closingDiagnosis(
        'I think this is a viral infection and we will see how it goes over the next week or two with rest and fluids',
      ),
    ).toBeNull();
  });
});

describe('asImpression', () => {
  it('drops the address and preamble before "I think", keeping a statement whole', () => {
    expect(asImpression('Priya, I think the patient is having migraines with aura.')).toBe('Migraines with aura.');
    expect(asImpression('From what the patient is telling me, I think they have got a urine infection.')).toBe(
      'Urine infection.',
    );
    expect(asImpression("Chloe I think the patient's asthma is not well controlled.")).toBe(
      "The patient's asthma is not well controlled.",
    );
    expect(asImpression('Daniel, I think the patient has strained the muscles in their lower back.')).toBe(
      'The patient has strained the muscles in their lower back.',
    );
  });

  it('drops only the lead that the IMPRESSION heading already says', () => {
    expect(asImpression('I think this is tonsillitis, probably bacterial.')).toBe('Tonsillitis, probably bacterial.');
    expect(asImpression('So I think the patient has got a urine infection.')).toBe('Urine infection.');
    expect(asImpression('It sounds like a viral chest infection.')).toBe('Viral chest infection.');
    expect(asImpression('Could be a migraine.')).toBe('Could be a migraine.');
    expect(asImpression('I do not think this is pneumonia.')).toBe('I do not think this is pneumonia.');
  });
});

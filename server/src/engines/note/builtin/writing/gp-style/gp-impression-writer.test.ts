import { describe, expect, it } from 'vitest';
import { CHEST_INFECTION, RED_EYE, URINE_INFECTION } from './gp-consultation.fixtures';
import { asImpression, writeStatedImpressions } from './gp-impression-writer';
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

describe('asImpression', () => {
  it('drops only the lead that the IMPRESSION heading already says', () => {
    expect(asImpression('I think this is tonsillitis, probably bacterial.')).toBe('Tonsillitis, probably bacterial.');
    expect(asImpression('So I think the patient has got a urine infection.')).toBe('Urine infection.');
    expect(asImpression('It sounds like a viral chest infection.')).toBe('Viral chest infection.');
    expect(asImpression('Could be a migraine.')).toBe('Could be a migraine.');
    expect(asImpression('I do not think this is pneumonia.')).toBe('I do not think this is pneumonia.');
  });
});

import { describe, expect, it } from 'vitest';
import { phraseKeys } from '../../../shared/analysis/word-tokenizer';
import { GP_STYLE_THRESHOLD, UK_GP_CUES, US_SOAP_CUES } from './note-style-cue.vocab';

describe('note style cue vocabulary', () => {
  it('lists each phrase once, lower case, with words', () => {
    const all = [...UK_GP_CUES, ...US_SOAP_CUES];
    const keys = all.map((c) => phraseKeys(c.phrase).join(' '));
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of all) {
      expect(c.phrase, c.phrase).toBe(c.phrase.toLowerCase().trim());
      expect(phraseKeys(c.phrase).length, c.phrase).toBeGreaterThan(0);
    }
  });

  it('leans UK with positive weights and US with negative ones, within 1–3', () => {
    for (const c of UK_GP_CUES) expect([1, 2, 3], c.phrase).toContain(c.weight);
    for (const c of US_SOAP_CUES) expect([-1, -2, -3], c.phrase).toContain(c.weight);
  });

  // Matching is on stems: a plural cue ("bloods") would also fire on its singular ("blood"), which US talk is full of.
  it('has no cue that a stem would turn into a common word', () => {
    for (const c of UK_GP_CUES) expect(['blood', 'e', 'a'], c.phrase).not.toContain(phraseKeys(c.phrase).join(' '));
  });

  it('needs more than one strong UK word to choose the GP style', () => {
    const strongest = Math.max(...UK_GP_CUES.map((c) => c.weight));
    expect(GP_STYLE_THRESHOLD).toBeGreaterThan(strongest);
  });

  it('names A&E as written, as speech-style text drops the ampersand, and as spoken', () => {
    const phrases = UK_GP_CUES.map((c) => phraseKeys(c.phrase).join(' '));
    expect(phrases).toContain(phraseKeys('A&E').join(' '));
    expect(phrases).toContain('a and e');
  });
});

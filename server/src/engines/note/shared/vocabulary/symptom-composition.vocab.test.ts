import { describe, expect, it } from 'vitest';
import { BODY_SITES } from './anatomy.vocab';
import { SYMPTOMS } from './symptom.vocab';
import { SITE_SYMPTOM_CONCEPTS, SITE_SYMPTOM_NOUNS, SITE_SYMPTOM_WORDS } from './symptom-composition.vocab';

describe('symptom composition vocabulary', () => {
  it('points compounds at real sites and real symptom concepts', () => {
    const sites = new Set(BODY_SITES.map((site) => site.id));
    const symptoms = new Set(SYMPTOMS.map((symptom) => symptom.id));
    for (const [key, conceptId] of Object.entries(SITE_SYMPTOM_CONCEPTS)) {
      const [site, kind] = key.split(':') as [string, string];
      expect(sites.has(site), key).toBe(true);
      expect(kind in SITE_SYMPTOM_NOUNS, key).toBe(true);
      expect(symptoms.has(conceptId), key).toBe(true);
    }
  });

  it('maps only single lower-case words', () => {
    expect(Object.keys(SITE_SYMPTOM_WORDS).every((word) => /^[a-z]+$/.test(word))).toBe(true);
  });
});

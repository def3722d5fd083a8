import { describe, expect, it } from 'vitest';
import { CONDITIONS } from './condition.vocab';
import { EVENT_CONCEPTS, PRESENT_TIME_WORDS } from './event-concept.vocab';
import { SYMPTOMS } from './symptom.vocab';

describe('event concepts', () => {
  it('are conditions or symptoms (a faint, a seizure) of the vocabulary', () => {
    const ids = new Set([...CONDITIONS, ...SYMPTOMS].map((entry) => entry.id));
    expect([...EVENT_CONCEPTS].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('never list a disease one goes on having', () => {
    for (const chronic of ['essential-hypertension', 'type-2-diabetes', 'asthma', 'copd'])
      expect(EVENT_CONCEPTS.has(chronic), chronic).toBe(false);
  });

  it('end a date with single lower-case words', () => {
    expect(PRESENT_TIME_WORDS.every((word) => /^[a-z]+$/.test(word))).toBe(true);
  });
});

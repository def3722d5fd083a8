import { describe, expect, it } from 'vitest';
import { CONDITIONS } from './condition.vocab';
import { SYMPTOMS } from './symptom.vocab';
import { DEFINING_LINKS, OTHER_SENSES } from './word-sense.vocab';

describe('OTHER_SENSES', () => {
  it('names only concepts of the symptom or condition vocabularies, with lower-case single words', () => {
    const ids = new Set([...SYMPTOMS, ...CONDITIONS].map((concept) => concept.id));
    for (const [id, sense] of Object.entries(OTHER_SENSES)) {
      expect(ids.has(id), id).toBe(true);
      for (const word of [...sense.before, ...sense.after, ...sense.loadVerbs]) expect(word).toMatch(/^[a-z][a-z-]*$/);
      for (const phrase of sense.phrasesBefore ?? []) expect(phrase).toMatch(/^[a-z]+ [a-z]+$/);
    }
  });

  it('links conditions only with lower-case phrases that say what something is', () => {
    for (const link of DEFINING_LINKS) expect(link).toMatch(/^(is|are) [a-z ]+$/);
  });
});

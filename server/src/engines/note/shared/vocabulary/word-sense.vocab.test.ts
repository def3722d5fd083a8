import { describe, expect, it } from 'vitest';
import { SYMPTOMS } from './symptom.vocab';
import { OTHER_SENSES } from './word-sense.vocab';

describe('OTHER_SENSES', () => {
  it('names only concepts of the symptom vocabulary, with lower-case single words', () => {
    const ids = new Set(SYMPTOMS.map((symptom) => symptom.id));
    for (const [id, sense] of Object.entries(OTHER_SENSES)) {
      expect(ids.has(id), id).toBe(true);
      for (const word of [...sense.before, ...sense.after, ...sense.loadVerbs]) expect(word).toMatch(/^[a-z][a-z-]*$/);
    }
  });
});

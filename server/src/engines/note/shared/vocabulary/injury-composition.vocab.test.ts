import { describe, expect, it } from 'vitest';
import { BODY_SITES } from './anatomy.vocab';
import { CONDITIONS } from './condition.vocab';
import { BONE_SITES, FRACTURE_WORDS, NOT_FRACTURE_FOLLOWERS } from './injury-composition.vocab';

describe('injury composition vocabulary', () => {
  it('names bone sites that are body sites of the vocabulary', () => {
    const sites = new Set(BODY_SITES.map((entry) => entry.id));
    expect(Object.keys(BONE_SITES).filter((id) => !sites.has(id))).toEqual([]);
    expect(Object.values(BONE_SITES).every((name) => /^[a-z ]+$/.test(name))).toBe(true);
  });

  it('composes onto the fracture condition, with single-word cues that do not clash', () => {
    expect(CONDITIONS.some((entry) => entry.id === 'fracture')).toBe(true);
    expect(FRACTURE_WORDS.filter((word) => NOT_FRACTURE_FOLLOWERS.includes(word))).toEqual([]);
    expect([...FRACTURE_WORDS, ...NOT_FRACTURE_FOLLOWERS].every((word) => /^[a-z]+$/.test(word))).toBe(true);
  });
});

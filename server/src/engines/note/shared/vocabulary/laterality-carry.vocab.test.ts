import { describe, expect, it } from 'vitest';
import { BODY_SITES } from './anatomy.vocab';
import { CONDITIONS } from './condition.vocab';
import { EXAM_TERMS } from './exam.vocab';
import {
  ABNORMAL_EXAM_WORDS,
  CONDITION_SITES,
  EXAM_SITES,
  NORMAL_EXAM_WORDS,
  SITED_CONDITIONS,
} from './laterality-carry.vocab';

describe('laterality carry vocabulary', () => {
  const sites = new Set(BODY_SITES.map((entry) => entry.id));
  const conditions = new Set(CONDITIONS.map((entry) => entry.id));

  it('places diagnoses at body sites of the vocabulary', () => {
    for (const [id, site] of Object.entries(CONDITION_SITES)) {
      expect(conditions.has(id), id).toBe(true);
      expect(sites.has(site), `${id} at ${site}`).toBe(true);
    }
    expect(SITED_CONDITIONS.filter((id) => !conditions.has(id))).toEqual([]);
  });

  it('places exam concepts at body sites of the vocabulary', () => {
    const exam = new Set(EXAM_TERMS.map((entry) => entry.id));
    for (const [id, site] of Object.entries(EXAM_SITES)) {
      expect(exam.has(id), id).toBe(true);
      expect(sites.has(site), `${id} at ${site}`).toBe(true);
    }
  });

  it('never calls one word both normal and abnormal', () => {
    expect(ABNORMAL_EXAM_WORDS.filter((word) => NORMAL_EXAM_WORDS.includes(word))).toEqual([]);
  });
});

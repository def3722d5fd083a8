import { describe, expect, it } from 'vitest';
import { deniedInAnswerRun } from './answer-run';
import { findMentions } from './mention-finder';
import { statuses } from './mention-status.test-kit';
import { tokenizeWords } from './word-tokenizer';

const deniedIn = (text: string) => {
  const tokens = tokenizeWords(text);
  const raw = findMentions(tokens, false);
  return [...deniedInAnswerRun(tokens, raw)].map((k) => raw[k]!.conceptId).sort();
};

describe('deniedInAnswerRun', () => {
  it('denies each finding of bare questions run together with their "no"s', () => {
    expect(deniedIn('it cleared up after a fortnight vomiting blood no chest pain no')).toEqual([
      'chest-pain',
      'vomiting',
    ]);
  });

  it('leaves a run that does not close on a bare "no"', () => {
    expect(deniedIn('i have been vomiting blood no chest pain though')).toEqual([]);
    expect(deniedIn('vomiting blood no')).toEqual([]);
  });
});

describe('bare questions answered "no" one by one, read back as speech', () => {
  const visit = [
    '[doctor] Any problems with your stomach before this?',
    '[patient] I had food poisoning in the summer, but it settled in three days.',
    '[doctor] Vomiting blood?',
    '[patient] No.',
    '[doctor] Chest pain?',
    '[patient] No.',
    '[doctor] Dizzy spells?',
    '[patient] No.',
  ].join('\n');

  it('keeps the first bare question denied in speech as in writing', () => {
    const blood = statuses(visit, 'vomiting');
    expect(blood.written).toEqual(['negated']);
    expect(blood.speech).not.toContain('present');
  });
});

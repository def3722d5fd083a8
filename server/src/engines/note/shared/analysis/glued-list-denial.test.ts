import { describe, expect, it } from 'vitest';
import { deniedAlternatives } from './glued-list-denial';
import { statuses } from './mention-status.test-kit';
import { findMentions } from './mention-finder';
import { tokenizeWords } from './word-tokenizer';

const deniedIn = (text: string) => {
  const tokens = tokenizeWords(text);
  const raw = findMentions(tokens, false);
  return [...deniedAlternatives(tokens, raw)].map((k) => raw[k]!.conceptId);
};

describe('deniedAlternatives', () => {
  it('denies alternatives joined by "or" and answered "no" at once', () => {
    expect(deniedIn('anything else to know about asthma or diabetes no not that i know of')).toEqual([
      'asthma',
      'type-2-diabetes',
    ]);
    expect(deniedIn('i should ask about asthma or diabetes um no')).toEqual(['asthma', 'type-2-diabetes']);
  });

  it('reads alternatives each said with its own few words of verb after "or"', () => {
    expect(
      deniedIn('since the new tablets have you come out in a rash or been wheezy or had a cough no nothing'),
    ).toEqual(['rash', 'wheezing', 'cough']);
  });

  it('does not join a clause of the speaker\'s own after "or"', () => {
    expect(deniedIn('sometimes a rash or i get wheezy no not lately')).toEqual([]);
  });

  it('needs the alternatives, and the "no" right after them', () => {
    expect(deniedIn('my dad has asthma and diabetes no surprise there')).toEqual([]);
    expect(deniedIn('i have asthma or maybe diabetes')).toEqual([]);
    expect(deniedIn('any asthma no')).toEqual([]);
  });
});

describe('an asked list run on with its "no" in speech', () => {
  it('reads the alternatives as denied when speech cut the question before them', () => {
    const visit = [
      '[doctor] what brings you in ?',
      '[patient] i get dizzy when i stand up .',
      '[doctor] is there anything else in the family i should know about ? asthma or diabetes ?',
      '[patient] no . not that i know of . everyone is quite well .',
    ].join('\n');
    expect(statuses(visit, 'asthma').speech).not.toContain('present');
    expect(statuses(visit, 'type-2-diabetes').speech).not.toContain('present');
  });
});

describe('alternatives with their own verbs answered "no" in speech', () => {
  it('denies every alternative, not only the last ones', () => {
    const visit = [
      '[doctor] What brings you in today?',
      '[patient] My daughter has been off her food since Sunday.',
      '[doctor] After her meals, has she come out in a rash, or had swollen eyes, or been wheezy?',
      '[patient] No, nothing of the sort. She just cries.',
    ].join('\n');
    expect(statuses(visit, 'rash').speech).not.toContain('present');
    expect(statuses(visit, 'rash').written).not.toContain('present');
  });
});

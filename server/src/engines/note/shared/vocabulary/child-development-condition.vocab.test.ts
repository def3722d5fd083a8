import { describe, expect, it } from 'vitest';
import { CHILD_DEVELOPMENT_CONDITIONS } from './child-development-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('child development condition vocabulary', () => {
  checkConditionGroup(CHILD_DEVELOPMENT_CONDITIONS);
  checkSentences([
    ['She is not walking yet, so there is some developmental delay.', 'developmental-delay'],
    ['He only says a few words, so I will refer him for his speech delay.', 'speech-delay'],
    ['The geneticist confirmed Smith-Magenis syndrome.', 'smith-magenis-syndrome'],
    ['Her short stature is from Turner syndrome.', 'turner-syndrome'],
    ['The yellow skin on day three is newborn jaundice.', 'neonatal-jaundice'],
    ['He is seven and still wetting the bed most nights.', 'nocturnal-enuresis'],
    ['The flat spot on the back of his head is plagiocephaly.', 'plagiocephaly'],
  ]);

  it('reads a spelled-out genetic syndrome the same written and spoken', () => {
    expect(conditionsIn('She has smith magenis syndrome.').written).toEqual(['smith-magenis-syndrome']);
  });
});

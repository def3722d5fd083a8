import { describe, expect, it } from 'vitest';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { FALL_FOREIGN_BODY_CONDITIONS } from './fall-foreign-body-condition.vocab';
import { conditionsIn } from './vocabulary-checks';

describe('fall and foreign body condition vocabulary', () => {
  checkConditionGroup(FALL_FOREIGN_BODY_CONDITIONS);
  checkSentences([
    ['She slipped and fell in the kitchen on Sunday.', 'accidental-fall'],
    ['He had a fall at the bus stop and hurt his wrist.', 'accidental-fall'],
    ['He keeps falling at home, three times this month.', 'recurrent-falls'],
    ['There is a bead in her ear, which I will take out.', 'ear-foreign-body'],
  ]);

  it('reads no fall into the season, falling asleep or a fall in a result', () => {
    const said = 'Last fall she could not fall asleep, and there was a fall in her sodium.';
    expect(conditionsIn(said).written).toEqual([]);
    expect(conditionsIn(said).speech).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DIGESTIVE_CONDITIONS } from './digestive-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('digestive condition vocabulary', () => {
  checkConditionGroup(DIGESTIVE_CONDITIONS);
  checkSentences([
    ['The camera test showed a small hiatus hernia.', 'hiatal-hernia'],
    ['That bulge in your groin is an inguinal hernia on the right.', 'inguinal-hernia'],
    ['They removed two polyps in the colon last year.', 'colon-polyp'],
    ['The stool sample came back positive for C diff.', 'c-diff-colitis'],
    ['The breath test shows H pylori, so we will treat it.', 'h-pylori-infection'],
    ['Bloating after milk sounds like lactose intolerance.', 'lactose-intolerance'],
    ['His diabetes has caused gastroparesis.', 'gastroparesis'],
  ]);

  it('reads hernia of no named kind as the general concept', () => {
    expect(conditionsIn('You have a hernia.').written).toEqual(['hernia']);
  });
});

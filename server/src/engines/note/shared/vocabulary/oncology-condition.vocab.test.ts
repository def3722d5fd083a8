import { describe, expect, it } from 'vitest';
import { ONCOLOGY_CONDITIONS } from './oncology-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('oncology condition vocabulary', () => {
  checkConditionGroup(ONCOLOGY_CONDITIONS);
  checkSentences([
    ['The biopsy confirms stage three non-small cell lung cancer.', 'non-small-cell-lung-cancer'],
    ['The cystoscopy found bladder cancer.', 'bladder-cancer'],
    ['The scan shows a renal cell carcinoma on the left.', 'kidney-cancer'],
    ['Her papillary thyroid cancer was treated last year.', 'thyroid-cancer'],
    ['The endoscopy confirmed oesophageal cancer.', 'esophageal-cancer'],
    ['Bleeding after the menopause can be a sign of womb cancer.', 'endometrial-cancer'],
  ]);

  it('reads a named lung cancer as itself, not as lung cancer in general', () => {
    expect(conditionsIn('He has small cell lung cancer.').written).toEqual(['small-cell-lung-cancer']);
    expect(conditionsIn('He has lung cancer.').written).toEqual(['lung-cancer']);
  });
});

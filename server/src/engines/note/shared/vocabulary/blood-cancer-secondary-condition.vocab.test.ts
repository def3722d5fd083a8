import { describe, expect, it } from 'vitest';
import { BLOOD_CANCER_SECONDARY_CONDITIONS } from './blood-cancer-secondary-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('blood cancer and secondaries condition vocabulary', () => {
  checkConditionGroup(BLOOD_CANCER_SECONDARY_CONDITIONS);
  checkSentences([
    ['His blood count shows chronic lymphocytic leukaemia.', 'chronic-lymphocytic-leukemia'],
    ['The back pain is from her myeloma.', 'multiple-myeloma'],
    ['The scan shows the cancer has spread to the bones.', 'bone-metastases'],
    ['The cough after radiotherapy is radiation pneumonitis.', 'radiation-pneumonitis'],
  ]);

  it('reads the leukaemia named as itself, not as leukaemia in general', () => {
    expect(conditionsIn('He has CLL.').written).toEqual(['chronic-lymphocytic-leukemia']);
    expect(conditionsIn('He has leukaemia.').written).toEqual(['leukemia']);
  });
});

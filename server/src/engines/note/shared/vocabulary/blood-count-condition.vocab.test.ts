import { describe, expect, it } from 'vitest';
import { BLOOD_COUNT_CONDITIONS } from './blood-count-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('blood count condition vocabulary', () => {
  checkConditionGroup(BLOOD_COUNT_CONDITIONS);
  checkSentences([
    [
      'Your recent labs showed an elevated alkaline phosphatase, probably from the bone.',
      'elevated-alkaline-phosphatase',
    ],
    ['Your PSA is high for your age, so I will refer you to urology.', 'elevated-psa'],
    ['The platelets are low at 90, which we call thrombocytopenia.', 'thrombocytopenia'],
    ['He carries sickle cell trait but does not have the disease.', 'sickle-cell-trait'],
    ['She has thalassaemia minor, which explains the small red cells.', 'thalassemia-trait'],
    ['The protein test showed an MGUS, which we simply watch.', 'monoclonal-gammopathy'],
  ]);

  it('reads the trait and the disease of sickle cell apart', () => {
    expect(conditionsIn('She has sickle cell disease.').written).toEqual(['sickle-cell-disease']);
    expect(conditionsIn('She has sickle cell trait.').written).toEqual(['sickle-cell-trait']);
  });
});

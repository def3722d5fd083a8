import { describe, expect, it } from 'vitest';
import { BREAST_GENITOURINARY_CONDITIONS } from './breast-genitourinary-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('breast and genitourinary condition vocabulary', () => {
  checkConditionGroup(BREAST_GENITOURINARY_CONDITIONS);
  checkSentences([
    ['The ultrasound shows a simple cyst in your breast, nothing worrying.', 'breast-cyst'],
    ['I can feel a lump in your breast, so I will refer you to the breast clinic.', 'breast-lump'],
    ['The small nodule on your right testicle needs an ultrasound.', 'testicular-lump'],
    ['The swelling around the testicle is a hydrocele.', 'hydrocele'],
    ['The bag of worms feel above the testicle is a varicocele.', 'varicocele'],
    ['Your prostate is tender, so this looks like prostatitis.', 'prostatitis'],
    ['The scan shows a simple kidney cyst.', 'kidney-cyst'],
    ['There was protein in your urine again.', 'proteinuria'],
  ]);

  it('reads breast cancer as cancer, not as a breast lump', () => {
    expect(conditionsIn('Her mother had breast cancer.').written).toEqual(['breast-cancer']);
  });
});

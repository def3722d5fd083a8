import { describe, expect, it } from 'vitest';
import { GYNAE_SEXUAL_HEALTH_CONDITIONS } from './gynae-sexual-health-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('gynaecology and sexual health condition vocabulary', () => {
  checkConditionGroup(GYNAE_SEXUAL_HEALTH_CONDITIONS);
  checkSentences([
    ['The scan showed a cyst on your left ovary.', 'ovarian-cyst'],
    ['The heavy periods are from fibroids in the womb.', 'uterine-fibroids'],
    ['Mood changes the week before your period sound like PMS.', 'premenstrual-syndrome'],
    ['Any bleeding after the menopause needs a referral.', 'postmenopausal-bleeding'],
    ['Your swab was positive for chlamydia.', 'chlamydia'],
    ['He was treated for gonorrhoea last month.', 'gonorrhea'],
    ['Your smear showed abnormal cells on the cervix.', 'cervical-dysplasia'],
    ['She had an abnormal smear test two years ago.', 'abnormal-cervical-smear'],
    ['The dragging feeling is a prolapse of the womb.', 'uterine-prolapse'],
  ]);

  it('reads a cervical smear as a test, and an abnormal one as a finding', () => {
    expect(conditionsIn('You are due a pap smear.').written).toEqual([]);
    expect(conditionsIn('You had an abnormal pap smear.').written).toEqual(['abnormal-cervical-smear']);
  });
});

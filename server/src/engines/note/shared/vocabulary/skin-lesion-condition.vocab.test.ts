import { describe, expect, it } from 'vitest';
import { SKIN_LESION_CONDITIONS } from './skin-lesion-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('skin lesion condition vocabulary', () => {
  checkConditionGroup(SKIN_LESION_CONDITIONS);
  checkSentences([
    ['The rough patches on your scalp are actinic keratoses.', 'actinic-keratosis'],
    ['I can snip off that skin tag today.', 'skin-tag'],
    ['The soft lump on your back is a lipoma.', 'lipoma'],
    ['The round bald patches are alopecia areata.', 'alopecia-areata'],
    ['The pearly bumps on his tummy are molluscum.', 'molluscum-contagiosum'],
    ['The lumps in her armpits are hidradenitis suppurativa.', 'hidradenitis-suppurativa'],
    ['The pale patches on his hands are vitiligo.', 'vitiligo'],
    ['The scar on your shoulder has become a keloid.', 'keloid'],
    ['The itchy groin rash is jock itch.', 'tinea-cruris'],
    ['That is a benign mole, nothing to worry about.', 'atypical-mole'],
  ]);

  it('leaves a bare mole to the skin-lesion symptom and sweating to its symptom', () => {
    expect(conditionsIn('I have a mole on my arm.').written).toEqual([]);
    expect(conditionsIn('I have been sweating at night.').written).toEqual([]);
  });
});

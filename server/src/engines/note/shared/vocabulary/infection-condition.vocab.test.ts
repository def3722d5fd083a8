import { describe, expect, it } from 'vitest';
import { INFECTION_CONDITIONS } from './infection-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('infection condition vocabulary', () => {
  checkConditionGroup(INFECTION_CONDITIONS);
  checkSentences([
    ['The wound swab grew MRSA.', 'mrsa-infection'],
    ['The cellulitis is caused by methicillin-resistant Staphylococcus aureus.', 'mrsa-infection'],
    ['The sandpaper rash and strawberry tongue are scarlet fever.', 'scarlet-fever'],
    ['The coughing fits with a whoop sound like whooping cough.', 'whooping-cough'],
    ['The blood test shows latent TB, so we will treat it.', 'latent-tuberculosis'],
    ['Her red cheeks are slapped cheek syndrome.', 'fifth-disease'],
  ]);

  it('reads scarlet fever as one illness, not as a fever', () => {
    expect(conditionsIn('She has scarlet fever.').written).toEqual(['scarlet-fever']);
  });
});

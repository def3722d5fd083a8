import { describe, expect, it } from 'vitest';
import { JOINT_SPINE_FOOT_CONDITIONS } from './joint-spine-foot-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('joint, spine and foot condition vocabulary', () => {
  checkConditionGroup(JOINT_SPINE_FOOT_CONDITIONS);
  checkSentences([
    ['Pain lifting your arm overhead is shoulder impingement.', 'shoulder-impingement'],
    ['The MRI shows degenerative disc disease in the neck at C5 and C6.', 'cervical-degenerative-disc-disease'],
    ['The x-ray shows a slipped vertebra, spondylolisthesis at L4.', 'spondylolisthesis'],
    ["The swelling behind your knee is a Baker's cyst.", 'bakers-cyst'],
    ['Heel pain first thing with this x-ray means a heel spur.', 'heel-spur'],
    ["The burning between your toes is a Morton's neuroma.", 'mortons-neuroma'],
    ['He has flat feet, so insoles will help.', 'flat-feet'],
    ['The pain on the outside of your knee when running is IT band syndrome.', 'iliotibial-band-syndrome'],
    ['His psoriasis has come with psoriatic arthritis in the fingers.', 'psoriatic-arthritis'],
    ['The headache and jaw pain on chewing could be giant cell arteritis.', 'giant-cell-arteritis'],
  ]);

  it('reads psoriatic arthritis as itself, not as arthritis in general', () => {
    expect(conditionsIn('She has psoriatic arthritis.').written).toEqual(['psoriatic-arthritis']);
  });
});

import { describe, expect, it } from 'vitest';
import { EYE_EAR_NOSE_CONDITIONS } from './eye-ear-nose-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('eye, ear and nose condition vocabulary', () => {
  checkConditionGroup(EYE_EAR_NOSE_CONDITIONS);
  checkSentences([
    ['The red lump on your eyelid is a stye.', 'stye'],
    ['Warm compresses will settle the blepharitis.', 'blepharitis'],
    ['The gritty feeling is dry eye syndrome.', 'dry-eye'],
    ['The red patch in the white of your eye is a subconjunctival haemorrhage.', 'subconjunctival-hemorrhage'],
    ['The optician found early macular degeneration.', 'macular-degeneration'],
    ['The new floaters are from a posterior vitreous detachment.', 'posterior-vitreous-detachment'],
    ['The stain shows a corneal abrasion on the right.', 'corneal-abrasion'],
    ['The popping in your ears is eustachian tube dysfunction.', 'eustachian-tube-dysfunction'],
    ['The blocked side is from a deviated septum.', 'deviated-septum'],
    ['The diving has given you a perforated eardrum.', 'perforated-eardrum'],
    ['The blocked ear since the flight is ear barotrauma.', 'otitic-barotrauma'],
  ]);

  it('reads the kind of hearing loss named, and leaves hearing loss alone as a symptom', () => {
    expect(conditionsIn('The test shows sensorineural hearing loss.').written).toEqual(['sensorineural-hearing-loss']);
    expect(conditionsIn('I have some hearing loss.').written).toEqual([]);
  });
});

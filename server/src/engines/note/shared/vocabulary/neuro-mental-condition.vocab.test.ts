import { describe, expect, it } from 'vitest';
import { NEURO_MENTAL_CONDITIONS } from './neuro-mental-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('neurology and mental health condition vocabulary', () => {
  checkConditionGroup(NEURO_MENTAL_CONDITIONS);
  checkSentences([
    ['The memory tests point to mild cognitive impairment, not dementia.', 'mild-cognitive-impairment'],
    ['The shake in both hands when you hold a cup is an essential tremor.', 'essential-tremor'],
    ['The electric shocks in your cheek are trigeminal neuralgia.', 'trigeminal-neuralgia'],
    ['Headaches behind one eye every night for weeks are cluster headaches.', 'cluster-headache'],
    ['Since the baby she has had postnatal depression.', 'postpartum-depression'],
    ['The low mood since the redundancy is an adjustment disorder.', 'adjustment-disorder'],
    ['He checks the locks twenty times, which is OCD.', 'obsessive-compulsive-disorder'],
    ['Tingling in the little finger is from cubital tunnel syndrome.', 'ulnar-neuropathy'],
  ]);

  it('reads a tremor alone as a symptom and a named headache syndrome as its own diagnosis', () => {
    expect(conditionsIn('I have a tremor in my hand.').written).toEqual([]);
    expect(conditionsIn('She has cluster headaches.').written).toEqual(['cluster-headache']);
  });
});

import { describe, expect, it } from 'vitest';
import { LUNG_PLEURA_CONDITIONS } from './lung-pleura-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('lung and pleura condition vocabulary', () => {
  checkConditionGroup(LUNG_PLEURA_CONDITIONS);
  checkSentences([
    ['The x-ray shows a small pneumothorax on the right.', 'pneumothorax'],
    ['There is fluid around the lung on the left side.', 'pleural-effusion'],
    ['The CT shows a nodule in the lung that we will rescan.', 'lung-nodule'],
    ['The scan shows scarring of the lungs from pulmonary fibrosis.', 'pulmonary-fibrosis'],
    ['The lymph nodes and the lungs point to sarcoidosis.', 'sarcoidosis'],
  ]);

  it('reads emphysema as itself, and COPD as COPD', () => {
    expect(conditionsIn('He has emphysema.').written).toEqual(['emphysema']);
    expect(conditionsIn('He has COPD.').written).toEqual(['copd']);
  });
});

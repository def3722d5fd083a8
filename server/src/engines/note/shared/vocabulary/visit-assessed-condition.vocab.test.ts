import { describe } from 'vitest';
import { VISIT_ASSESSED_CONDITIONS } from './visit-assessed-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';

describe('visit-assessed condition vocabulary', () => {
  checkConditionGroup(VISIT_ASSESSED_CONDITIONS);
  checkSentences([
    ['The red swollen fold beside your nail is an acute paronychia.', 'paronychia'],
    ['The sticky watery eye is a blocked tear duct.', 'nasolacrimal-duct-obstruction'],
    ['The sweating under your arms is primary hyperhidrosis.', 'primary-focal-hyperhidrosis'],
    ['The dark skin on the neck is a sign of insulin resistance.', 'insulin-resistance'],
  ]);
});

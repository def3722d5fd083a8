import { describe, expect, it } from 'vitest';
import { GLAND_METABOLIC_CONDITIONS } from './gland-metabolic-condition.vocab';
import { checkConditionGroup, checkSentences } from './condition-group.test-kit';
import { conditionsIn } from './vocabulary-checks';

describe('gland and metabolic condition vocabulary', () => {
  checkConditionGroup(GLAND_METABOLIC_CONDITIONS);
  checkSentences([
    ['Your bloods show your potassium is high, so we will stop the spironolactone.', 'hyperkalemia'],
    ['The calcium was elevated again at 2.8.', 'hypercalcemia'],
    ['Your triglycerides are high, so cut back on sugar and alcohol.', 'hypertriglyceridemia'],
    ['The ultrasound shows a thyroid nodule of about one centimetre.', 'thyroid-nodule'],
    ['The glucose test at 28 weeks confirms gestational diabetes.', 'gestational-diabetes'],
    ['Her ferritin is very high, and the gene test shows hereditary haemochromatosis.', 'hereditary-hemochromatosis'],
    ['Swelling behind the nipple in a teenage boy is usually gynaecomastia.', 'gynecomastia'],
  ]);

  it('reads gestational diabetes as its own diagnosis, never as type 2 diabetes', () => {
    expect(conditionsIn('She has gestational diabetes.').written).toEqual(['gestational-diabetes']);
  });

  it('leaves a calcium tablet and a potassium supplement alone', () => {
    expect(conditionsIn('Keep taking the calcium tablet and the potassium supplement.').written).toEqual([]);
  });
});

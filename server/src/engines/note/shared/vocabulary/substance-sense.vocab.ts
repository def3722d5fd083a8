import { lookupTable } from '../../../../lib/lookup-table';
import type { OtherSense } from './word-sense.types';

/**
 * "She was an alcoholic" names alcohol use disorder; "an alcoholic drink", "alcoholic hepatitis" or "non alcoholic
 * fatty liver" do not. A word right after or before that gives the drink or another disease drops the mention, so
 * no F10 code is claimed for a beverage or for a liver disease named in its own right. Not "liver" or "fatty":
 * "alcohol abuse, fatty liver disease" lists both.
 */
export const SUBSTANCE_SENSES: Readonly<Record<string, OtherSense>> = lookupTable({
  'alcohol-use-disorder': {
    before: ['non', 'no'],
    after: [
      'drink',
      'drinks',
      'beverage',
      'beverages',
      'content',
      'hepatitis',
      'cirrhosis',
      'pancreatitis',
      'cardiomyopathy',
      'neuropathy',
      'steatohepatitis',
      'wipes',
      'gel',
      'solution',
    ],
    loadVerbs: [],
  },
});

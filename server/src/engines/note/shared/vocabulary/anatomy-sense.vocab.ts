import { lookupTable } from '../../../../lib/lookup-table';
import type { OtherSense } from './word-sense.types';

/**
 * A disorder said by the initials of its joint ("TMJ"), in exam talk, names the joint: "your TMJ is tender on the
 * right", "tenderness over the TMJ" describe the exam, not a disorder found ("the clicking is TMJ" still is one).
 */
const EXAM_STATE_AFTER: readonly string[] = ['is tender', 'are tender', 'is swollen', 'are swollen', 'on palpation'];
const EXAM_TOUCH_BEFORE: readonly string[] = [
  ...['over the', 'over your', 'over both', 'over his', 'over her', 'over my'],
  ...['palpate the', 'palpate your', 'palpating the', 'palpating your', 'feel the', 'feel your'],
];

export const ANATOMY_SENSES: Readonly<Record<string, OtherSense>> = lookupTable({
  'tmj-disorder': {
    before: [],
    after: ['tenderness', 'tender', 'crepitus', 'region', 'area', 'line'],
    loadVerbs: [],
    phrasesBefore: EXAM_TOUCH_BEFORE,
    phrasesAfter: EXAM_STATE_AFTER,
  },
});

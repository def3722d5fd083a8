import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

/**
 * A spoken question glued to the end of the last answer ("… that's all any night sweats") and its own answer cut
 * into the next sentence ("no night sweats"): the item asked takes the denial. Our own sentences, both styles.
 */
const visit = (answer: string, question = 'Any vomiting or night sweats?') =>
  [
    '[doctor] Any discharge from the wound?',
    "[patient] Just a little clear fluid on the dressing, that's all.",
    `[doctor] ${question}`,
    `[patient] ${answer}`,
    '[doctor] Right, let me have a look at it.',
  ].join('\n');

describe('an item asked at the end of a sentence and denied at the start of the next', () => {
  it('denies the asked item', () => {
    const said = visit('No vomiting, no night sweats, I feel well in myself.');
    expect(statuses(said, 'vomiting')).toEqual({ written: ['negated'], speech: ['negated'] });
    expect(statuses(said, 'night-sweats')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('keeps an item the answer affirms, and one the denial does not name', () => {
    const twice = visit('Yes, twice last night, I could not keep tea down.', 'Any vomiting?');
    expect(statuses(twice, 'vomiting')).toEqual({ written: ['present'], speech: ['present'] });
    const other = visit('No night sweats, but I have vomited twice this week.');
    expect(statuses(other, 'vomiting').speech).toContain('present');
  });
});

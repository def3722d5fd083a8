import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

/**
 * A known problem that a question is about ("with your asthma", "how is your back pain") is its topic, not an item
 * asked about: a "no" denies what was asked, not the problem. Our own sentences, written and through toSpeechStyle.
 */
const OPEN = [
  'Doctor: Morning, what can I do for you today?',
  'Patient: I am here for my yearly review, and I have been a bit tired.',
];

describe('the topic of a question', () => {
  it('keeps a known problem asked "with your …" when the answer is no', () => {
    const talk = [
      ...OPEN,
      'Doctor: Any wheezing or a cough at night with your asthma lately?',
      'Patient: No wheezing, nothing like that.',
    ].join('\n');
    const asthma = statuses(talk, 'asthma');
    expect(asthma.written).not.toContain('negated');
    expect(asthma.speech).not.toContain('negated');
    expect(statuses(talk, 'wheezing')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('keeps a problem asked "how is your …" when a second item is denied', () => {
    const talk = [
      ...OPEN,
      'Doctor: How is your back pain these days, and any numbness down the legs?',
      'Patient: No numbness.',
    ].join('\n');
    const back = statuses(talk, 'back-pain');
    expect(back.written).not.toContain('negated');
    expect(back.speech).not.toContain('negated');
  });

  it('denies what "how about your …" asks after, since it sets no topic', () => {
    const talk = [
      ...OPEN,
      'Doctor: How about your feet, any tingling or numbness in the feet?',
      'Patient: No, my feet are fine.',
    ].join('\n');
    expect(statuses(talk, 'foot-numbness')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('still denies every item asked without a topic', () => {
    const talk = [...OPEN, 'Doctor: Any fever or cough?', 'Patient: No, neither.'].join('\n');
    expect(statuses(talk, 'fever')).toEqual({ written: ['negated'], speech: ['negated'] });
    expect(statuses(talk, 'cough')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('still denies a single item answered no', () => {
    const talk = [...OPEN, 'Doctor: Any chest pain?', 'Patient: No.'].join('\n');
    expect(statuses(talk, 'chest-pain')).toEqual({ written: ['negated'], speech: ['negated'] });
  });
});

describe('an item the answer says again', () => {
  it('keeps a yes to one item said twice as present', () => {
    const talk = ['Doctor: Are you short of breath on the hill?', 'Patient: Short of breath on the hill, yes.'].join(
      '\n',
    );
    expect(statuses(talk, 'shortness-of-breath').speech).toEqual(['present']);
  });
});

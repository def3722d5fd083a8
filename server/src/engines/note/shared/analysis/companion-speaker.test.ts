import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

// A teenager seen with her father; his own illness comes up under the patient tag.
const WITH_FATHER = [
  '[doctor] Good afternoon, Priya. And is this Dad?',
  '[patient] Yes, this is my dad.',
  '[doctor] What can I do for you today?',
  '[patient] I keep getting headaches after school.',
  '[doctor] Does anyone in the family get headaches or anything else worth knowing?',
  '[patient] Her gran gets migraines, bless her. And I have type 2 diabetes, if that matters.',
  '[doctor] Thanks, that is useful to know.',
].join('\n');

// The same talk with nobody brought along: the speaker's diabetes is the patient's own.
const ALONE = [
  '[doctor] Good afternoon, Priya.',
  '[patient] Hello.',
  '[doctor] What can I do for you today?',
  '[patient] I keep getting headaches after school.',
  '[doctor] Does anyone in the family get headaches or anything else worth knowing?',
  '[patient] My mum gets migraines. And I have type 2 diabetes, if that matters.',
  '[doctor] Thanks, that is useful to know.',
].join('\n');

describe('companionSentences', () => {
  it.each([
    ['written', WITH_FATHER],
    ['speech', toSpeechStyle(WITH_FATHER)],
  ])("gives a companion's own illness to nobody but them (%s)", (_style, text) => {
    expect(assertionsOf(text, 'type-2-diabetes')).not.toContain('present');
  });

  it.each([
    ['written', ALONE],
    ['speech', toSpeechStyle(ALONE)],
  ])("keeps the patient's own illness when nobody came along (%s)", (_style, text) => {
    expect(assertionsOf(text, 'type-2-diabetes')).toContain('present');
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { statuses } from './mention-status.test-kit';
import { structureTranscript } from './transcript-structure';

const visit = [
  '[doctor] what brings you in ?',
  '[patient] my knee hurts when i climb stairs .',
  '[doctor] are there any problems with your heart or lungs ?',
  '[patient] no .',
  '[doctor] was there any fever ?',
  '[patient] no .',
].join('\n');

describe('"are there …", "was there …" asked without a question mark', () => {
  it('hears them as questions in unpunctuated speech', () => {
    const asked = structureTranscript(toSpeechStyle(visit))
      .sentences.filter((s) => s.isQuestion)
      .map((s) => s.text);
    expect(asked).toEqual(
      expect.arrayContaining(['are there any problems with your heart or lungs', 'was there any fever']),
    );
  });

  it('takes the "no" after them as the denial, written and as speech', () => {
    expect(statuses(visit, 'fever')).toEqual({ written: ['negated'], speech: ['negated'] });
  });
});

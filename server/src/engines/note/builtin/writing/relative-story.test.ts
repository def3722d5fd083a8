import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { subjectiveSections as sectionsOf } from './writer-test-kit';

describe('a relative’s story that names no condition the lexicon knows', () => {
  const visit = [
    '[doctor] what brings you in today ?',
    '[patient] i have had a sore back for two weeks .',
    '[doctor] do you have any brothers or sisters ?',
    '[patient] yes , i have one sister . she has been in hospital twice with her nerves .',
    '[doctor] i am sorry to hear that .',
  ];
  for (const [style, lines] of [
    ['written', visit],
    ['speech', [toSpeechStyle(visit.join('\n'))]],
  ] as const) {
    it(`is left out of the patient’s story and written with the family history (${style})`, () => {
      const sections = sectionsOf(lines);
      expect(sections.get('HISTORY OF PRESENT ILLNESS') ?? '').not.toMatch(/hospital twice/i);
      expect(sections.get('FAMILY HISTORY') ?? '').toMatch(/hospital twice/i);
    });
  }

  it('is left out of the story, and not written alone, when it is theirs only by the question', () => {
    const sections = sectionsOf([
      '[doctor] what brings you in today ?',
      '[patient] i have had a sore back for two weeks .',
      '[doctor] tell me about your uncles . they were both in hospital for it ?',
      "[patient] i'm fairly sure they were in hospital for a month .",
      '[doctor] okay .',
    ]);
    for (const text of sections.values()) expect(text).not.toMatch(/for a month/);
  });
});

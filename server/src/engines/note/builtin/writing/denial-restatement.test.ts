import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { subjectiveSections as sectionsOf } from './writer-test-kit';

describe('a denial the patient explains by saying the asked thing again', () => {
  const visit = [
    '[doctor] what brings you in today ?',
    '[patient] i have had diarrhea for three days .',
    '[doctor] have you been abroad recently ?',
    "[patient] no , it's been years since i went abroad .",
    '[doctor] okay .',
  ];
  for (const [style, lines] of [
    ['written', visit],
    ['speech', [toSpeechStyle(visit.join('\n'))]],
  ] as const) {
    it(`is written as the denial, not copied bare as if it happened (${style})`, () => {
      const story = sectionsOf(lines).get('HISTORY OF PRESENT ILLNESS') ?? '';
      expect(story).toMatch(/not been abroad recently/);
      expect(story).not.toMatch(/years since/);
    });
  }
});

describe('an answer that says more than the no', () => {
  it('is kept when a contrast brings news, written and as speech', () => {
    const visit = [
      '[doctor] what brings you in today ?',
      '[patient] i have had diarrhea for three days .',
      '[doctor] are you in any pain at the moment ?',
      '[patient] not at the moment , but i do get cramps after i eat .',
      '[doctor] okay .',
    ];
    for (const lines of [visit, [toSpeechStyle(visit.join('\n'))]])
      expect(sectionsOf(lines).get('HISTORY OF PRESENT ILLNESS') ?? '').toMatch(/cramps after/);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { relativeWhichAt } from './relative-which';
import { stemTokens } from './phrase-index';
import { tokenizeWords } from './word-tokenizer';

const doseOf = (transcript: string, conceptId: string) =>
  runAnalysis(transcript).mentions.find((m) => m.conceptId === conceptId && m.attributes.dose)?.attributes.dose;
const both = (lines: string[]) => [lines.join('\n'), toSpeechStyle(lines.join('\n'))];

describe('relativeWhichAt', () => {
  const at = (text: string) => {
    const tokens = tokenizeWords(text);
    return relativeWhichAt(
      tokens,
      stemTokens(tokens),
      tokens.findIndex((token) => token.norm === 'which'),
    );
  };

  it('keeps a which-clause about a medicine or a dose with it', () => {
    expect(at('i will give you doxycycline which is fine with the pill')).toBe(true);
    expect(at('one hundred and twenty five milligrams which is five mils')).toBe(true);
  });

  it('leaves a which-question and a which after other words alone', () => {
    expect(at('you take doxycycline which dose is it')).toBe(false);
    expect(at('there were two of them which is odd')).toBe(false);
  });
});

describe('a dose said in a which-clause in speech', () => {
  it('stays with the medicine prescribed', () => {
    const lines = [
      '[doctor] I will prescribe clarithromycin, which is safe with your allergy: 250 milligrams twice a day.',
      '[patient] Okay, thank you.',
    ];
    for (const said of both(lines)) expect(doseOf(said, 'clarithromycin')).toBe('250 mg');
  });

  it('keeps the volume a liquid dose is said as with its strength', () => {
    const lines = [
      '[doctor] I will give her amoxicillin liquid, one hundred and twenty five milligrams, which is five mils, three times a day.',
      '[patient] Lovely.',
    ];
    for (const said of both(lines)) expect(doseOf(said, 'amoxicillin')).toBe('125 mg (5 mL)');
  });
});

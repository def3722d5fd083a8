import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { answersAskedObjectAt, doseNumberAt, dosesDrugAt, namedObject, onlyVerbPhrase } from './asked-object';
import { stemTokens } from './phrase-index';
import { tokenizeWords } from './word-tokenizer';

const words = (text: string) => {
  const tokens = tokenizeWords(text, 0);
  return { tokens, stems: stemTokens(tokens), at: (word: string) => tokens.findIndex((t) => t.norm === word) };
};

/** The dose of each medicine mention, written and as speech-style text. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}

describe('namedObject', () => {
  it('finds a what-question opened inside the piece and counts only the words naming its object', () => {
    const inside = words('and my hip as well and which pills do you take');
    expect(namedObject(inside.tokens, 0, inside.at('do'))).toMatchObject({ opening: 'which', size: 1 });
    const long = words('what dose of the ramipril are you on');
    expect(namedObject(long.tokens, 0, long.at('are'))).toMatchObject({ size: 2, to: long.at('are') });
    expect(namedObject(words('my hip hurts').tokens, 0, 2)).toBeNull();
  });
});

describe('answersAskedObjectAt', () => {
  it('starts the answer at a drug said with its dose after the question named its object', () => {
    const asked = words('and which pills do you take ramipril five milligrams');
    expect(answersAskedObjectAt(asked.tokens, asked.stems, 0, asked.at('ramipril'))).toBe(true);
    const linked = words("which pills are you on metformin that's one gram");
    expect(answersAskedObjectAt(linked.tokens, linked.stems, 0, linked.at('metformin'))).toBe(true);
  });

  it('keeps a drug without a dose, and a yes-no question, inside the question', () => {
    const bare = words('which pills do you take ramipril or something else');
    expect(answersAskedObjectAt(bare.tokens, bare.stems, 0, bare.at('ramipril'))).toBe(false);
    const yesNo = words('do you take ramipril five milligrams');
    expect(answersAskedObjectAt(yesNo.tokens, yesNo.stems, 0, yesNo.at('ramipril'))).toBe(false);
  });

  it('keeps "that\'s" with the drug before it only when a dose follows', () => {
    const dose = words("and the ramipril that's five milligrams");
    expect(dosesDrugAt(dose.tokens, dose.stems, dose.at("that's"))).toBe(true);
    const other = words("and the ramipril that's fine");
    expect(dosesDrugAt(other.tokens, other.stems, other.at("that's"))).toBe(false);
  });

  it('reads the helpers on their own', () => {
    const said = words('are you on ten milligrams');
    expect(onlyVerbPhrase(said.tokens, 0, said.at('ten'))).toBe(true);
    expect(doseNumberAt(said.tokens, said.at('ten'))).toBe(true);
    expect(doseNumberAt(words('ten of those').tokens, 0)).toBe(false);
  });
});

describe('doses answered to a question that named its object', () => {
  it('keeps each dose given after "which pills do you take", written and unpunctuated', () => {
    const dialogue = [
      '[doctor] Any other health problems?',
      '[patient] Just my bones and the knee.',
      '[doctor] And which pills do you take?',
      "[patient] Levothyroxine fifty micrograms every morning, and the ramipril, that's five milligrams.",
    ].join('\n');
    for (const doses of dosesOf(dialogue)) {
      expect(doses).toContainEqual(['levothyroxine', '50 mcg']);
      expect(doses).toContainEqual(['ramipril', '5 mg']);
    }
  });

  it('keeps the dose given after "what dose of it are you on", written and unpunctuated', () => {
    const dialogue = [
      '[patient] I get low moods and I am on citalopram for it.',
      '[doctor] What dose of the citalopram are you on?',
      '[patient] Twenty milligrams each morning.',
    ].join('\n');
    for (const doses of dosesOf(dialogue)) expect(doses).toContainEqual(['citalopram', '20 mg']);
  });
});

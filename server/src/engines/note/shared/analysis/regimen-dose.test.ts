import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { findCuePoints } from './sentence-splitter';
import { asksSomewhere } from './speaker-inference';
import { tokenizeWords } from './word-tokenizer';

/** The dose of each medicine mention, written and as speech-style text. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}

/** The pieces unpunctuated speech is cut into. */
function piecesOf(text: string): string[] {
  const tokens = tokenizeWords(text);
  const cuts = [0, ...findCuePoints(tokens), tokens.length];
  return cuts.slice(1).map((cut, k) =>
    tokens
      .slice(cuts[k], cut)
      .map((t) => t.norm)
      .join(' '),
  );
}

describe('doses stated as the regimen ("we have you on …") and given to a dose question', () => {
  it('keeps "we have you on" whole and reads it as no question', () => {
    expect(piecesOf('are you still taking the atenolol we have you on fifty milligrams a day')).toContain(
      'we have you on fifty milligrams a day',
    );
    expect(asksSomewhere(tokenizeWords('i see we have you on ten milligrams of it'))).toBe(false);
    expect(asksSomewhere(tokenizeWords('have you been taking it'))).toBe(true);
  });

  it("gives the clinician's stated regimen to the drug asked about, answered after the aside", () => {
    const dialogue = [
      '[doctor] Are you taking the atenolol? I believe we have you on fifty milligrams daily.',
      '[patient] Yeah, every morning.',
      '[doctor] And are you still on the pravastatin? We have you on twenty milligrams at night.',
      '[patient] Yes I am.',
    ].join('\n');
    for (const doses of dosesOf(dialogue)) {
      expect(doses).toContainEqual(['atenolol', '50 mg']);
      expect(doses).toContainEqual(['pravastatin', '20 mg']);
    }
  });

  it('takes a dose said in answer to "what dose is …" as the medicine taken, with that dose', () => {
    const dialogue = [
      '[doctor] And what dose is the sertraline?',
      '[patient] Fifty milligrams, I take it once in the morning with my breakfast.',
    ].join('\n');
    for (const doses of dosesOf(dialogue)) expect(doses).toContainEqual(['sertraline', '50 mg']);
  });
});

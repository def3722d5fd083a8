import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { drugReaction } from './drug-reaction-reader';
import { tokenizeWords } from './word-tokenizer';

// The reaction tied to the named drug in one sentence, read as written and as speech-recogniser text.
function reactionOf(text: string, drug: string): (string | null)[] {
  return [text, toSpeechStyle(`[patient] ${text}`)].map((said) => {
    const tokens = tokenizeWords(said);
    const at = tokens.findIndex((token) => token.norm === drug);
    expect(at).toBeGreaterThanOrEqual(0);
    return drugReaction(tokens, { first: at, last: at + 1 });
  });
}

describe('drugReaction', () => {
  it('reads a reaction to a drug, before or after it is named', () => {
    expect(reactionOf('You suffer from itching with the methylprednisolone?', 'methylprednisolone')).toEqual([
      'itching',
      'itching',
    ]);
    expect(reactionOf('Because of the reaction to dexamethasone.', 'dexamethasone')).toEqual(['reaction', 'reaction']);
    expect(reactionOf('I took amoxicillin, and that itched me like crazy.', 'amoxicillin')).toEqual([
      'itching',
      'itching',
    ]);
    expect(reactionOf('Codeine does not agree with me.', 'codeine')).toEqual(['intolerance', 'intolerance']);
  });

  it('reads no reaction in a warned side effect or a drug given for the symptom', () => {
    expect(reactionOf('The prednisone can cause a rash.', 'prednisone')).toEqual([null, null]);
    expect(reactionOf('Some people get hives with penicillin.', 'penicillin')).toEqual([null, null]);
    expect(reactionOf('I take Benadryl for the itching.', 'benadryl')).toEqual([null, null]);
    expect(reactionOf('The swelling went down with the prednisone.', 'prednisone')).toEqual([null, null]);
  });

  it('reads no reaction in care advice for the symptom run on from talk of a drug', () => {
    expect(reactionOf('That is because you take warfarin, okay, keep the rash covered.', 'warfarin')).toEqual([
      null,
      null,
    ]);
    expect(reactionOf('On the warfarin, so wash the rash gently.', 'warfarin')).toEqual([null, null]);
  });

  it('reads angioedema blamed on a drug, and no reaction where it is only warned of', () => {
    expect(reactionOf('So this is angioedema brought on by the perindopril.', 'perindopril')).toEqual([
      'angioedema',
      'angioedema',
    ]);
    expect(reactionOf('Perindopril can cause angioedema in a few people.', 'perindopril')).toEqual([null, null]);
  });
});

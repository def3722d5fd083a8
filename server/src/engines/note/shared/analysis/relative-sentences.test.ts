import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** The relative each sentence tells of (and whether it reads as theirs alone), by the sentence's words. */
const told = (transcript: string) => {
  const analysis = runAnalysis(transcript);
  return [...analysis.relativeSentences].map(([index, sentence]) => [
    analysis.sentences[index]!.text,
    sentence.relative,
    sentence.named,
  ]);
};

describe('relativeSentences', () => {
  it("finds a relative's story told with no concept the lexicon knows", () => {
    const visit = [
      '[doctor] do you have any brothers or sisters ?',
      '[patient] i have one brother . he was treated at u c l h for years .',
      '[patient] my grandmother and my aunts all passed away from it .',
      '[doctor] i am sorry .',
    ].join('\n');
    expect(told(visit)).toEqual([
      ['he was treated at u c l h for years', 'brother', true],
      ['my grandmother and my aunts all passed away from it', 'grandmother', true],
    ]);
  });

  it('follows a speech cut that took the subject off the verb', () => {
    const visit = [
      '[doctor] what runs in your family ?',
      '[patient] my father died young . my grandmother and two of my aunts also passed away from it as well .',
      '[doctor] i am so sorry .',
    ].join('\n');
    // Speech cuts "… my grandmother and two of my aunts | also passed away from it as well".
    const piece = told(toSpeechStyle(visit)).find(([text]) => text === 'also passed away from it as well');
    expect(piece?.slice(2)).toEqual([true]);
  });

  it("keeps an answer that is the relative's only by its question apart from one that names them", () => {
    const visit = [
      '[doctor] tell me about your uncles . they both had it ?',
      "[patient] i'm fairly sure they did .",
      '[doctor] okay .',
    ].join('\n');
    expect(told(visit)).toEqual([["i'm fairly sure they did", 'uncles', false]]);
  });

  it('leaves the speaker, their household, and a relative with no illness told', () => {
    const visit = [
      '[doctor] who is at home ?',
      '[patient] we have two adopted kids .',
      '[patient] my daughter lives round the corner .',
      '[doctor] anyone in the family with heart trouble ?',
      '[patient] my dad , and i have it too .',
    ].join('\n');
    expect(told(visit)).toEqual([]);
  });

  it("finds a relative named as the speaker's further into the sentence", () => {
    const visit = '[doctor] anything in the family ?\n[patient] nothing big , but many of my relatives had lazy eyes .';
    expect(told(visit)).toEqual([['nothing big , but many of my relatives had lazy eyes', 'relatives', true]]);
  });

  it('takes nothing from the story for a spouse, or for a child who may be the patient', () => {
    const visit = [
      '[doctor] who is at home ?',
      '[patient] my husband has been working long hours .',
      '[doctor] how old is your daughter ?',
      '[patient] she is four . she had grommets when she was one .',
    ].join('\n');
    expect(told(visit)).toEqual([]);
  });

  it('reads nothing of a guest\'s "my mother" when she may be the patient', () => {
    const visit = '[doctor] what happened ?\n[patient_guest] my mother had a fall at home .\n[doctor] okay .';
    expect(told(visit)).toEqual([]);
  });
});

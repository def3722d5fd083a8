import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { asksAboutSomeoneNamed, asksAnyAtEnd, endsWithExamCheck } from './question-shape';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

function statusOf(transcript: string, conceptId: string): string[] {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);
}

const words = (text: string) => tokenizeWords(text);

describe('asksAnyAtEnd', () => {
  it('hears a list asked with "any" after a pause word or a topic noun', () => {
    expect(asksAnyAtEnd(words('now let us go over other symptoms any chest pain nausea dizziness'))).toBe(true);
    expect(asksAnyAtEnd(words('okay any rash'))).toBe(true);
  });

  it('leaves statements and "and any …" alone', () => {
    expect(asksAnyAtEnd(words('i have not had any nausea'))).toBe(false);
    expect(asksAnyAtEnd(words('we will check the bone and any damage to the tendon'))).toBe(false);
    expect(asksAnyAtEnd(words('okay any pain you had before'))).toBe(false);
  });

  it('makes an uncertain "no" deny every item of the list, written and spoken', () => {
    const transcript = [
      '[doctor] what brings you in',
      '[patient] itchy skin on my arms',
      '[doctor] alright let us cover other symptoms any chest pain nausea dizziness',
      "[patient] not that i know of i've felt fine",
    ].join('\n');
    for (const text of [transcript, toSpeechStyle(transcript)])
      for (const id of ['chest-pain', 'nausea', 'dizziness']) expect(statusOf(text, id)).not.toContain('present');
    expect(statusOf(transcript, 'nausea')).toEqual(['negated']);
  });
});

describe('asksAnyAtEnd after lead-ins and with another choice offered', () => {
  it('hears "… and any …" opened by nothing but lead-in words, and a list ended by "or just …"', () => {
    expect(asksAnyAtEnd(words('right got it sorry and any tingling in your hands or just the stiffness mostly'))).toBe(
      true,
    );
    expect(asksAnyAtEnd(words('okay and any fever'))).toBe(true);
    expect(asksAnyAtEnd(words('we will look at the scan and any swelling or just the bone'))).toBe(false);
  });

  it('does not write the items as present when the answer is the other choice, written and spoken', () => {
    const transcript = [
      '[doctor] what brings you in',
      '[patient] my wrists ache after typing',
      '[doctor] okay got it sorry and any tingling or numbness in your hands or just the aching mostly',
      '[patient] now and then a bit stiff but no mostly just the ache',
    ].join('\n');
    for (const text of [transcript, toSpeechStyle(transcript)])
      for (const id of ['tingling', 'hand-numbness']) expect(statusOf(text, id)).not.toContain('present');
  });
});

describe('asksAboutSomeoneNamed', () => {
  it('hears "has <name> had" as a question, past a word said twice', () => {
    expect(asksAboutSomeoneNamed(words('okay so has has lucy had any fevers'))).toBe(true);
    expect(asksAboutSomeoneNamed(words('does tom get headaches'))).toBe(true);
    expect(asksAboutSomeoneNamed(words('has it been long'))).toBe(false);
    expect(asksAboutSomeoneNamed(words('she has had a rash'))).toBe(false);
  });

  it("takes the parent's no as the child's denial, written and spoken", () => {
    const transcript = [
      '[doctor] hi , i hear lucy has a twitch',
      '[patient] yes she does',
      '[doctor] okay so has has lucy had any seizures before',
      '[patient] no',
    ].join('\n');
    expect(statusOf(transcript, 'seizure')).toEqual(['negated']);
    expect(statusOf(toSpeechStyle(transcript), 'seizure')).not.toContain('present');
  });
});

describe('endsWithExamCheck', () => {
  it('hears a check run on from an exam step', () => {
    expect(endsWithExamCheck(words('i am pressing on your wrist here does this hurt'))).toBe(true);
    expect(endsWithExamCheck(words('and is that sore'))).toBe(true);
    expect(endsWithExamCheck(words('the spot that is sore'))).toBe(false);
  });

  it("takes the patient's no as a denial, written and spoken", () => {
    const transcript = [
      '[doctor] what brings you in',
      '[patient] i got hit with a ball . i have a headache .',
      '[doctor] okay i am gonna press on your face here does this hurt',
      '[patient] no , not really',
    ].join('\n');
    expect(statusOf(transcript, 'face-pain')).toEqual(['negated']);
    expect(statusOf(toSpeechStyle(transcript), 'face-pain')).not.toContain('present');
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { answerPolarity, indexByAnswer, pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

describe('answerPolarity', () => {
  it('reads yes and no openings past fillers', () => {
    expect(answerPolarity(tokenizeWords('um , no , not that i have noticed'))).toBe('no');
    expect(answerPolarity(tokenizeWords('yeah , a little bit'))).toBe('yes');
    expect(answerPolarity(tokenizeWords("i do n't think so"))).toBe('no');
    expect(answerPolarity(tokenizeWords('i have been taking it'))).toBe('yes');
    expect(answerPolarity(tokenizeWords('it comes and goes'))).toBe('unclear');
  });

  it('reads "I was adopted" as neither yes nor no, and looks past thinking aloud', () => {
    expect(answerPolarity(tokenizeWords('I was adopted, so I could not tell you.'))).toBe('unknown');
    expect(answerPolarity(tokenizeWords('i was adopted'))).toBe('unknown');
    expect(answerPolarity(tokenizeWords('i was told so'))).toBe('yes');
    expect(answerPolarity(tokenizeWords("I'm trying to think... no, I don't think so."))).toBe('no');
    expect(answerPolarity(tokenizeWords("i'm trying to think no"))).toBe('no');
  });

  it('reads "I don\'t know" and "I\'m not sure" as neither yes nor no, unless they go on to say', () => {
    expect(answerPolarity(tokenizeWords("I don't know."))).toBe('unclear');
    expect(answerPolarity(tokenizeWords("i'm not sure"))).toBe('unclear');
    expect(answerPolarity(tokenizeWords("I don't know of any."))).toBe('no');
    expect(answerPolarity(tokenizeWords("I'm not sure, no."))).toBe('no');
    expect(answerPolarity(tokenizeWords("i don't think so"))).toBe('no');
  });

  it('reads agreeing with what was read out as yes', () => {
    expect(answerPolarity(tokenizeWords('That sounds right.'))).toBe('yes');
    expect(answerPolarity(tokenizeWords("that's true"))).toBe('yes');
    expect(answerPolarity(tokenizeWords('Exactly.'))).toBe('yes');
  });

  it('takes the last of a bare answer corrected at once', () => {
    expect(answerPolarity(tokenizeWords('Yes, no, I am not.'))).toBe('no');
    expect(answerPolarity(tokenizeWords('no yes i do'))).toBe('yes');
    expect(answerPolarity(tokenizeWords('yes no'))).toBe('no');
  });
});

describe('pairQuestionsWithAnswers', () => {
  it('gives a "no" to every question of the run and a "yes" to the last one only', () => {
    const { sentences } = structureTranscript('[doctor] okay . any fever ? any chills ?\n[patient] no . just tired .');
    const pairs = pairQuestionsWithAnswers(sentences);
    expect([...pairs.values()].map((pair) => [pair.question.text, pair.answer.text, pair.polarity])).toEqual([
      ['any chills', 'no', 'no'],
      ['any fever', 'no', 'no'],
    ]);
    const yes = pairQuestionsWithAnswers(
      structureTranscript('[doctor] any fever ? any chills ?\n[patient] yes .').sentences,
    );
    expect([...yes.values()].map((pair) => pair.question.text)).toEqual(['any chills']);
    expect(indexByAnswer(pairs).get(sentences[3]!.index)?.question.text).toBe('any chills');
  });

  it('looks past a back-question and the reply to it, written and unpunctuated', () => {
    const written = structureTranscript(
      '[doctor] do you take any medicines?\n[patient] who, me?\n[doctor] yes.\n[patient] no, nothing.',
    );
    const pair = pairQuestionsWithAnswers(written.sentences).get(0);
    expect([pair?.answer.text, pair?.polarity]).toEqual(['no, nothing', 'no']);
    const speech = structureTranscript('are you allergic to any medicines me yes no i am not');
    const heard = [...pairQuestionsWithAnswers(speech.sentences).values()];
    expect(heard.map((p) => [p.question.text, p.polarity])).toEqual([['are you allergic to any medicines me', 'no']]);
  });

  it("waits past a statement ending the clinician's turn for the answer, but not past the patient's words", () => {
    const aside = structureTranscript(
      '[doctor] are you still using the inhaler? we had you on two puffs a day.\n[patient] yeah, every morning.',
    );
    const pair = pairQuestionsWithAnswers(aside.sentences).get(0);
    expect([pair?.answer.text, pair?.polarity]).toEqual(['yeah, every morning', 'yes']);
    const patientFirst = structureTranscript('[doctor] any cough?\n[patient] no.\n[doctor] good.\n[patient] yes.');
    expect(pairQuestionsWithAnswers(patientFirst.sentences).get(0)?.polarity).toBe('no');
  });

  it("takes a parent's answer for the patient", () => {
    const { sentences } = structureTranscript('[doctor] any vomiting ?\n[patient_guest] no .');
    expect([...pairQuestionsWithAnswers(sentences).values()].map((pair) => pair.polarity)).toEqual(['no']);
  });

  it('gives a "no" that names what was asked to that question, and the turn\'s opening to the one before', () => {
    const dialogue =
      '[doctor] Can you swallow your own saliva okay? Any drooling?\n[patient] Yeah, I can swallow it. No drooling.';
    const pairs = [...pairQuestionsWithAnswers(structureTranscript(dialogue).sentences).values()];
    expect(pairs.map((p) => [p.question.text, p.answer.text, p.polarity])).toEqual([
      ['Any drooling', 'No drooling', 'no'],
      ['Can you swallow your own saliva okay', 'Yeah, I can swallow it', 'yes'],
    ]);
    // A "no" naming nothing asked stays with the opening: "Any fever?" "Yes. No idea how high."
    const other = structureTranscript('[doctor] Any fever?\n[patient] Yes. No idea how high.').sentences;
    expect([...pairQuestionsWithAnswers(other).values()].map((p) => p.polarity)).toEqual(['yes']);
  });

  it('never reads a drooling denied after a "yeah" as present, written or as speech', () => {
    const dialogue =
      '[doctor] Can you swallow your own saliva okay? Any drooling?\n[patient] Yeah, I can swallow it. No drooling.';
    for (const text of [dialogue, toSpeechStyle(dialogue)]) {
      const { sentences } = structureTranscript(text);
      const pairs = pairQuestionsWithAnswers(sentences);
      const drooling = [...pairs.values()].filter((p) => /drooling/i.test(p.question.text));
      expect(drooling.every((p) => p.polarity !== 'yes' || /no drooling/i.test(p.answer.text))).toBe(true);
    }
  });
});

describe('echo questions', () => {
  it('pairs the clinician’s repeat after "… of what?" with the answer that follows', () => {
    const transcript = [
      '[doctor] Any history of gout?',
      '[patient] A history of what?',
      '[doctor] Gout.',
      '[patient] No, never.',
    ].join('\n');
    for (const text of [transcript, toSpeechStyle(transcript)]) {
      const { sentences } = structureTranscript(text);
      const repeat = sentences.find((s) => s.text.trim().toLowerCase().startsWith('gout'));
      if (text === transcript) expect(pairQuestionsWithAnswers(sentences).get(repeat!.index)?.polarity).toBe('no');
      const first = sentences.find((s) => s.text.toLowerCase().includes('any history of gout'))!;
      expect(pairQuestionsWithAnswers(sentences).get(first.index)?.polarity).toBe('no');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { answersAboutRelatives, familyHistoryListings } from './exchange-context';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

const listed = (transcript: string) => {
  const { sentences } = structureTranscript(transcript);
  return [...familyHistoryListings(sentences).keys()].map((index) => sentences[index]!.text);
};

const HEADING = [
  '[doctor] and for family history , it looks like there is high blood pressure , diabetes and kidney disease .',
  '[doctor] for your current medications , you take nothing .',
].join('\n');

describe('familyHistoryListings', () => {
  it('takes what follows a bare family-history heading as the relatives’ list, until another topic', () => {
    const written = listed(HEADING.replace('family history ,', 'family history .'));
    expect(written).toEqual(['it looks like there is high blood pressure , diabetes and kidney disease']);
    expect(listed(toSpeechStyle(HEADING)).join(' ')).toContain('high blood pressure');
    expect(listed(toSpeechStyle(HEADING)).join(' ')).not.toContain('medications');
  });

  it('finds a heading run on at the end of a sentence, and ends the list where another topic starts in it', () => {
    const speech =
      'i had my gallbladder removed and for family history it says there is diabetes and you are allergic to penicillin yes';
    expect(listed(speech).join(' ')).toContain('diabetes');
    expect(listed('[doctor] this family history .\n[doctor] it says diabetes .')).toEqual([]);
  });

  it('stops where the speaker talks of themselves or a question is asked', () => {
    expect(listed('[doctor] family history .\n[patient] i have asthma myself .')).toEqual([]);
    expect(listed('[doctor] okay , family history .\n[doctor] any chest pain ?')).toEqual([]);
    expect(listed('[doctor] your history of diabetes .\n[patient] it is fine .')).toEqual([]);
  });
});

describe('answersAboutRelatives', () => {
  it('ends the answer about relatives where the patient is addressed again (a turn run on in speech)', () => {
    const transcript =
      '[doctor] any family history of heart disease ?\n[patient] my dad had a stroke . and in terms of your high blood pressure , it is fine .';
    const { sentences } = structureTranscript(transcript);
    const answers = answersAboutRelatives(sentences, pairQuestionsWithAnswers(sentences));
    const texts = [...answers.keys()].map((index) => sentences[index]!.text);
    expect(texts).toEqual(['my dad had a stroke']);
    const speech = structureTranscript(toSpeechStyle(transcript));
    const spoken = answersAboutRelatives(speech.sentences, pairQuestionsWithAnswers(speech.sentences));
    const blood = speech.sentences.find((s) => s.text.includes('blood pressure'))!;
    expect(spoken.has(blood.index)).toBe(false);
  });
});

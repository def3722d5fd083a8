import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { answersAboutRelatives, familyHistoryListings, pronounRelatives } from './exchange-context';
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

  it('reads "she" right after a speaker names their own friend as the friend, whoever is guessed to speak', () => {
    const friend =
      '[doctor] a bmi greater than 27 would qualify you .\n[patient] i have a friend who might be interested .\n[doctor] she does have diabetes ?';
    const said = (transcript: string) => {
      const { sentences } = structureTranscript(transcript);
      return [...pronounRelatives(sentences).entries()].map(([i, who]) => `${sentences[i]!.text.slice(0, 8)}:${who}`);
    };
    // Written, the clinician's "she" echoes the patient's friend; as speech the turns are guessed wrongly.
    expect(said(friend)).toEqual(['she does:friend']);
    expect(said(toSpeechStyle(friend))).toEqual(['she does:friend']);
    // The clinician's "she" about the patient, with no relative of the speaker's own just named, stays hers.
    const patient = '[doctor] her friend drove her in today .\n[doctor] she does have diabetes .';
    expect(said(patient)).toEqual([]);
    expect(said(toSpeechStyle(patient))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { familyHistoryListings } from './exchange-context';
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

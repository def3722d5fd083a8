import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { readCorrection } from './correction-reader';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

function mentionsOf(transcript: string) {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences));
}

const correctionIn = (text: string) => {
  const { sentences } = structureTranscript(`[patient] ${text}`);
  return readCorrection(sentences[sentences.length - 1]!);
};

describe('readCorrection', () => {
  it('reads the corrected side, duration and dose, and the medicine named as wrong', () => {
    expect(correctionIn('Actually, it is the left shoulder, not the right.')).toMatchObject({ side: 'left' });
    expect(correctionIn('Sorry, I mean five days.')).toMatchObject({ duration: '5 days' });
    expect(correctionIn('sorry i mean twenty milligrams')).toMatchObject({ dose: '20 mg' });
    expect(correctionIn('Actually it is atorvastatin, not simvastatin.')?.rejectedDrugs).toEqual(['simvastatin']);
  });

  it('does not hear "actually" inside a story as a correction', () => {
    expect(correctionIn('I actually feel better on the right side.')).toBeNull();
    expect(correctionIn('it actually started about four days ago')).toBeNull();
  });
});

describe('applyCorrections (through the mention extractor)', () => {
  it('lets the corrected side and duration win, written', () => {
    const [pain] = mentionsOf(
      '[patient] My right shoulder has hurt for two weeks. Actually, it is the left shoulder, not the right.\n' +
        '[doctor] How long exactly?\n[patient] Two weeks, sorry, I mean five days.',
    );
    expect(pain?.attributes).toMatchObject({ laterality: 'left', duration: '5 days' });
    expect(pain?.evidenceSentences).toEqual([0, 1, 3]);
  });

  it('lets the corrected side win in one unpunctuated line', () => {
    const [pain] = mentionsOf(
      'my right shoulder has hurt for two weeks actually it is the left shoulder not the right',
    );
    expect(pain?.attributes.laterality).toBe('left');
  });

  it('lets the corrected dose win, and takes a medicine named as wrong off the list', () => {
    const written = mentionsOf('[patient] I take lisinopril 10 mg daily, sorry, I mean 20 mg.');
    expect(written.find((m) => m.conceptId === 'lisinopril')?.attributes.dose).toBe('20 mg');
    const speech = mentionsOf('i take simvastatin every night no wait it is atorvastatin not simvastatin');
    expect(speech.filter((m) => m.kind === 'medication').map((m) => `${m.conceptId}:${m.assertion}`)).toEqual([
      'simvastatin:negated',
      'atorvastatin:present',
      'simvastatin:negated',
    ]);
  });
});

describe('a dose taken back with an apology after it', () => {
  it('keeps the dose said after "or … excuse me", written and unpunctuated', () => {
    const dialogue =
      "[doctor] So, you're currently taking vitamin D3, around five thousand units on Sundays. " +
      'Or fifty thousand units on Sundays, excuse me, and two thousand on the other days.';
    for (const transcript of [dialogue, toSpeechStyle(dialogue)]) {
      const vitamin = runAnalysis(transcript).mentions.find((m) => m.conceptId === 'vitamin-d');
      // The dose on the other days is said with the unit of the corrected one, and belongs to the schedule.
      expect(vitamin?.attributes.dose).toBe('50,000 units on sundays and 2,000 units on the other days');
    }
  });

  it('leaves an alternative without an apology alone', () => {
    const vitamin = runAnalysis('[doctor] Take vitamin D, one thousand units or two thousand units.').mentions.find(
      (m) => m.conceptId === 'vitamin-d',
    );
    expect(vitamin?.attributes.dose).toBe('1,000 units or 2,000 units');
  });
});

describe('a dose taken back with "no, sorry"', () => {
  const doseOf = (transcript: string, drug: string) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.conceptId === drug)
      .map((m) => m.attributes.dose ?? null);

  it('gives a bare amount the unit said for the same medicine, written and unpunctuated', () => {
    const dialogue =
      '[doctor] Which statin are you on?\n[patient] Simvastatin, that is forty milligrams. No, sorry, it is eighty.';
    const [written, speech] = [dialogue, toSpeechStyle(dialogue)].map((text) => doseOf(text, 'simvastatin'));
    expect(written).toEqual(['80 mg']);
    // Unpunctuated, the dose taken back is not carried to the name said before it either.
    expect(speech).not.toContain('40 mg');
  });

  it('sets right the medicine named last, never an earlier one that had a dose', () => {
    const dialogue =
      '[patient] Metformin five hundred milligrams twice a day. And the lisinopril, ten. Oh no, sorry, it is twenty now.';
    for (const transcript of [dialogue, toSpeechStyle(dialogue)]) {
      const mentions = runAnalysis(transcript).mentions.filter((m) => m.kind === 'medication');
      expect(mentions.find((m) => m.conceptId === 'metformin')?.attributes.dose).toBe('500 mg');
      const lisinopril = mentions.find((m) => m.conceptId === 'lisinopril');
      // No unit was said for it: the amount taken back is marked, and no unit is made up for the new one.
      expect(lisinopril?.attributes.corrected).toBe('dose');
      expect(lisinopril?.attributes.dose).toBeUndefined();
    }
  });

  it('reads no amount from "no, sorry" before something counted', () => {
    expect(correctionIn('No, sorry, I have two kids.')?.amount).toBeUndefined();
    expect(correctionIn('no sorry i have two kids')?.amount).toBeUndefined();
  });
});

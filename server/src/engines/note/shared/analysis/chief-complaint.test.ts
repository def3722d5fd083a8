import { describe, expect, it } from 'vitest';
import { complaintText, findChiefComplaint } from './chief-complaint';
import { extractMentions } from './finding-extractor';
import { readPatientProfile } from './patient-profile';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

function complaintOf(transcript: string): string | null {
  const { sentences } = structureTranscript(transcript);
  const mentions = extractMentions(sentences, pairQuestionsWithAnswers(sentences));
  return findChiefComplaint(sentences, mentions, readPatientProfile(sentences))?.text ?? null;
}

describe('findChiefComplaint', () => {
  it('takes the complaint from the dictated one-liner', () => {
    expect(
      complaintOf('[doctor] andrew is a 62-year-old male who presents today with complaints of joint pain .'),
    ).toBe('Joint pain');
    expect(complaintOf('[doctor] martha is a 50-year-old female who presents for her annual exam .')).toBe(
      'Annual exam',
    );
  });

  it('falls back to the answer to the opening question, with its side', () => {
    expect(complaintOf('[doctor] what brings you in today ?\n[patient] my left ankle hurts since i twisted it .')).toBe(
      'Left ankle pain',
    );
  });

  it('falls back to the first symptom the patient reports, else nothing', () => {
    expect(complaintOf('[doctor] hello .\n[patient] i have had a bad cough .')).toBe('Cough');
    expect(complaintOf('[doctor] hello .\n[patient] hello .')).toBeNull();
  });
});

describe('complaintText', () => {
  it('puts the side first and capitalises', () => {
    expect(complaintText({ display: 'knee pain', attributes: { laterality: 'right' } })).toBe('Right knee pain');
    expect(complaintText({ display: 'headache', attributes: {} })).toBe('Headache');
  });

  it('takes up to two complaints from the answer and never a denied symptom', () => {
    expect(
      complaintOf('[doctor] what brings you in today ?\n[patient] i have had a fever and a bad cough for three days .'),
    ).toBe('Fever and cough');
    expect(
      complaintOf(
        '[doctor] any chest pain ?\n[patient] no . my chest does not hurt either .\n[patient] but i get short of breath on the stairs .',
      ),
    ).toBe('Shortness of breath');
  });
});

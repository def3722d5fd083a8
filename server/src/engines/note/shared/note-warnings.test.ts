import { describe, expect, it } from 'vitest';
import { blocksCodes, noteWarnings } from './note-warnings';

const codes = (transcript: string, mentions?: number) => noteWarnings(transcript, mentions).map((w) => w.code);

describe('noteWarnings', () => {
  it('warns of an empty transcript, and of nothing but labels', () => {
    expect(codes('')).toEqual(['empty']);
    expect(codes('  \n[doctor]\n[patient] ')).toEqual(['empty']);
  });

  it('warns when nothing clinical was found, only when the engine says so', () => {
    expect(codes('[doctor] lovely weather today.\n[patient] yes, sunny.', 0)).toEqual(['no_clinical_content']);
    expect(codes('[doctor] any fevers?\n[patient] no.', 1)).toEqual([]);
    expect(codes('[doctor] any fevers?\n[patient] no.')).toEqual([]);
  });

  it('warns of a conversation that is not English, written or as speech', () => {
    const spanish = '[doctor] ¿Qué le pasa hoy?\n[patient] Tengo tos desde hace tres días y me duele la garganta.';
    expect(codes(spanish, 0)).toEqual(['not_english']);
    expect(codes('qué le pasa hoy tengo tos desde hace tres días y me duele la garganta', 0)).toEqual(['not_english']);
    expect(codes('what brings you in today i have had a cough for three days', 1)).toEqual([]);
  });

  it('warns of two patients in one recording', () => {
    const two =
      'john is a 50-year-old male with a cough. okay, the next patient is mary. mary is a 72-year-old female.';
    expect(codes(two, 2)).toContain('multiple_patients');
    expect(codes('[doctor] martha is a 50-year-old female. martha is a 50-year-old who hikes.', 1)).toEqual([]);
    expect(codes('[patient] my 5 year old son has a cold.', 1)).toEqual([]);
    // A dictation that opens by naming its patient holds one patient.
    expect(codes('[doctor] next patient is alex morgan , date of birth is march 3rd . he has a cough .', 1)).toEqual(
      [],
    );
    const later = `[doctor] ${'he has had a cough for three days and no fever at all . '.repeat(3)}okay , next patient is mary .`;
    expect(codes(later, 2)).toContain('multiple_patients');
  });

  it('warns of a transcript that stops mid-sentence', () => {
    expect(codes('[doctor] any fevers?\n[patient] no. i have had a cough and', 1)).toEqual(['truncated']);
    expect(codes('[doctor] any fevers?\n[patient] no, but i have-', 1)).toEqual(['truncated']);
    expect(codes('any fevers no i have had a cough', 1)).toEqual([]);
    expect(codes('any fevers no i have had a cough and', 1)).toEqual(['truncated']);
    // An unpunctuated last turn after punctuated ones is the speaker's way of talking, not a cut.
    expect(codes('[doctor] any fevers?\n[patient] no.\n[doctor] we will get that set up okay', 1)).toEqual([]);
    expect(codes('[doctor] any fevers?\n[patient] no. i have had a cough for a week', 1)).toEqual(['truncated']);
  });

  it('blocks codes for empty, non-clinical and non-English transcripts only', () => {
    expect(blocksCodes(noteWarnings(''))).toBe(true);
    expect(blocksCodes(noteWarnings('[doctor] any fevers?\n[patient] no. i have had a cough and', 1))).toBe(false);
  });
});

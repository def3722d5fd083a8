import { describe, expect, it } from 'vitest';
import { readEncounterContext, readPatientProfile } from './patient-profile';
import { structureTranscript } from './transcript-structure';

const profileOf = (transcript: string) => readPatientProfile(structureTranscript(transcript).sentences);

describe('readPatientProfile', () => {
  it('reads age, sex and the summary sentence from the dictated one-liner', () => {
    const profile = profileOf(
      '[doctor] hi .\n[doctor] andrew is a 62-year-old male with a history of arthritis .\n[patient] yes .',
    );
    expect(profile.age?.value).toBe(62);
    expect(profile.sex?.value).toBe('male');
    expect(profile.summary?.sentenceIndex).toBe(1);
    expect(profile.age?.evidence.quote).toContain('62-year-old');
  });

  it('reads spoken ages and titles', () => {
    const profile = profileOf('[doctor] mrs. hill is a forty one year old here for finger pain .');
    expect(profile.age?.value).toBe(41);
    expect(profile.sex?.value).toBe('female');
  });

  it('says nothing when the transcript does not', () => {
    expect(profileOf('[doctor] how are you ?\n[patient] my back hurts .')).toEqual({});
  });

  it('does not guess sex from a patient talking about someone else', () => {
    expect(
      profileOf('[patient] my sister said she had the same thing and she got better , she said .').sex,
    ).toBeUndefined();
  });
});

const contextOf = (transcript: string) => readEncounterContext(structureTranscript(transcript).sentences);

describe('readEncounterContext', () => {
  it('tells new from established patients by what the clinician says', () => {
    expect(contextOf('[doctor] nice to meet you , i am dr. lee .')).toEqual({ newPatient: true });
    expect(contextOf('[doctor] good to see you again .')).toEqual({ newPatient: false });
    expect(contextOf('[patient] nice to meet you .')).toEqual({});
  });

  it('reads total time only when the clinician states time spent', () => {
    expect(contextOf('[doctor] i spent thirty minutes with the patient today .').totalMinutes).toBe(30);
    expect(contextOf('[doctor] ice it for twenty minutes .').totalMinutes).toBeUndefined();
  });
});

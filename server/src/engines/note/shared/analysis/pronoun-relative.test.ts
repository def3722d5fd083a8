import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { statuses } from './mention-status.test-kit';

/** Statuses from the whole analysis, which knows who the patient is when a parent speaks for a child. */
const analysed = (transcript: string, conceptId: string) => {
  const of = (text: string) => [
    ...new Set(
      runAnalysis(text)
        .mentions.filter((m) => m.conceptId === conceptId)
        .map((m) => m.assertion),
    ),
  ];
  return { written: of(transcript), speech: of(toSpeechStyle(transcript)) };
};

describe('"she" / "he" said by someone speaking for the patient', () => {
  it('reads a guest\'s "she" as the patient, though the guest named their mother just before', () => {
    const visit = [
      '[doctor] good morning , what happened ?',
      '[patient_guest] my mother is a bit deaf , so i will tell you .',
      '[patient_guest] she has had diarrhea since tuesday .',
      '[doctor] did your mother say anything else ?',
      '[patient_guest] she said she vomited twice last night .',
    ].join('\n');
    expect(statuses(visit, 'diarrhea').written).toEqual(['present']);
    expect(statuses(visit, 'vomiting').written).toEqual(['present']);
  });

  it('reads it as the relative a guest just introduced as the patient\'s ("her dad")', () => {
    const visit = [
      '[doctor] anything in the family ?',
      '[patient_guest] her dad has diabetes .',
      '[patient_guest] he has high blood pressure as well .',
      '[doctor] okay .',
    ].join('\n');
    expect(statuses(visit, 'essential-hypertension').written).toEqual(['family']);
  });

  it('reads a parent\'s "he" as the child patient, or as the other relative just introduced', () => {
    const child = [
      '[doctor] what brings your son in today ?',
      '[patient] my son has had a cough for three days .',
      '[patient] he has a fever too .',
      '[doctor] okay .',
    ];
    expect(analysed(child.join('\n'), 'fever')).toEqual({ written: ['present'], speech: ['present'] });
    const husband = [
      ...child.slice(0, 3),
      '[doctor] anything in the family ?',
      '[patient] my husband has asthma .',
      '[patient] he has high blood pressure too .',
      '[doctor] okay .',
    ].join('\n');
    expect(analysed(husband, 'essential-hypertension').written).toEqual(['family']);
  });
});

describe('"they" after two relatives named together', () => {
  it('reads "they" after "a brother and a sister" as those relatives', () => {
    const visit = [
      '[doctor] anything in the family ?',
      '[patient] i had a brother and a sister . they both had asthma .',
      '[doctor] okay .',
    ].join('\n');
    expect(statuses(visit, 'asthma')).toEqual({ written: ['family'], speech: ['family'] });
  });
});

describe('"she" / "he" in the patient\'s own turn', () => {
  it('reads the pronoun right after a relative the patient introduced as that relative', () => {
    const visit = [
      '[doctor] do you have siblings ?',
      '[patient] yes , i have one sister . she has high blood pressure .',
      '[doctor] okay .',
    ].join('\n');
    expect(statuses(visit, 'essential-hypertension')).toEqual({ written: ['family'], speech: ['family'] });
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { structureTranscript } from '../../shared/analysis/transcript-structure';
import { gluedAllergyDenial } from './glued-allergy-denial';

const anyDenied = (transcript: string) => structureTranscript(transcript).sentences.some(gluedAllergyDenial);

describe('gluedAllergyDenial', () => {
  it('reads a denial run on with the allergy question in speech', () => {
    expect(anyDenied(toSpeechStyle('[doctor] allergies to medicines?\n[patient] no.'))).toBe(true);
    expect(anyDenied('allergies to medicines no')).toBe(true);
    // A hedged answer ("not that i know of") is now cut from its question and paired with it instead.
    const talk = '[doctor] okay and are you allergic to any medicines?\n[patient] not that i know of.';
    expect(structureTranscript(toSpeechStyle(talk)).sentences.map((sentence) => sentence.text)).toContain(
      'not that i know of',
    );
  });

  it('leaves written talk to its question and answer pair, and an allergen answer alone', () => {
    expect(anyDenied('[doctor] and are you allergic to anything?\n[patient] none that i know of.')).toBe(false);
    expect(anyDenied(toSpeechStyle('[doctor] any allergies?\n[patient] penicillin, i think.'))).toBe(false);
    expect(anyDenied('any allergies to penicillin or codeine or latex or anything at all that you know of no')).toBe(
      false,
    );
  });

  it('reads an answer that repeats the allergy word it denies', () => {
    expect(anyDenied('and any other tablets no just those any allergies to medicines no known allergies')).toBe(true);
    expect(anyDenied(toSpeechStyle('[doctor] any allergies?\n[patient] no food allergies.'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from './speech-style';

describe('toSpeechStyle', () => {
  it('drops speaker tags of both layouts, punctuation and case into one stream of words', () => {
    expect(toSpeechStyle('[doctor] Any allergies?\n[patient] Penicillin.')).toBe('any allergies penicillin');
    expect(toSpeechStyle('Doctor: Any fevers?\nGuest_family: No, none.')).toBe('any fevers no none');
  });

  it('drops numbered guest tags too: a recogniser never says the label', () => {
    expect(toSpeechStyle('Guest_family_1: She was sick twice.\nDoctor: Okay.')).toBe('she was sick twice okay');
  });

  it('keeps apostrophes and hyphens inside words and joins thousands', () => {
    expect(toSpeechStyle("[patient] I don't know , the x-ray - 1,500 mg .")).toBe("i don't know the x-ray 1500 mg");
  });
});

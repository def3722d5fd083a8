import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { extractMedications } from './medication-extractor';
import { tokenizeWords } from './word-tokenizer';

const both = (written: string) => [written, toSpeechStyle(written)];

/** Each medicine's dose and each vital's value, as the analysis pipeline reads the dialogue. */
function readingsOf(transcript: string): { doses: Array<string | null>; vitals: string[] } {
  const mentions = runAnalysis(transcript).mentions;
  return {
    doses: mentions.filter((m) => m.kind === 'medication').map((m) => m.attributes.dose ?? null),
    vitals: mentions.filter((m) => m.kind === 'vital').map((m) => m.attributes.value ?? ''),
  };
}

describe('a count word before a strength and a dose form', () => {
  it('reads the strength, never the count and strength fused as a pair', () => {
    for (const text of both('[doctor] Begin the lisinopril, one ten milligram tablet each morning.'))
      expect(readingsOf(text).doses).toEqual(['10 mg']);
    for (const text of both('[doctor] For the infection, cefalexin, two five hundred milligram capsules twice a day.'))
      expect(readingsOf(text).doses).toEqual(['500 mg']);
    for (const text of both('[doctor] Simvastatin: take one twenty mg tablet before bed.'))
      expect(readingsOf(text).doses).toEqual(['20 mg']);
    for (const text of both('[patient] I have been on two forty milligram tablets of furosemide.'))
      expect(readingsOf(text).doses).toEqual(['40 mg']);
  });

  it('reads it so in the medicine reader as well, before any normalise stage', () => {
    for (const text of both('Lisinopril one ten milligram tablet daily.'))
      expect(extractMedications(tokenizeWords(text)).map((m) => m.dose ?? null)).toEqual(['10 mg']);
  });

  it('keeps a pair said without a dose form, and blood pressures, as read before', () => {
    for (const text of both('[doctor] Metoprolol one ten milligrams daily.'))
      expect(readingsOf(text).doses).toEqual(['110 mg']);
    for (const text of both('[doctor] Your blood pressure today is one ten over seventy.'))
      expect(readingsOf(text).vitals).toEqual(['110/70 mmHg']);
    for (const text of both(
      '[doctor] Pressure one ten over seventy, so stay on one ten milligram tablets of lisinopril.',
    )) {
      const { doses, vitals } = readingsOf(text);
      expect(doses).toEqual(['10 mg']);
      expect(vitals).toEqual(['110/70 mmHg']);
    }
  });
});

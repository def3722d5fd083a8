import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { collectNumberValues } from './spoken-number';
import { extractVitals } from './vital-extractor';
import { tokenizeWords } from './word-tokenizer';

const read = (text: string) => extractVitals(tokenizeWords(text)).map((vital) => `${vital.kind}=${vital.value}`);
const both = (text: string) => [read(text), read(toSpeechStyle(text))];

describe('a vital whose decimal point was not said', () => {
  it('reads a temperature said as "thirty-seven four" as 37.4, never cut to 37', () => {
    for (const reading of both('Her temperature today is thirty-seven four, so no fever.'))
      expect(reading).toEqual(['temperature=37.4 °C']);
    for (const reading of both('Temp ninety-nine one this morning.')) expect(reading).toEqual(['temperature=99.1 °F']);
    // Digits a recogniser wrote without the point are the same reading.
    expect(read(toSpeechStyle('Temperature 37.4. Pulse 80.'))).toEqual(['temperature=37.4 °C', 'heart-rate=80 bpm']);
  });

  it('keeps a temperature said with its point, or as a whole number', () => {
    for (const reading of both('Temperature thirty-seven point four.'))
      expect(reading).toEqual(['temperature=37.4 °C']);
    for (const reading of both('Temperature 38 degrees, pulse 96.'))
      expect(reading).toEqual(['temperature=38 °C', 'heart-rate=96 bpm']);
  });

  it('writes no weight rather than half of one whose point was lost', () => {
    expect(read(toSpeechStyle('Weight 81.5 kg today.'))).toEqual([]);
    expect(read('Weight 81.5 kg today.')).toEqual(['weight=81.5 kg']);
    expect(read(toSpeechStyle('Weight eighty-one point five kilos today.'))).toEqual(['weight=81.5 kg']);
  });

  it('hears the value a temperature without its point stands for, so the check keeps it', () => {
    expect(collectNumberValues('temperature thirty-seven four').has(37.4)).toBe(true);
  });
});

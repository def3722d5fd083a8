import { describe, expect, it } from 'vitest';
import { suggestCodes } from '../../../../coding/code-suggester';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from '../analysis/transcript-analyzer';

const conditions = (text: string) =>
  analyzeTranscript(text)
    .mentions.filter((m) => m.kind === 'condition')
    .map((m) => `${m.conceptId}:${m.assertion}`);

// Diagnoses told to a patient in plain words, and named outright between clinicians.
const told = [
  '[doctor] the pictures show there are stones in the common bile duct .',
  '[doctor] and there is some inflammation in your gallbladder from that .',
  '[doctor] the mouth sores are most likely from the new tablets .',
].join('\n');
const named = [
  '[guest_clinician] anything else in her history ?',
  '[doctor] she has polymyositis and refractory anemia , and she was treated for cmv infection last month .',
].join('\n');

describe('diagnoses of short clinic and ward excerpts', () => {
  it('are read from plain words in written text', () => {
    expect(conditions(told)).toEqual(
      expect.arrayContaining(['choledocholithiasis:present', 'cholecystitis:present', 'stomatitis:present']),
    );
  });

  it('are read from plain words in speech-style text', () => {
    expect(conditions(toSpeechStyle(told))).toEqual(
      expect.arrayContaining(['choledocholithiasis:present', 'cholecystitis:present', 'stomatitis:present']),
    );
  });

  it('are read when named outright, the longer name winning over plain anemia', () => {
    for (const text of [named, toSpeechStyle(named)]) {
      const found = conditions(text);
      expect(found).toEqual(expect.arrayContaining(['polymyositis:present', 'refractory-anemia:present']));
      expect(found).not.toContain('anemia:present');
    }
  });

  it('are coded by their own codes', () => {
    const analysis = analyzeTranscript(named);
    const codes = suggestCodes(
      analysis.findings.filter((finding) => finding.assertion !== 'negated'),
      analysis.encounter,
    ).map((code) => code.code);
    expect(codes).toEqual(expect.arrayContaining(['M33.20', 'D46.4']));
  });
});

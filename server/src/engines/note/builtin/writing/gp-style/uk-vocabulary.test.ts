import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../../../shared/analysis/transcript-analyzer';
import { toSpeechStyle } from '../../../shared/speech-style';

// The shared vocabularies know the words of a UK consultation the GP style depends on.
const mentions = (transcript: string) =>
  analyzeTranscript(transcript).mentions.map((m) => `${m.kind}:${m.conceptId}:${m.assertion}`);

describe('UK words in the shared vocabularies', () => {
  it.each([
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ])("reads a mum's illness as hers (%s)", (_form, render) => {
    expect(mentions(render('[patient] My mum has diabetes.'))).toEqual(['condition:type-2-diabetes:family']);
  });

  it('knows paracetamol, Calpol, Nurofen, salbutamol and clarithromycin as medicines', () => {
    const found = mentions(
      "[patient] I take paracetamol, Nurofen and my salbutamol inhaler. I've given him Calpol. I was on clarithromycin.",
    ).filter((m) => m.startsWith('medication:'));
    for (const id of ['paracetamol', 'ibuprofen', 'salbutamol', 'clarithromycin'])
      expect(
        found.some((m) => m.startsWith(`medication:${id}:`)),
        id,
      ).toBe(true);
  });
});

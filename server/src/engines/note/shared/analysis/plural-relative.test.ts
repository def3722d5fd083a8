import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import type { Mention } from './analysis.types';
import { analyzeTranscript } from './transcript-analyzer';

/** A grandmother brings her grandson; asked after his cousins, she says they are all ill. */
const COUSINS = [
  '[doctor] And how are his cousins getting on?',
  '[guest_family] Not great, honestly.',
  "[guest_family] They've all got tonsillitis.",
  '[doctor] Oh dear.',
].join('\n');

/** A teenager tells who at home is ill; she herself came about a sprained wrist. */
const HOUSEHOLD = [
  '[doctor] What brings you in today?',
  '[patient] I hurt my wrist falling off my bike.',
  '[doctor] Anyone ill at home?',
  '[patient] Everyone at home has got a sore throat and a fever apart from me.',
].join('\n');

const present = (mentions: readonly Mention[], id: string) =>
  mentions.filter((m) => m.conceptId === id && m.assertion === 'present');

describe('relatives named together are someone else, as a single relative is', () => {
  it('reads a carer\'s "they" after relatives in the plural as those relatives (written)', () => {
    expect(present(analyzeTranscript(COUSINS).mentions, 'tonsillitis')).toEqual([]);
  });

  for (const [style, render] of [
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ] as const)
    it(`gives what everyone at home has to them, not to the patient (${style})`, () => {
      const mentions = analyzeTranscript(render(HOUSEHOLD)).mentions;
      expect(present(mentions, 'sore-throat')).toEqual([]);
      expect(present(mentions, 'fever')).toEqual([]);
    });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import type { Mention } from './analysis.types';
import { carerAnswersForChild } from './proxy-carer';
import { analyzeTranscript } from './transcript-analyzer';

/** A mother brings her toddler; asked how she is herself, she tells of her own illness and medicine. */
const TODDLER = [
  "[doctor] Good morning. This must be Isla. And you're Mum?",
  "[patient] Yes, I'm Priya. She's two.",
  '[doctor] What has been going on with her?',
  "[patient] She's been pulling at her ear and crying at night. Her nose is running all the time.",
  '[doctor] Any fever?',
  '[patient] A little, thirty-eight last night. She still goes to day care.',
  '[doctor] Is her ear red or leaking?',
  '[patient] Her ear looked red to me. No leaking.',
  '[doctor] And how are you coping yourself, Priya?',
  "[patient] Tired. I've got rheumatoid arthritis, I'm on sulfasalazine for it.",
  '[doctor] Sorry to hear that. Let me look at Isla now.',
].join('\n');

/** A five-year-old brought by his father, who answers a family question about himself. */
const FATHER = [
  "[doctor] Hi, you must be Sam. And you're Dad?",
  "[patient] That's right, I'm Tom, his dad.",
  '[doctor] I am seeing Sam, a five-year-old boy, with a cough. How long has the cough been going on?',
  "[patient] About a week. It's worse on his chest at night and he coughs till he's sick.",
  '[doctor] Any breathing problems in the family?',
  '[patient] Me, actually. I have asthma, I use an inhaler most days.',
  '[doctor] Is his chest tight when he runs?',
  '[patient] Sometimes, his chest gets wheezy at football.',
].join('\n');

/** A woman of forty speaks for herself; her husband comes in with her. */
const ADULT = [
  '[doctor] Hello, and this is your husband?',
  "[patient] Yes, that's Dev. I've got rheumatoid arthritis and my knees are worse.",
  '[doctor] How long have your knees been worse?',
  '[patient] Two weeks.',
].join('\n');

const concept = (mentions: readonly Mention[], id: string) => mentions.filter((m) => m.conceptId === id);

describe('a young child spoken for by the parent who brought them', () => {
  it('is told from the introduction, the child talk and "her ear" said on the patient side', () => {
    expect(carerAnswersForChild(analyzeTranscript(TODDLER).sentences)).toBe(true);
    expect(carerAnswersForChild(analyzeTranscript(FATHER).sentences)).toBe(true);
    expect(carerAnswersForChild(analyzeTranscript(ADULT).sentences)).toBe(false);
  });

  for (const [style, render] of [
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ] as const) {
    it(`gives the parent's own illness to the parent, not the child (${style})`, () => {
      const toddler = analyzeTranscript(render(TODDLER)).mentions;
      expect(concept(toddler, 'rheumatoid-arthritis').map((m) => m.assertion)).not.toContain('present');
      const father = analyzeTranscript(render(FATHER)).mentions;
      expect(concept(father, 'asthma').map((m) => m.assertion)).not.toContain('present');
    });
  }

  it("keeps an adult patient's own illness when a companion came in", () => {
    const adult = analyzeTranscript(ADULT).mentions;
    expect(concept(adult, 'rheumatoid-arthritis').map((m) => m.assertion)).toContain('present');
  });
});

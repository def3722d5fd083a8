import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import type { Mention } from './analysis.types';
import { carerAnswersForChild } from './proxy-carer';
import { analyzeTranscript } from './transcript-analyzer';

/**
 * A young child's visit: the carer introduces the child and themselves and tells of their own illness around the
 * child ("after him", "pregnant with her"); the child speaks up with complaints of their own, turned to without
 * their name or breaking in after the parent.
 */

/** A mother, her boy of seven given a bare age; the clinician turns to him as "little man". */
const BOY = [
  "[doctor] Morning. Come on in, who's this then?",
  "[patient] This is my son, he's seven. I'm his mum.",
  "[doctor] Hello. So what's been going on?",
  "[patient] He's been coughing at night for a week and he's very tired.",
  '[doctor] And what about you, little man, how do you feel?',
  "[patient] I've got a headache and my chest is sore.",
  '[doctor] Anything else in his history?',
  "[patient] Not really. I had postnatal depression after him, but I'm well now.",
  "[doctor] His chest is clear. I think it's a viral cough. Plenty of fluids and paracetamol.",
].join('\n');

/** A father and his girl of five, who breaks in with her own tummy ache; his own aches are his. */
const GIRL = [
  "[doctor] Hello, come and sit down. And you're Dad?",
  "[patient] Yes. She's five years old, she started school in September.",
  "[doctor] What's been happening?",
  '[patient] Her tummy has been bad since Sunday. She has been sick twice and her forehead felt hot last night.',
  '[patient] My tummy hurts.',
  '[doctor] Is it all over or in one place? Can you show me, sweetheart?',
  "[patient] I feel sick and it's sore here.",
  '[patient] My back aches too, from lifting her.',
  '[doctor] And how are you keeping yourself?',
  '[patient] My knee hurts since the football.',
  "[doctor] Her tummy is soft. I think it's a tummy bug. Keep her drinking.",
].join('\n');

/** A toddler with a rash; her mother had diabetes in the pregnancy. */
const TODDLER = [
  "[doctor] Hi, and who's this?",
  "[patient] This is my daughter, she's two. I'm her mum.",
  "[doctor] What's the problem today?",
  "[patient] She's had a rash on her cheeks for three days and she's scratching.",
  '[doctor] Anything in the pregnancy or birth?',
  '[patient] I had gestational diabetes when I was pregnant with her.',
  '[doctor] Her cheeks are dry and red. This is eczema. Use emollients twice a day.',
].join('\n');

/** A woman who brought her boy along to her own visit: her own sore knee stays hers. */
const MOTHER_WITH_SON = [
  "[doctor] Hello, come in. Oh, and who's this?",
  "[patient] This is my son, he's eight. He's off school with a cold so he had to come along.",
  '[doctor] No problem. So what can I do for you?',
  "[patient] I've had a sore knee for a week and it hurts on the stairs.",
].join('\n');

const statuses = (mentions: readonly Mention[], id: string) =>
  mentions.filter((m) => m.conceptId === id).map((m) => m.assertion);
const OWN = ['present', 'historical'];

describe("a young child's carer and the child both speaking", () => {
  it('tells the visit from "I\'m his mum" and a bare age, not from a mother who brought her boy along', () => {
    expect(carerAnswersForChild(analyzeTranscript(BOY).sentences)).toBe(true);
    expect(carerAnswersForChild(analyzeTranscript(TODDLER).sentences)).toBe(true);
    expect(carerAnswersForChild(analyzeTranscript(GIRL).sentences)).toBe(true);
    expect(carerAnswersForChild(analyzeTranscript(MOTHER_WITH_SON).sentences)).toBe(false);
  });

  for (const [style, render] of [
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ] as const) {
    it(`gives the mother her own condition told "after him" / "pregnant with her" (${style})`, () => {
      const boy = analyzeTranscript(render(BOY)).mentions;
      for (const status of OWN) expect(statuses(boy, 'postpartum-depression')).not.toContain(status);
      const toddler = analyzeTranscript(render(TODDLER)).mentions;
      for (const status of OWN) expect(statuses(toddler, 'gestational-diabetes')).not.toContain(status);
    });

    it(`keeps the child's complaints told in the third person after the introduction (${style})`, () => {
      expect(statuses(analyzeTranscript(render(BOY)).mentions, 'cough')).not.toContain('family');
      expect(statuses(analyzeTranscript(render(TODDLER)).mentions, 'rash')).toContain('present');
    });

    it(`keeps the child's own "I" when turned to without a name or breaking in (${style})`, () => {
      expect(statuses(analyzeTranscript(render(BOY)).mentions, 'headache')).not.toContain('family');
      const girl = analyzeTranscript(render(GIRL)).mentions;
      expect(statuses(girl, 'abdominal-pain')).toContain('present');
      expect(statuses(girl, 'nausea')).not.toContain('family');
    });

    it(`gives the carer their own aches, said apart from the child or asked of them (${style})`, () => {
      const girl = analyzeTranscript(render(GIRL)).mentions;
      expect(statuses(girl, 'back-pain')).not.toContain('present');
      expect(statuses(girl, 'knee-pain')).not.toContain('present');
    });

    it(`keeps an adult patient's own knee when her young son came along (${style})`, () => {
      expect(statuses(analyzeTranscript(render(MOTHER_WITH_SON)).mentions, 'knee-pain')).toContain('present');
    });
  }
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { BuiltinNoteEngine } from '../builtin-note.engine';
import { companionPronouns } from './companion-voice';
import { FEMALE_PRONOUNS, MALE_PRONOUNS, NEUTRAL_PRONOUNS } from './person-converter';
import { rewriteSentence } from './sentence-rewriter';

/**
 * A companion's own illness, told in their own first person, or said back to them by the clinician as "your …",
 * is theirs: the note never writes it with the patient's pronoun, and a medicine of theirs is no medicine of the
 * patient's.
 */

/** A woman with a sore shoulder; her husband, in the room, tells of his own gout and its medicine. */
const HUSBAND = [
  "[doctor] Good afternoon, Mrs Ashworth. And who's this with you?",
  '[patient] My husband, Clive. He drove me in.',
  '[doctor] Welcome, Clive. So what brings you in today?',
  "[patient] My right shoulder. It's been aching for three weeks and I can't lift my arm over my head.",
  '[doctor] Any numbness or tingling in the arm?',
  '[patient] No.',
  '[doctor] Are you on any regular medicines?',
  '[patient] Just levothyroxine, fifty micrograms.',
  '[doctor] Clive, anything you want to add?',
  "[patient] Only that I've got gout myself. They put me on allopurinol, three hundred a day, and I'm much better on it.",
  "[doctor] I'm pleased the allopurinol is keeping your gout away, Clive. Now, let me look at that shoulder.",
  '[doctor] Painful arc between sixty and one hundred and twenty degrees.',
  "[doctor] I think it's a rotator cuff tendinopathy. Try ibuprofen and some physiotherapy exercises.",
].join('\n');

/** A baby of three months brought by his mother, who tells of her own illness when asked how she is. */
const MOTHER = [
  "[doctor] Hello there. This must be Theo, and you're Mum?",
  "[patient] Yes, I'm Rachel. He's three months, on formula.",
  '[doctor] What has been happening with him?',
  "[patient] He's had a runny nose and a cough for four days. His nose is streaming. His chest sounds rattly at night.",
  '[doctor] Any fever?',
  '[patient] No, I checked his temperature every night.',
  '[doctor] And how are you managing yourself, Rachel?',
  "[patient] Not brilliant. I had anxiety after he was born, the doctor put me on sertraline, fifty milligrams. It's helped a lot.",
  "[doctor] I'm glad the sertraline has helped your anxiety. Let me listen to his chest.",
  '[doctor] His chest is clear and he is well hydrated.',
  "[doctor] It's a viral cold. Saline drops for his nose, and bring him back if his breathing gets worse.",
].join('\n');

const engine = new BuiltinNoteEngine();

async function noteText(transcript: string): Promise<string> {
  const note = await engine.generate({ transcript });
  return [note.subjective, note.objective, note.assessment, note.plan].join('\n');
}

describe('a companion speaking of their own illness', () => {
  // Untagged speech: who says what is the analysis's guess, and it gives these turns to no one else yet.
  for (const [style, transcript] of [['written', HUSBAND]] as const) {
    it(`is written with the companion as the subject, never the patient (${style})`, async () => {
      const text = await noteText(transcript);
      expect(text).not.toMatch(/\b(?:she|the patient) (?:has|have) got gout\b/i);
      expect(text).not.toMatch(/\bput her on allopurinol\b/i);
      expect(text).not.toMatch(/\bher gout\b/i);
      expect(text).not.toMatch(/\bshe is much better on it\b/i);
      if (/gout/i.test(text)) expect(text).toMatch(/\bhusband\b[^.]*gout/i);
    });

    it(`keeps the companion's medicine out of the patient's medications (${style})`, async () => {
      const text = await noteText(transcript);
      // The medications list (SOAP) or the drug-history line (GP): one line, or a heading's paragraph.
      const lists = text.match(/^DH:.*$|MEDICATIONS\n\n[^\n]*/gm) ?? [];
      for (const list of lists) expect(list).not.toMatch(/allopurinol/i);
    });
  }
});

describe("a carer's own illness in a young child's visit", () => {
  for (const [style, transcript] of [['written', MOTHER]] as const) {
    it(`is never written as the child's (${style})`, async () => {
      const text = await noteText(transcript);
      expect(text).not.toMatch(/\bhe had anxiety\b/i);
      expect(text).not.toMatch(/\bput him on sertraline\b/i);
      expect(text).not.toMatch(/\bhis anxiety\b/i);
      expect(text).not.toMatch(/\bhe is rachel\b/i);
      expect(text).not.toMatch(/^DH:.*sertraline/im);
    });
  }
});

describe("a companion's own sentence rewritten", () => {
  const cases = [
    [
      "I've had emphysema for years and they've put me on two inhalers.",
      companionPronouns('husband', FEMALE_PRONOUNS),
      /^Her husband has had emphysema for years and they have put them on (?:two|2) inhalers\.$/,
    ],
    [
      'My knee was replaced last spring and I walk fine now.',
      companionPronouns('companion', MALE_PRONOUNS),
      /^His companion's knee was replaced last spring and they walk fine(?: now)?\.$/,
    ],
    [
      'I had a stroke in March.',
      companionPronouns('mum', NEUTRAL_PRONOUNS),
      /^The patient's mum had a stroke in March\.$/i,
    ],
  ] as const;
  for (const [said, speaker, written] of cases)
    for (const [style, text] of [
      ['written', said],
      ['speech', toSpeechStyle(said)],
    ] as const)
      it(`makes the companion the subject, not the patient: "${said}" (${style})`, () => {
        const rewritten = rewriteSentence(text, { voice: 'patient', pronouns: FEMALE_PRONOUNS, speaker }) ?? '';
        expect(rewritten.replace(/,/g, '')).toMatch(written);
        expect(rewritten).not.toMatch(/\b(?:she|he|her|his)\b(?! (?:husband|companion|mum))/i);
      });
});

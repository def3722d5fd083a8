import { describe, expect, it } from 'vitest';
import { extractMentions } from '../shared/analysis/finding-extractor';
import { pairQuestionsWithAnswers } from '../shared/analysis/question-answer';
import { structureTranscript } from '../shared/analysis/transcript-structure';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * A friend's, a flatmate's, a workmate's or a spouse's illness is never the patient's, nor family history: no
 * ICD-10 code may be suggested for it, whether the transcript is punctuated or comes from a speech recogniser.
 */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const OPENING = ['[doctor] what can i do for you today?', '[patient] i have had a sore throat for three days.'];
const CLOSING = ['[doctor] it looks like tonsillitis, so we will start penicillin v for ten days.'];

async function icd10Codes(lines: readonly string[], render: (text: string) => string): Promise<string[]> {
  const transcript = render([...OPENING, ...lines, ...CLOSING].join('\n'));
  const note = await new BuiltinNoteEngine().generate({ transcript });
  return note.codeSuggestions.filter((code) => code.type === 'ICD-10').map((code) => code.code);
}

function assertions(lines: readonly string[], render: (text: string) => string, conceptId: string): string[] {
  const { sentences } = structureTranscript(render([...OPENING, ...lines, ...CLOSING].join('\n')));
  const mentions = extractMentions(sentences, pairQuestionsWithAnswers(sentences));
  return [...new Set(mentions.filter((m) => m.conceptId === conceptId).map((m) => m.assertion))];
}

/** Talk of someone else's illness, each with the ICD-10 codes it must not bring (any code, family history too). */
const OTHERS: Record<string, { lines: string[]; codes: RegExp }> = {
  'my mate … he is diabetic': {
    lines: ['[doctor] any diabetes?', '[patient] no. my mate gary, it was his party, he is type one diabetic.'],
    codes: /^(E1[01]|Z83\.3)/,
  },
  'a bloke from the club had lyme disease': {
    lines: ['[doctor] any tick bites?', '[patient] no. a bloke from the running club had lyme disease in the summer.'],
    codes: /^A69/,
  },
  'a woman at work had a kidney stone': {
    lines: [
      '[doctor] any blood in your wee?',
      '[patient] no. a woman at work had a kidney stone in march, so i wondered.',
    ],
    codes: /^(N2[03]|Z84)/,
  },
  'my flatmate has eczema': {
    lines: ['[doctor] any skin problems?', '[patient] no. my flatmate has eczema though.'],
    codes: /^(L20|L30|Z84)/,
  },
  'my pal … started dialysis': {
    lines: ['[patient] my pal from the bowls club has kidney failure and started dialysis.'],
    codes: /^(N1[789]|Z99\.2)/,
  },
  'my buddy, named in one sentence, his tumour in the next ("same as me")': {
    lines: [
      '[patient] honestly, what worries me is my buddy steve.',
      '[patient] he is thirty-five, same as me, and he had a brain tumour last year.',
    ],
    codes: /^(C71|D33|D43|Z85|Z80)/,
  },
};

describe("friends' and acquaintances' illnesses are no codes of the patient's", () => {
  for (const [name, { lines, codes }] of Object.entries(OTHERS)) {
    for (const [style, render] of STYLES) {
      it(`${name} (${style})`, async () => {
        expect((await icd10Codes(lines, render)).filter((code) => codes.test(code))).toEqual([]);
      });
    }
  }
});

describe('the words for friends and acquaintances', () => {
  for (const [style, render] of STYLES) {
    it(`reads "my mate", "a lady at work" and "my housemate" as someone else (${style})`, () => {
      const mate = ['[patient] my mate had a kidney stone in june.'];
      expect(assertions(mate, render, 'kidney-stones')).toEqual(['family']);
      const lady = ['[patient] a lady at work had a kidney stone in june.'];
      expect(assertions(lady, render, 'kidney-stones')).toEqual(['family']);
      const housemate = ['[patient] my housemate had a kidney stone in june.'];
      expect(assertions(housemate, render, 'kidney-stones')).toEqual(['family']);
    });

    it(`keeps the patient's own finding when "mate" or "buddy" only addresses them (${style})`, () => {
      const addressed = [
        '[doctor] alright mate, any kidney stones before?',
        '[patient] yes, i had a kidney stone in june.',
      ];
      expect(assertions(addressed, render, 'kidney-stones')).not.toContain('family');
      const buddy = ['[doctor] okay buddy, tell me about the kidney stone.', '[patient] i had a kidney stone in june.'];
      expect(assertions(buddy, render, 'kidney-stones')).not.toContain('family');
    });

    it(`keeps "I'm a man in my forties" the patient's own (${style})`, () => {
      const self = ["[patient] i'm a man in my forties and i had a kidney stone in june."];
      expect(assertions(self, render, 'kidney-stones')).not.toContain('family');
    });

    it(`lets "same as me" measure the friend, not bring the speaker in (${style})`, () => {
      const same = ['[patient] my friend paul, he is forty, same as me, and he had a kidney stone.'];
      expect(assertions(same, render, 'kidney-stones')).toEqual(['family']);
      const own = ['[patient] my friend paul drove me in, and i had a kidney stone.'];
      expect(assertions(own, render, 'kidney-stones')).not.toContain('family');
    });
  }
});

describe("the clinician naming an illness told only as someone else's", () => {
  const father = ['[doctor] anything in the family?', '[patient] my father had a stroke at eighty.'];
  for (const [style, render] of STYLES) {
    it(`codes no stroke for general talk of it (${style})`, async () => {
      const general = [...father, '[doctor] in a stroke the weakness usually comes on in seconds.'];
      expect((await icd10Codes(general, render)).filter((code) => /^I6[34]/.test(code))).toEqual([]);
    });

    it(`codes the stroke when the clinician ties it to the patient (${style})`, () => {
      const tied = [...father, '[doctor] i am worried this is a stroke, so i am sending you to the stroke unit.'];
      expect(assertions(tied, render, 'stroke')).toContain('present');
      const sister = ['[patient] my sister had the same, she had carpal tunnel syndrome.'];
      const sounds = [...sister, '[doctor] yes, that does sound like carpal tunnel syndrome.'];
      expect(assertions(sounds, render, 'carpal-tunnel-syndrome')).toContain('present');
    });
  }
});

import { describe, expect, it } from 'vitest';
import { extractMentions } from '../shared/analysis/finding-extractor';
import { pairQuestionsWithAnswers } from '../shared/analysis/question-answer';
import { findCuePoints } from '../shared/analysis/sentence-splitter';
import { structureTranscript } from '../shared/analysis/transcript-structure';
import { tokenizeWords } from '../shared/analysis/word-tokenizer';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * A condition a relative feared, or the clinician ruled out, is no diagnosis of the patient's: no ICD-10 code may
 * be suggested for it and no note sentence may state it, punctuated or from a speech recogniser.
 */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const OPENING = ['[doctor] what brings you in today?', '[patient] my knee has been swollen and hot since sunday.'];
const CLOSING = ['[doctor] we will take some fluid from the knee and start naproxen.'];

async function generate(lines: readonly string[], render: (text: string) => string) {
  const transcript = render([...OPENING, ...lines, ...CLOSING].join('\n'));
  return new BuiltinNoteEngine().generate({ transcript });
}

async function icd10Codes(lines: readonly string[], render: (text: string) => string): Promise<string[]> {
  const note = await generate(lines, render);
  return note.codeSuggestions.filter((code) => code.type === 'ICD-10').map((code) => code.code);
}

/** Note sentences naming `term` with no negation word in them. */
async function statedAsPresent(lines: readonly string[], render: (text: string) => string, term: RegExp) {
  const note = await generate(lines, render);
  return [note.subjective, note.objective, note.assessment, note.plan]
    .join('\n')
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => term.test(sentence) && !/\b(no|not|nothing|never)\b|n't\b/i.test(sentence));
}

function assertions(lines: readonly string[], render: (text: string) => string, conceptId: string): string[] {
  const { sentences } = structureTranscript(render([...OPENING, ...lines, ...CLOSING].join('\n')));
  const mentions = extractMentions(sentences, pairQuestionsWithAnswers(sentences));
  return [...new Set(mentions.filter((m) => m.conceptId === conceptId).map((m) => m.assertion))];
}

/** Each case: the talk, the codes it must not bring, and the words no note sentence may state as present. */
const CASES: Record<string, { lines: string[]; codes: RegExp; term: RegExp }> = {
  "a wife's fear: 'we thought he was having a heart attack'": {
    lines: [
      '[patient] this is my wife, she came with me.',
      '[patient] he went grey at the table. honestly we thought he was having a heart attack.',
      '[doctor] any chest pain now?',
      '[patient] no, none at all.',
    ],
    codes: /^I2[12]/,
    term: /heart attack|myocardial infarction/i,
  },
  "a mother's worry: 'i was worried she had meningitis'": {
    lines: ['[patient] she was so floppy last night, i was worried she had meningitis.', '[doctor] any rash?'],
    codes: /^(A39|G0[0-3])/,
    term: /meningitis/i,
  },
  "ruled out, then explained: 'this isn't gout. In gout the joint …'": {
    lines: [
      '[patient] so is it gout?',
      "[doctor] no, this isn't gout. In gout the big toe is usually the first joint to flare.",
    ],
    codes: /^M1A|^M10/,
    term: /\bgout\b/i,
  },
  "'nothing you've told me suggests appendicitis'": {
    lines: ["[doctor] it's a tummy bug, and nothing you've told me suggests appendicitis."],
    codes: /^K3[5-7]/,
    term: /appendicitis/i,
  },
};

describe('a feared or ruled-out condition is no code of the patient', () => {
  for (const [name, { lines, codes }] of Object.entries(CASES)) {
    for (const [style, render] of STYLES) {
      it(`${name} (${style})`, async () => {
        expect((await icd10Codes(lines, render)).filter((code) => codes.test(code))).toEqual([]);
      });
    }
  }
});

describe('a feared or ruled-out condition is not written as present', () => {
  for (const [name, { lines, term }] of Object.entries(CASES)) {
    if (name.includes('fear') || name.includes('worry')) continue; // the fear itself is told as the relative's
    for (const [style, render] of STYLES) {
      it(`${name} (${style})`, async () => {
        expect(await statedAsPresent(lines, render, term)).toEqual([]);
      });
    }
  }
});

describe('the words of a fear and of a describing clause', () => {
  for (const [style, render] of STYLES) {
    it(`reads "thought he was having" and "worried she had" as uncertain (${style})`, () => {
      const feared = ['[patient] i thought he was having a stroke, his face had dropped.'];
      expect(assertions(feared, render, 'stroke')).toEqual(['uncertain']);
    });

    it(`keeps "nothing you've said" with what it negates (${style})`, () => {
      const ruled = ["[doctor] i don't think you're depressed, and nothing you've said suggests angina."];
      expect(assertions(ruled, render, 'angina')).toEqual(['negated']);
    });

    it(`keeps "a bang to the head where you …" asked, answered no (${style})`, () => {
      const asked = [
        '[doctor] have you ever had a concussion, or a bang to the head where you felt dazed afterwards?',
        '[patient] no, never.',
      ];
      expect(assertions(asked, render, 'concussion')).toEqual(['negated']);
    });

    it(`still cuts a where-question after a statement (${style})`, () => {
      const said = render('[patient] i have had this rash on my arm where does it come from');
      const words = tokenizeWords(said.replace(/^\[patient\]\s*/, ''), 0);
      expect(findCuePoints(words).map((at) => words[at]!.norm)).toContain('where');
    });
  }
});

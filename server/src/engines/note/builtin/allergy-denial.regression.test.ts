import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Allergies denied or named in ways that once lost them or put a wrong one on the chart: a drug named with "you're
 * not allergic", a hay-fever medicine taken, a rescue pen, a drug reaction question, a drug glued after "to
 * medicines". Each runs written and as a speech recogniser gives it.
 */
interface AllergyCase {
  name: string;
  said: string[];
  written: RegExp[];
  notWritten?: RegExp[];
  /** Speech-only cases ask nothing of the written form, and the other way round. */
  only?: 'written' | 'speech';
}

const OPENING = ['[doctor] what can i do for you today?', '[patient] my knee has been sore for a week.'];

const CASES: AllergyCase[] = [
  {
    name: 'a drug named where the clinician says the patient is not allergic',
    said: [
      ...OPENING,
      '[doctor] any allergies at all?',
      '[patient] no, none that i know of.',
      "[doctor] i'll give you flucloxacillin. it's a penicillin type, but you're not allergic, so that's fine.",
    ],
    written: [/No known drug allergies/i],
    notWritten: [/Allergies: [^\n]*(penicillin|flucloxacillin)/i],
  },
  {
    name: 'the medicine taken for hay fever after "how are your allergies?"',
    said: [
      ...OPENING,
      '[doctor] and your allergies, how are they doing this spring?',
      '[patient] pretty rough. i take loratadine most days but it barely helps.',
      '[doctor] any allergies to medicines?',
      '[patient] no, no drug allergies.',
    ],
    written: [/No known drug allergies/i],
    notWritten: [/Allergies: [^\n]*loratadine/i],
  },
  {
    name: 'a pen carried for a food allergy is no allergen, and the drug allergies denied still show',
    said: [
      ...OPENING,
      '[doctor] any allergies to medicines or foods?',
      '[patient] just peanuts, i carry an epipen for them.',
      '[doctor] and any drug allergies at all?',
      '[patient] no.',
    ],
    written: [/Allergies: peanuts\. No known drug allergies\./],
    notWritten: [/Allergies: [^\n]*EpiPen/i],
  },
  {
    name: 'a question about bad reactions to medicines answered no',
    said: [...OPENING, '[doctor] have you ever reacted badly to any medicines?', "[patient] hm, i don't think so."],
    written: [/No known drug allergies/i],
  },
  {
    name: 'a brand allergen keeps its generic beside it',
    said: [...OPENING, '[doctor] any allergies to medicines?', '[patient] yes, keflex gave me a rash.'],
    written: [/Allergies: Keflex \(cephalexin\)/],
  },
  {
    name: 'a drug glued after "any allergies to medicines" in speech',
    said: [
      ...OPENING,
      '[doctor] any allergies to medicines',
      '[patient] clindamycin it made me really sick years back',
    ],
    written: [/Allergies: clindamycin/],
    only: 'speech',
  },
];

describe.each(CASES.map((c) => [c.name, c] as const))('allergy denial: %s', (_name, allergy) => {
  const styles = { written: (text: string) => text, speech: toSpeechStyle };
  const run = Object.entries(styles).filter(([style]) => !allergy.only || allergy.only === style);
  it.each(run)('%s', async (_style, render) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(allergy.said.join('\n')) });
    const text = [note.subjective, note.objective, note.assessment, note.plan].join('\n');
    for (const pattern of allergy.written) expect(text).toMatch(pattern);
    for (const pattern of allergy.notWritten ?? []) expect(text).not.toMatch(pattern);
  });
});

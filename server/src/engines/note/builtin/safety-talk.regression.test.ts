import { describe, expect, it } from 'vitest';
import type { NoteResult } from '../note.engine';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Issue 12's safety defects on short visits of our own, each run as written and as a speech recogniser gives it
 * (no speaker tags, no punctuation, lower case): what the note must say, must never say, and must never code.
 */
interface SafetyCase {
  name: string;
  said: string[];
  written?: RegExp[];
  notWritten?: RegExp[];
  notCodes?: RegExp[];
}

const OPENING = ['[doctor] what brings you in today?', '[patient] i have had a cough for three days.'];

const CASES: SafetyCase[] = [
  {
    name: 'an allergy given as the answer to "any allergies?"',
    said: [...OPENING, '[doctor] any allergies?', '[patient] penicillin.'],
    written: [/Allergies: penicillin\./],
    notWritten: [/taking penicillin/i, /no known drug allergies/i],
    notCodes: [/^Z79/],
  },
  {
    name: 'allergens clarified over several turns',
    said: [
      ...OPENING,
      '[doctor] are you allergic to any drugs?',
      '[patient] yes, to cipro.',
      '[doctor] ciprofloxacin?',
      '[patient] yes, and aspirin too.',
      '[doctor] okay. let me listen to your lungs.',
    ],
    written: [/Allergies: ciprofloxacin, aspirin\./],
    notWritten: [/taking (ciprofloxacin|aspirin)/i],
    notCodes: [/^Z79/],
  },
  {
    name: 'no known drug allergies when the answer is no',
    said: [...OPENING, '[doctor] any known drug allergies?', '[patient] no.'],
    written: [/No known drug allergies\./],
    notCodes: [],
  },
  {
    name: 'a spoken dose in thousands',
    said: [...OPENING, '[doctor] what do you take?', '[patient] metformin fifteen hundred milligrams twice a day.'],
    written: [/metformin 1,?500 mg/i],
    notWritten: [/15 100/],
    notCodes: [],
  },
  {
    name: 'denials given as answers across turns',
    said: [
      ...OPENING,
      '[doctor] any fevers?',
      '[patient] no.',
      '[doctor] any chest pain?',
      '[patient] nope, just the cough.',
    ],
    notWritten: [/reports (fever|chest pain)/i],
    notCodes: [/^R50/, /^R07/],
  },
  {
    name: 'a negated list',
    said: [...OPENING, '[patient] no fever, chills or night sweats.'],
    notWritten: [/reports (fever|chills|night sweats)/i],
    notCodes: [/^R50/, /^R68\.83/, /^R61/],
  },
  {
    name: 'pseudo-negation and a scope that ends at "but"',
    said: [
      '[doctor] how is the cough?',
      '[patient] there is no change in my cough. i have no fever but i do have a headache.',
    ],
    written: [/cough/i, /headache/i],
    notWritten: [/denies (cough|headache)/i, /reports fever/i],
    notCodes: [/^R50/],
  },
  {
    name: "a relative's illness, then the patient's own denials in one breath",
    said: [...OPENING, '[patient] my wife had pneumonia last month and i have no fever, chills or night sweats.'],
    notCodes: [/^J18/, /^R50/, /^R61/],
  },
  {
    name: "a relative's condition given as the answer to a family question",
    said: [...OPENING, '[doctor] any health problems in the family?', '[patient] high blood pressure.'],
    notCodes: [/^I10/],
  },
  {
    name: 'a father named once, then "he"',
    said: [...OPENING, '[patient] my father had diabetes. he passed away. he also had breast cancer.'],
    notWritten: [/^He also had breast cancer/m],
    notCodes: [/^C50/, /^E1[01]/],
  },
  {
    name: 'safety-netting is not a complaint',
    said: [...OPENING, '[doctor] i think this is acute bronchitis. if you get chest pain, call us.'],
    notCodes: [/^R07/],
  },
  {
    name: 'a non-drug allergen after a bare "any allergies?"',
    said: [
      '[doctor] any allergies at all?',
      "[patient] i'm allergic to shellfish, i get hives.",
      '[doctor] good to know.',
    ],
    written: [/Allergies: shellfish/],
    notWritten: [/allergic rhinitis/i],
    notCodes: [/^J30/],
  },
  {
    name: 'the answer after a back-question ("me?")',
    said: [
      '[doctor] do you have allergies to any medicines?',
      '[patient] who, me?',
      '[doctor] yes.',
      '[patient] no, none that i know of.',
    ],
    written: [/No known drug allergies\./],
  },
  {
    name: 'an allergy question after a lead-in, in one short exchange',
    said: ['[doctor] so tell me, are you allergic to anything?', '[patient] no, not that i know of.', '[doctor] good.'],
    written: [/No known drug allergies\./],
  },
  {
    name: 'a bare answer corrected at once',
    said: ['[doctor] are you allergic to any medicines?', '[patient] yes, no, i am not.', '[doctor] okay.'],
    written: [/No known drug allergies\./],
  },
  {
    name: 'a clinician answering a colleague states the problems',
    said: [
      '[guest_clinician] what brought him in today?',
      '[doctor] worsening kidney function, likely due to dehydration. he also has high blood pressure.',
    ],
    written: [/Probable dehydration\./],
  },
  {
    name: 'corrections: side, duration and dose',
    said: [
      '[doctor] what brings you in today?',
      '[patient] my right wrist has been hurting for two weeks. actually, it is the left wrist, not the right.',
      '[doctor] how long exactly?',
      '[patient] two weeks, sorry, i mean four days.',
      '[doctor] what do you take for it?',
      '[patient] naproxen 250 mg twice a day, sorry, i mean 500 mg.',
    ],
    written: [/left wrist pain for 4 days/i, /naproxen 500 mg/i],
    notWritten: [/right wrist/i, /2 weeks/, /250 mg/],
    notCodes: [/^M25\.531/],
  },
];

const noteText = (note: NoteResult) => [note.subjective, note.objective, note.assessment, note.plan].join('\n');

describe.each(CASES.map((c) => [c.name, c] as const))('safety on talk: %s', (_name, safety) => {
  const styles = { written: (text: string) => text, speech: toSpeechStyle };
  it.each(Object.entries(styles))('%s', async (_style, render) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(safety.said.join('\n')) });
    const text = noteText(note);
    for (const pattern of safety.written ?? []) expect(text).toMatch(pattern);
    for (const pattern of safety.notWritten ?? []) expect(text).not.toMatch(pattern);
    const codes = note.codeSuggestions.filter((code) => code.type === 'ICD-10').map((code) => code.code);
    for (const pattern of safety.notCodes ?? []) expect(codes.filter((code) => pattern.test(code))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Allergies once lost or turned round: a non-drug allergen answered bare (an antiseptic, a food), an allergen said
 * before "no other allergies", an intolerance the clinician records ("a medicine you can't take", "the one that
 * gave me the cough"), a question that names the known allergen ("any besides the …?"). Denials stay denials.
 * Each runs written and as a speech recogniser gives it.
 */
interface AllergyCase {
  name: string;
  said: string[];
  written: RegExp[];
  notWritten?: RegExp[];
  only?: 'written' | 'speech';
}

const OPENING = ['[doctor] what brings you along today?', '[patient] my shoulder has ached for two weeks.'];
const NKDA = /No known drug allergies/i;

const CASES: AllergyCase[] = [
  {
    name: 'a skin antiseptic answered bare, with the reaction after it',
    said: [
      ...OPENING,
      '[doctor] do you have any allergies?',
      '[patient] Chlorhexidine. The wash before my knee operation brought me out in welts.',
      "[doctor] Chlorhexidine, welts. I'll add that.",
    ],
    written: [/Allergies: chlorhexidine/],
  },
  {
    name: 'foods and wasp stings named in an allergy answer',
    said: [...OPENING, '[doctor] any allergies at all?', '[patient] sesame and wasp stings, nothing else.'],
    written: [/Allergies: sesame, wasp stings/],
  },
  {
    name: 'a drug named before "no other allergies" is kept, and no NKDA',
    said: [...OPENING, '[doctor] any allergies?', '[patient] Codeine. No other allergies.'],
    written: [/Allergies: codeine/],
    notWritten: [NKDA],
  },
  {
    name: 'an intolerance the clinician records, and the question that names it',
    said: [
      ...OPENING,
      '[doctor] how did the tramadol suit you?',
      '[patient] badly, i was dizzy all the time so i stopped it.',
      "[doctor] i'll put tramadol down as a medicine you can't take, with the dizziness.",
      '[doctor] any other allergies besides the tramadol problem?',
      '[patient] no, no other allergies.',
    ],
    written: [/Allergies: tramadol/],
    notWritten: [NKDA],
  },
  {
    name: 'a drug that gave the patient a cough, on the allergy list',
    said: [
      ...OPENING,
      '[patient] the ramipril, that was the one that gave me the cough.',
      "[doctor] yes, that's on your allergy list.",
    ],
    written: [/Allergies: ramipril/],
    notWritten: [/allergic rhinitis/i],
  },
  {
    name: 'angioedema the clinician blames on a drug he stops, on the allergy list',
    said: [
      ...OPENING,
      '[patient] and my lips puffed up again on sunday night.',
      '[doctor] this is angioedema caused by the perindopril, so stop the perindopril today.',
    ],
    written: [/Allergies: [^\n]*perindopril \(angioedema/],
  },
  {
    name: 'a medicine the next speaker is on, after allergies were denied, is no allergen',
    said: [
      ...OPENING,
      '[doctor] any allergies?',
      '[patient] none that i know of.',
      "[patient] i'm on sertraline, fifty milligrams, for my nerves.",
    ],
    written: [NKDA],
    notWritten: [/Allergies:/],
  },
  {
    name: 'an allergen remembered in the next turn after the "no" is kept',
    said: [
      ...OPENING,
      '[doctor] any allergies?',
      '[patient] no.',
      '[patient] oh wait, penicillin, it gives me a rash.',
    ],
    written: [/Allergies: penicillin/],
    notWritten: [NKDA],
  },
  {
    name: 'a bare denial stays a denial',
    said: [...OPENING, '[doctor] any allergies?', '[patient] no, none at all.'],
    written: [NKDA],
    notWritten: [/Allergies:/],
  },
  {
    name: "a relative's allergy denied for the patient stays denied",
    said: [
      ...OPENING,
      '[doctor] any allergies?',
      "[patient] i'm not allergic to amoxicillin, that was my brother. no allergies.",
    ],
    written: [NKDA],
    notWritten: [/Allergies: [^\n]*amoxicillin/i],
  },
];

describe.each(CASES.map((c) => [c.name, c] as const))('allergy kept: %s', (_name, allergy) => {
  const styles = { written: (text: string) => text, speech: toSpeechStyle };
  const run = Object.entries(styles).filter(([style]) => !allergy.only || allergy.only === style);
  it.each(run)('%s', async (_style, render) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(allergy.said.join('\n')) });
    const text = [note.subjective, note.objective, note.assessment, note.plan].join('\n');
    for (const pattern of allergy.written) expect(text).toMatch(pattern);
    for (const pattern of allergy.notWritten ?? []) expect(text).not.toMatch(pattern);
  });
});

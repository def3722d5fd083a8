import { describe, expect, it } from 'vitest';
import type { NoteResult } from '../note.engine';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Allergies that were lost or invented on the Allergies line, each run as written and as a speech recogniser gives
 * it: a brand kept beside its generic, a mould or a plaster as allergen, a one-word answer in its own sentence, a
 * medicine taken beside "no allergies", and a "no" run on with the question.
 */
interface AllergyCase {
  name: string;
  said: string[];
  written: RegExp[];
  notWritten?: RegExp[];
}

const OPENING = ['[doctor] what brings you in?', '[patient] my back has hurt since friday.'];

const CASES: AllergyCase[] = [
  {
    name: 'a brand name is kept beside the generic, and older brands are known',
    said: [...OPENING, '[doctor] any drug allergies?', '[patient] yes, lamisil and lortab, both gave me a rash.'],
    written: [/Allergies: [^\n]*Lamisil \(terbinafine\)/, /Allergies: [^\n]*Lortab/],
  },
  {
    name: 'an airborne allergen answers the allergy question',
    said: [...OPENING, '[doctor] do you have allergies?', '[patient] only to mould, nothing else.'],
    written: [/Allergies: mold\./],
  },
  {
    name: 'sticking plasters named after a drug allergy',
    said: [
      ...OPENING,
      '[doctor] any allergies?',
      '[patient] codeine makes me itch. and plasters, they leave my skin red.',
    ],
    written: [/Allergies: [^\n]*codeine/, /Allergies: [^\n]*sticking plasters/],
  },
  {
    name: 'a one-word allergen after "yes" in the same turn',
    said: [...OPENING, '[doctor] are you allergic to any medicines?', '[patient] yes. codeine.'],
    written: [/Allergies: codeine\./],
  },
  {
    name: 'a medicine taken said beside a denial of allergies',
    said: [...OPENING, '[doctor] any allergies to medicines?', '[patient] no. i take lisinopril every morning.'],
    written: [/No known drug allergies\./],
    notWritten: [/Allergies: lisinopril/i],
  },
  {
    name: 'a "not that I know of" answer',
    said: [
      ...OPENING,
      '[doctor] before i prescribe, are you allergic to any medicines?',
      '[patient] not that i know of.',
    ],
    written: [/No known drug allergies\./],
    notWritten: [/Allergies:/],
  },
];

const noteText = (note: NoteResult) => [note.subjective, note.objective, note.assessment, note.plan].join('\n');

describe.each(CASES.map((c) => [c.name, c] as const))('allergy list: %s', (_name, allergy) => {
  const styles = { written: (text: string) => text, speech: toSpeechStyle };
  it.each(Object.entries(styles))('%s', async (_style, render) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(allergy.said.join('\n')) });
    const text = noteText(note);
    for (const pattern of allergy.written) expect(text).toMatch(pattern);
    for (const pattern of allergy.notWritten ?? []) expect(text).not.toMatch(pattern);
  });
});

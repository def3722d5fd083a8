import { describe, expect, it } from 'vitest';
import type { NoteResult } from '../note.engine';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Allergies said in ways the allergy word does not mark (a reaction asked about, a drug family in the plural, a
 * hedged allergy), each run as written and as a speech recogniser gives it: the allergen must reach the Allergies
 * line with its reaction, and the reaction must not become the visit's complaint.
 */
interface AllergyCase {
  name: string;
  said: string[];
  written: RegExp[];
  notWritten?: RegExp[];
  notCodes?: RegExp[];
}

const OPENING = ['[doctor] what can i do for you today?', '[patient] my knee has been sore for a week.'];

const CASES: AllergyCase[] = [
  {
    name: 'a reaction given as the answer to "what happens when you take …?"',
    said: [...OPENING, '[doctor] what happens when you take codeine?', '[patient] i break out in hives everywhere.'],
    written: [/Allergies: codeine \(hives\)\./],
    notWritten: [/presents today with hives/i, /Reports hives/i],
    notCodes: [/^L50/],
  },
  {
    name: 'a question about a reaction answered with none makes no allergy',
    said: [...OPENING, '[doctor] what happens when you take codeine?', '[patient] nothing, it works fine for me.'],
    written: [],
    notWritten: [/Allergies:/, /no known drug allergies/i],
  },
  {
    name: 'drug families named in the plural',
    said: [...OPENING, '[doctor] any allergies to medicines?', '[patient] yes, the cillins and the cyclines both.'],
    written: [/Allergies: [^\n]*cillins/, /Allergies: [^\n]*cyclines/],
  },
  {
    name: 'an allergy the patient hedges is kept, as possible',
    said: [...OPENING, '[doctor] any allergies?', "[patient] i think i'm allergic to latex."],
    written: [/Allergies: latex \(possible\)\./],
    notWritten: [/no known drug allergies/i],
  },
];

const noteText = (note: NoteResult) => [note.subjective, note.objective, note.assessment, note.plan].join('\n');

describe.each(CASES.map((c) => [c.name, c] as const))('allergy talk: %s', (_name, allergy) => {
  const styles = { written: (text: string) => text, speech: toSpeechStyle };
  it.each(Object.entries(styles))('%s', async (_style, render) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(allergy.said.join('\n')) });
    const text = noteText(note);
    for (const pattern of allergy.written) expect(text).toMatch(pattern);
    for (const pattern of allergy.notWritten ?? []) expect(text).not.toMatch(pattern);
    const codes = note.codeSuggestions.filter((code) => code.type === 'ICD-10').map((code) => code.code);
    for (const pattern of allergy.notCodes ?? []) expect(codes.filter((code) => pattern.test(code))).toEqual([]);
  });
});

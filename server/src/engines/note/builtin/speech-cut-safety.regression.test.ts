import { describe, expect, it } from 'vitest';
import type { NoteResult } from '../note.engine';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Safety defects that came from where unpunctuated speech was cut into sentences and whose each piece was taken to
 * be: a skin question given to the patient, the family's list given to the patient, a "no" about the family that
 * missed its question, a "nothing" about allergies that lost its question. Short visits of our own, each run as
 * written and as a speech recogniser gives it.
 */
interface SafetyCase {
  name: string;
  said: string[];
  written?: RegExp[];
  notWritten?: RegExp[];
  codes?: RegExp[];
  notCodes?: RegExp[];
}

const OPENING = ['[doctor] what brings you in today?', '[patient] my ankle has been swollen since the weekend.'];

const CASES: SafetyCase[] = [
  {
    name: 'a skin question with "any kind of" answered no',
    said: [
      ...OPENING,
      '[doctor] any change to your skin? any rash? any kind of trouble with your vision?',
      '[patient] no, nothing like that.',
    ],
    notWritten: [/(reports|has|with) (a )?rash/i],
    notCodes: [/^R21/],
  },
  {
    name: "the family's list after a follow-up question",
    said: [
      ...OPENING,
      "[doctor] let's go over your family's health. what did your parents have?",
      '[patient] my father had a stroke in his seventies.',
      '[doctor] and your sisters?',
      '[patient] both of them have diabetes.',
      '[doctor] any other conditions you know about?',
      '[patient] oh yes, we have it all, high blood pressure, asthma, depression, the lot.',
    ],
    notCodes: [/^I10/, /^J45/, /^F32/, /^E11/],
  },
  {
    name: 'a checked diagnosis, then a family question answered no',
    said: [
      '[doctor] your sugar reading is up again today.',
      '[patient] it has been up before.',
      '[doctor] i see you have diabetes, right?',
      '[patient] right.',
      '[doctor] does diabetes or high blood pressure run in your family?',
      '[patient] no, but strokes do.',
    ],
    codes: [/^E11/],
    notCodes: [/^Z83\.3/, /^Z82\.49/],
  },
  {
    name: 'no allergies said as "nothing that I know of"',
    said: [
      ...OPENING,
      '[doctor] what health problems have you had?',
      '[patient] eczema and migraines.',
      '[doctor] any known allergies?',
      '[patient] nothing that i know of.',
    ],
    written: [/No known drug allergies\./],
  },
];

const noteText = (note: NoteResult) => [note.subjective, note.objective, note.assessment, note.plan].join('\n');

describe.each(CASES.map((c) => [c.name, c] as const))('speech cuts and safety: %s', (_name, safety) => {
  const styles = { written: (text: string) => text, speech: toSpeechStyle };
  it.each(Object.entries(styles))('%s', async (_style, render) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(safety.said.join('\n')) });
    const text = noteText(note);
    for (const pattern of safety.written ?? []) expect(text).toMatch(pattern);
    for (const pattern of safety.notWritten ?? []) expect(text).not.toMatch(pattern);
    const codes = note.codeSuggestions.filter((code) => code.type === 'ICD-10').map((code) => code.code);
    for (const pattern of safety.codes ?? []) expect(codes.some((code) => pattern.test(code))).toBe(true);
    for (const pattern of safety.notCodes ?? []) expect(codes.filter((code) => pattern.test(code))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

const OPENING = ['[doctor] what brings you in today?', '[patient] i have had a cough for a week.'];

/** Talk about pneumonia and an ECG that nobody has or had done now: no code of any type may name them. */
const NOT_CODED: Record<string, string[]> = {
  denied: ['[doctor] have you ever been told you had pneumonia?', '[patient] no, never.'],
  hypothetical: ['[doctor] if you get chest pain, call us and we will do an ecg and check for pneumonia.'],
  uncertain: ['[doctor] this might be pneumonia, so we need to rule out pneumonia.'],
  historical: ['[patient] i had pneumonia years ago but it resolved.'],
  family: ['[patient] my mother had pneumonia last winter and she needed an ecg.'],
};

describe('ICD-10-CM, ICD-11 and CPT follow one gate on talk', () => {
  for (const [kind, said] of Object.entries(NOT_CODED)) {
    for (const [style, render] of [
      ['written', (text: string) => text],
      ['speech', toSpeechStyle],
    ] as const) {
      it(`${kind} (${style})`, async () => {
        const note = await new BuiltinNoteEngine().generate({ transcript: render([...OPENING, ...said].join('\n')) });
        const codes = note.codeSuggestions.map((code) => `${code.type} ${code.code}`);
        expect(codes.filter((code) => /J1[28]|CA40|93000/.test(code))).toEqual([]);
      });
    }
  }

  it('codes the same pneumonia and ECG when they are the patient’s, now', async () => {
    const said = [...OPENING, '[doctor] we did an ecg today, it is normal. your x-ray shows pneumonia.'];
    const note = await new BuiltinNoteEngine().generate({ transcript: said.join('\n') });
    const codes = note.codeSuggestions.map((code) => `${code.type} ${code.code}`);
    expect(codes).toEqual(expect.arrayContaining(['ICD-10 J18.9', 'ICD-11 CA40.Z', 'CPT 93000']));
  });

  it('reads a condition named as what a medicine is for as talk about the medicine, not a diagnosis', async () => {
    const said = [
      '[doctor] your blood pressure is high today, so we will add metoprolol.',
      '[doctor] it is also good for coronary artery disease and it helps with heart failure.',
    ];
    for (const render of [(text: string) => text, toSpeechStyle]) {
      const note = await new BuiltinNoteEngine().generate({ transcript: render([...OPENING, ...said].join('\n')) });
      const codes = note.codeSuggestions.map((code) => code.code);
      expect(codes.filter((code) => /^I25|^I50|^BA52|^BD1/.test(code))).toEqual([]);
    }
    // Said of the patient's own illness, the same words are a diagnosis.
    const own = [...OPENING, '[doctor] you have coronary artery disease, and metoprolol helps with your heart.'];
    const note = await new BuiltinNoteEngine().generate({ transcript: own.join('\n') });
    expect(note.codeSuggestions.map((code) => code.code)).toContain('I25.10');
  });

  it('hears "no, not that i have noticed" run into its question as a denial (speech)', async () => {
    const said = [
      ...OPENING,
      '[doctor] any blood in your stool?',
      '[patient] no.',
      '[doctor] okay. all right. and any night sweats? anything like that?',
      "[patient] no, not that i've noticed.",
    ];
    const note = await new BuiltinNoteEngine().generate({ transcript: toSpeechStyle(said.join('\n')) });
    expect(note.codeSuggestions.map((code) => code.code)).not.toContain('R61');
  });
});

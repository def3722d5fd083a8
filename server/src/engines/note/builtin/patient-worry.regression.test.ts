import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * A condition the patient only asks about ("could it be my kidneys, is it a kidney infection?") is their worry,
 * not a diagnosis: it brings no code, punctuated or from a speech recogniser. The clinician saying yes keeps it.
 */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const WORRY = [
  '[doctor] good afternoon, what brings you in?',
  '[patient] i have been burning when i pee for three days and going all the time.',
  '[doctor] any fever or pain in your back?',
  '[patient] no fever, no back pain.',
  '[doctor] your urine dip shows nitrites and leucocytes.',
  '[patient] so is it a kidney infection?',
  '[doctor] i think this is a bladder infection. i will give you nitrofurantoin for three days.',
];

async function codesOf(lines: readonly string[], render: (text: string) => string): Promise<string[]> {
  const note = await new BuiltinNoteEngine().generate({ transcript: render(lines.join('\n')) });
  return note.codeSuggestions.filter((c) => c.type === 'ICD-10').map((c) => c.code);
}

/** ICD-10 pyelonephritis / kidney infection codes. */
const kidneyInfection = (codes: readonly string[]) => codes.filter((code) => /^N1[0-2]/.test(code));

describe("the patient's worried question", () => {
  for (const [style, render] of STYLES) {
    it(`brings no code for what the patient only asked about (${style})`, async () => {
      expect(kidneyInfection(await codesOf(WORRY, render))).toEqual([]);
    });

    it(`keeps the code when the clinician says yes (${style})`, async () => {
      const confirmed = WORRY.map((line) =>
        line.startsWith('[doctor] i think') ? '[doctor] yes, i think it is. i will give you antibiotics.' : line,
      );
      expect(kidneyInfection(await codesOf(confirmed, render))).not.toEqual([]);
    });
  }
});

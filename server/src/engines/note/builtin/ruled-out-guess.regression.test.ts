import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * The patient's own guess at a diagnosis ("I reckon it's gout"), ruled out later by the clinician, is no diagnosis:
 * no code and no note sentence states it, punctuated or from a speech recogniser. A condition the patient says they
 * have, or a guess nobody ruled out, stays.
 */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const GUESS = [
  '[doctor] morning, what can i do for you?',
  "[patient] my big toe has been red and throbbing since friday. i reckon it's gout.",
  '[doctor] any injury to the toe?',
  '[patient] i stubbed it on the bed on thursday.',
  '[doctor] let me look. the nail edge is red and there is pus at the side.',
  "[doctor] this isn't gout. it's an ingrowing toenail that has got infected.",
  '[doctor] i will give you flucloxacillin and refer you to the podiatrist.',
];

async function noteOf(lines: readonly string[], render: (text: string) => string) {
  return new BuiltinNoteEngine().generate({ transcript: render(lines.join('\n')) });
}

const goutCodes = (codes: ReadonlyArray<{ type: string; code: string }>) =>
  codes.filter((c) => c.type === 'ICD-10' && /^M1[0A]/.test(c.code)).map((c) => c.code);

/** Note sentences naming gout with no negation word in them. */
function goutStated(note: Awaited<ReturnType<typeof noteOf>>): string[] {
  return [note.subjective, note.objective, note.assessment, note.plan]
    .join('\n')
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => /\bgout\b/i.test(sentence) && !/\b(no|not|nothing|never)\b|n't\b/i.test(sentence));
}

describe("the patient's guess that the clinician ruled out", () => {
  for (const [style, render] of STYLES) {
    it(`brings no gout code and states no gout (${style})`, async () => {
      const note = await noteOf(GUESS, render);
      expect(goutCodes(note.codeSuggestions)).toEqual([]);
      expect(goutStated(note)).toEqual([]);
    });

    it(`keeps a guess nobody ruled out (${style})`, async () => {
      const kept = GUESS.map((line) =>
        line.includes("this isn't gout") ? '[doctor] i agree, this looks like gout.' : line,
      );
      expect(goutCodes((await noteOf(kept, render)).codeSuggestions)).not.toEqual([]);
    });

    for (const pending of ['we need a blood test to rule out gout.', 'i cannot rule out gout.']) {
      it(`keeps a guess still to be ruled out: "${pending}" (${style})`, async () => {
        const testing = GUESS.map((line) => (line.includes("this isn't gout") ? `[doctor] ${pending}` : line));
        const note = await noteOf(testing, render);
        expect(note.subjective).toMatch(/\bgout\b/i);
      });
    }

    it(`still denies a guess the clinician says they have ruled out (${style})`, async () => {
      const ruled = GUESS.map((line) =>
        line.includes("this isn't gout") ? "[doctor] the blood test has ruled out gout. it's an infected nail." : line,
      );
      const note = await noteOf(ruled, render);
      expect(goutCodes(note.codeSuggestions)).toEqual([]);
      expect(note.subjective).not.toMatch(/\bgout\b/i);
    });

    it(`writes the conditions the patient says they have never had (${style})`, async () => {
      const never = [
        '[doctor] what brings you in today?',
        "[patient] i've had a cough for two weeks. i've never had asthma or copd.",
        '[doctor] any fever?',
        '[patient] no fever.',
      ];
      const note = await noteOf(never, render);
      expect(note.subjective).toMatch(/never had asthma or COPD/i);
    });

    it(`keeps gout the patient says they have, not guesses (${style})`, async () => {
      const known = GUESS.map((line) =>
        line.includes('i reckon')
          ? "[patient] my big toe has been red since friday. i've had gout for years, it's in my notes."
          : line,
      );
      const note = await noteOf(known, render);
      expect(goutStated(note).length).toBeGreaterThan(0);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * "Nothing to suggest a tear of the tendon, what we call a rupture": the clinical name given to a clause that
 * denies it is ruled out with that clause. Split off on its own ("What we call a rupture."), it lost the "nothing"
 * and read as present. The same appositive after an affirmed clause still leaves the diagnosis in the note.
 */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

async function noteText(lines: readonly string[], render: (text: string) => string): Promise<string> {
  const note = await new BuiltinNoteEngine().generate({ transcript: render(lines.join('\n')) });
  return [note.subjective, note.objective, note.assessment, note.plan].join('\n');
}

/** Note sentences naming `term` with no negation word in them. */
function statedAsPresent(text: string, term: RegExp): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => term.test(sentence) && !/\b(no|not|nothing|never|without)\b|n't\b/i.test(sentence));
}

const OPENING = [
  '[doctor] what brings you in today?',
  '[patient] my heel has been aching for six weeks, worse when i run.',
];

describe.each(STYLES)('a ruled-out diagnosis named by an appositive (%s)', (_style, render) => {
  it('is not written as present once the denying clause is cut off', async () => {
    const text = await noteText(
      [
        ...OPENING,
        '[doctor] the tendon is fine, there is nothing to suggest the tendon has torn, what we call a rupture: your calf squeeze test is normal.',
        '[doctor] this is achilles tendinopathy. i will refer you to physiotherapy.',
      ],
      render,
    );
    expect(statedAsPresent(text, /\brupture/i)).toEqual([]);
    expect(text).toMatch(/tendinopathy/i);
  });

  it('keeps a diagnosis the appositive names after an affirmed clause', async () => {
    const text = await noteText(
      [
        ...OPENING,
        '[doctor] the tendon at the back of your heel is thickened and sore, what we call achilles tendinopathy.',
        '[doctor] so this is achilles tendinopathy. i will refer you to physiotherapy.',
      ],
      render,
    );
    expect(statedAsPresent(text, /tendinopathy/i).length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

// A word that names something every object inherits ("constructor", "toString", "__proto__") once crashed the
// engine: vocabulary tables were plain object literals, so looking the word up found Object's own function.
const INHERITED = Object.getOwnPropertyNames(Object.prototype);

/** The word where each kind of table looks a word up: number, unit, drug, site, contraction, reaction, sex. */
function visitSaying(word: string): string {
  return [
    `[doctor] What brings you in today? Any ${word}?`,
    `[patient] I have had ${word} pain and a headache for twenty ${word} days. I'm a ${word}, I ${word}'t sleep.`,
    `[doctor] Do you take anything for it?`,
    `[patient] I take ${word} five ${word} twice a day, and ibuprofen ${word} milligrams. ${word} gave me a rash.`,
    `[doctor] Any fever? Any ${word} swelling of the ${word} ankle?`,
    `[patient] No fever, no ${word}.`,
    `[doctor] Your blood pressure is ${word} over eighty. It looks like a tension headache, ${word}.`,
    `[doctor] Take paracetamol one gram four times a day and come back in a ${word} of weeks.`,
  ].join('\n');
}

describe.each([
  ['written', (text: string) => text],
  ['spoken', toSpeechStyle],
])('a %s visit that says a name every object inherits', (_form, render) => {
  it.each(INHERITED)('writes a note, not a crash or an inherited value, for "%s"', async (word) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(visitSaying(word)) });
    const text = [note.subjective, note.objective, note.assessment, note.plan].join('\n');
    expect(text).not.toMatch(/function|native code|\[object|NaN|undefined/);
    expect(text.toLowerCase()).toContain('headache');
  });
});

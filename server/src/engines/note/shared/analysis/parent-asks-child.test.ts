import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

/** A parent asking the child they brought, and reading the answer off them: a "no" denies, a "yes" keeps. */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const OPENING = [
  "[doctor] hello, what's brought you both in?",
  "[patient] it's my son, alfie. he's had a runny nose and a cough since monday.",
  '[doctor] any earache?',
];

describe("a parent's question to the child", () => {
  it('denies what the child shakes his head to (written)', () => {
    const no = [
      ...OPENING,
      "[patient] he hasn't said. have you got a pain in your ears, alfie? no, he's shaking his head.",
    ];
    expect(assertionsOf(no.join('\n'), 'ear-pain')).not.toContain('present');
  });

  for (const [style, render] of STYLES) {
    // Never denied; speech glues the question to the clinician's, so it reads as asked and answered yes.
    it(`does not deny what the child nods to (${style})`, () => {
      const yes = [...OPENING, '[patient] have you got a pain in your ears, alfie? yes, he says the left one hurts.'];
      expect(assertionsOf(render(yes.join('\n')), 'ear-pain')).not.toContain('negated');
    });
  }
});

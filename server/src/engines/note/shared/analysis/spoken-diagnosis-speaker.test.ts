import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { objectBeforePhraseAt } from './object-pronoun';
import { scoreSpeaker } from './speaker-inference';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

const score = (text: string) => scoreSpeaker(tokenizeWords(text), false);
const spoken = (lines: readonly string[]) =>
  structureTranscript(toSpeechStyle(lines.join('\n'))).sentences.map((s) => [s.speaker, s.text]);

describe('a diagnosis given to the listener as a cue to who speaks', () => {
  it('scores naming the case or the disorder as the clinician', () => {
    expect(score('well this is a case of heat exhaustion from the long walk')).toBeGreaterThan(1);
    expect(score('you have an infection of the nail fold that has spread')).toBeGreaterThan(1);
    expect(score('that will take care of the infection')).toBeGreaterThan(1);
  });

  it("leaves a patient's own account, or a parent's of a child, to the other cues", () => {
    expect(score('i think i have an infection in my toe')).toBeLessThan(0);
    expect(score('she has an ear infection again')).toBeLessThan(2);
  });
});

describe('unpunctuated speech after a plan or an account', () => {
  it("starts the clinician's sentence at what the treatment will do", () => {
    const said = [
      '[doctor] i have sent your referral for physical therapy and you need to continue the antibiotic for two more days .',
      '[doctor] that will take care of the bladder infection .',
      '[doctor] do you have any questions ?',
      '[patient] no .',
    ];
    expect(spoken(said)).toContainEqual(['doctor', 'that will take care of the bladder infection']);
  });

  it("starts the clinician's impression after the patient's account", () => {
    const said = [
      '[patient] it comes on every few weeks , always on one side of the head , and bright light makes it worse .',
      '[doctor] this sounds like it is a migraine headache .',
    ];
    expect(spoken(said)).toContainEqual(['doctor', 'this sounds like it is a migraine headache']);
  });
});

describe('objectBeforePhraseAt', () => {
  const at = (text: string) => {
    const tokens = tokenizeWords(text);
    return objectBeforePhraseAt(
      tokens,
      tokens.findIndex((token) => token.norm === 'it'),
    );
  };

  it('reads "it" before a preposition or a time as an object', () => {
    expect(at('since i cut it on friday')).toBe(true);
    expect(at('we need to move it this week')).toBe(true);
  });

  it('lets "it" open a clause when a verb follows', () => {
    expect(at('the knee hurts it is worse at night')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentence-splitter';
import { toSpeechStyle } from '../speech-style';

const texts = (transcript: string) =>
  splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));

/** The piece that holds `marker`, in the written line and in its speech-style form. */
function pieceWith(line: string, marker: RegExp): string[] {
  return [line, toSpeechStyle(line)].map((transcript) => texts(transcript).find((piece) => marker.test(piece)) ?? '');
}

describe('a condition and what to do about it stay one sentence', () => {
  it('keeps the object of the action with its verb ("stop it and call me")', () => {
    const line = 'If the rash spreads to your face, or you start to wheeze at night, stop it and call me.';
    for (const piece of pieceWith(line, /rash spreads/i)) expect(piece).toMatch(/stop it and call me$/i);
  });

  it('keeps a long list of conditions with its action, punctuated or not', () => {
    const line =
      "But if your ankle turns blue, numb and cold while you're lying down, or you get a blister on the heel that keeps weeping, come in the same day.";
    for (const piece of pieceWith(line, /ankle turns blue/i)) expect(piece).toMatch(/come in the same day$/i);
  });

  it("keeps the clinician's answer to a condition that opens the sentence", () => {
    const line = "If you're still stiff after six weeks of physio and the tablets, I'll refer you to rheumatology.";
    for (const piece of pieceWith(line, /still stiff/i)) expect(piece).toMatch(/refer you to rheumatology$/i);
  });

  it('keeps a possessive object at the end of the sentence ("would change my plan")', () => {
    const line =
      'And if the swelling climbs above your knee, or you start to limp on the stairs, let me know, because that would change my plan.';
    for (const piece of pieceWith(line, /because that would/i)) expect(piece).toMatch(/would change my plan$/i);
  });

  it("still cuts where the speaker's own story starts a new clause", () => {
    const line = 'I can only walk about a block on a cold morning before it gets tight my calf cramps up and I stop.';
    expect(texts(line).length).toBeGreaterThan(1);
  });
});

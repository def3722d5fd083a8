import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { asksAfterTagAt, checksStatement, confirmsWholeStatement, opensWithDoes } from './tagged-question';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

const tokens = (text: string) => tokenizeWords(text);
const pieces = (text: string) => structureTranscript(text).sentences.map((sentence) => sentence.text);

describe('asksAfterTagAt', () => {
  it('opens a question at an auxiliary after a tag "right"', () => {
    const words = tokens('so you have gout right does it run in your family');
    expect(asksAfterTagAt(words, 5)).toBe(true);
  });

  it('reads no tag in "on the right"', () => {
    const words = tokens('the pain is on the right is it worse at night');
    expect(asksAfterTagAt(words, 6)).toBe(false);
  });
});

describe('checksStatement', () => {
  it('takes "you have gout right" as a statement checked by its tag', () => {
    expect(checksStatement(tokens('and you have gout right'))).toBe(true);
  });

  it('leaves real questions and sides alone', () => {
    expect(checksStatement(tokens('do you have gout right'))).toBe(false);
    expect(checksStatement(tokens('you have pain on the right'))).toBe(false);
  });
});

describe('opensWithDoes', () => {
  it('asks when "does" opens the piece and more follows', () => {
    expect(opensWithDoes(tokens('does gout run in your family'), 0)).toBe(true);
    expect(opensWithDoes(tokens('does'), 0)).toBe(false);
  });
});

describe('a checked diagnosis then a family question', () => {
  const written =
    'Doctor: The blood test shows your uric acid is high again. So you have gout, right? Does gout run in your family?\nPatient: No.';

  it('keeps the written sentences apart', () => {
    expect(pieces(written).slice(1)).toEqual(['So you have gout, right', 'Does gout run in your family', 'No']);
  });

  it('cuts speech after the tag and before the answer', () => {
    expect(pieces(toSpeechStyle(written)).slice(-3)).toEqual([
      'so you have gout right',
      'does gout run in your family',
      'no',
    ]);
  });
});

describe('confirmsWholeStatement', () => {
  it('takes a record read out, tagged or not, as one statement to confirm', () => {
    expect(confirmsWholeStatement(tokens('you have gout and kidney stones , right'))).toBe(true);
    expect(confirmsWholeStatement(tokens('so you have gout and kidney stones'))).toBe(true);
    expect(confirmsWholeStatement(tokens("you're on insulin"))).toBe(true);
  });

  it('leaves a list offered with "or", and a real question, to be asked', () => {
    expect(confirmsWholeStatement(tokens('you have gout or kidney stones'))).toBe(false);
    expect(confirmsWholeStatement(tokens('do you have gout and kidney stones'))).toBe(false);
    expect(confirmsWholeStatement(tokens('fever , chills'))).toBe(false);
  });
});

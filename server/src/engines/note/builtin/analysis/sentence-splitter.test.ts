import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentence-splitter';

function texts(transcript: string): string[] {
  return splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));
}

describe('splitSentences with punctuation', () => {
  it('splits at spaced and attached punctuation and marks questions', () => {
    const transcript = "i'm doing okay . how are you ? Fine.";
    const pieces = splitSentences(transcript, 0, transcript.length);
    expect(pieces.map((piece) => transcript.slice(piece.start, piece.end))).toEqual(["i'm doing okay", 'how are you', 'Fine']);
    expect(pieces.map((piece) => piece.questionMark)).toEqual([false, true, false]);
  });

  it('keeps abbreviations and decimals inside a sentence', () => {
    expect(texts('I saw Dr. Gutierrez today. Temp was 98.6 degrees.')).toEqual(['I saw Dr. Gutierrez today', 'Temp was 98.6 degrees']);
  });

  it('skips pieces without words', () => {
    expect(texts('... okay .')).toEqual(['okay']);
  });
});

describe('splitSentences without punctuation', () => {
  it('cuts dictated exam speech at cue words', () => {
    const transcript =
      "okay so let's do physical exam so i'm just gon na listen to your heart your heart sounds normal no murmurs or gallops listen to your lungs lungs are clear that's good news";
    expect(texts(transcript)).toEqual([
      "okay so let's do physical exam",
      "so i'm just gon na listen to your heart",
      'your heart sounds normal no murmurs or gallops listen to your lungs',
      'lungs are clear',
      "that's good news",
    ]);
  });

  it('cuts a patient story at new subjects but not after joining words', () => {
    const transcript =
      "my headache started about a week ago it's feeling like a dull pain in the back of my head i have flushing in my ears and sometimes i just feel dizzy when i get these headaches";
    expect(texts(transcript)).toEqual([
      'my headache started about a week ago',
      "it's feeling like a dull pain in the back of my head",
      'i have flushing in my ears and sometimes i just feel dizzy when i get these headaches',
    ]);
  });

  it('cuts a one-word answer off the question it answers', () => {
    const transcript = 'i have had a headache for a week have you had any fever no fever okay any vision changes no okay let me take a look';
    expect(texts(transcript)).toEqual([
      'i have had a headache for a week',
      'have you had any fever',
      'no fever',
      'okay any vision changes',
      'no',
      'okay let me take a look',
    ]);
  });

  it('leaves short unpunctuated answers whole', () => {
    expect(texts('yeah i felt a little pop and then it swelled up')).toEqual(['yeah i felt a little pop and then it swelled up']);
  });
});

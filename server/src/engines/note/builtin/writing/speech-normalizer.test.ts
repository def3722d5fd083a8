import { describe, expect, it } from 'vitest';
import { expandContractions, lexSpeech, normalizeSpeech, removeDisfluencies, trimEnds } from './speech-normalizer';

describe('speech normalizer', () => {
  it('lexes words and commas and drops false starts', () => {
    expect(lexSpeech("So here's the r- here's your X-ray, OK?")).toEqual([
      'so',
      "here's",
      'the',
      "here's",
      'your',
      'x-ray',
      ',',
      'ok',
    ]);
  });

  it('spells out split and whole contractions', () => {
    expect(expandContractions(['i', 'do', "n't", 'know', ',', "i'm", 'gon', 'na', 'go'])).toEqual([
      'i',
      'do',
      'not',
      'know',
      ',',
      'i',
      'am',
      'going',
      'to',
      'go',
    ]);
    expect(expandContractions(['it', 'ca', "n't", 'be'])).toEqual(['it', 'cannot', 'be']);
  });

  it('removes fillers, doubled words and stammers', () => {
    expect(removeDisfluencies('um , my , my knee , you know , really hurts the the most'.split(' '))).toEqual([
      'my',
      'knee',
      ',',
      'really',
      'hurts',
      'the',
      'most',
    ]);
  });

  it('trims lead-ins and dangling ends but keeps a meaningful no', () => {
    expect(trimEnds('okay so , my back hurts , okay'.split(' '))).toEqual(['my', 'back', 'hurts']);
    expect(trimEnds('no fever at all'.split(' '))).toEqual(['no', 'fever', 'at', 'all']);
    expect(trimEnds('no , i have not been checking'.split(' '))).toEqual(['i', 'have', 'not', 'been', 'checking']);
  });

  it('drops a wake word to the dictation device from the start (written and speech)', () => {
    const expected = ['sharon', 'brooks', 'is', 'a', '48', 'year', 'old', 'female'];
    expect(normalizeSpeech('hey , dragon , uh , sharon brooks is a 48 year old female')).toEqual(expected);
    expect(normalizeSpeech('hey dragon uh sharon brooks is a 48 year old female')).toEqual(expected);
  });

  it('runs all steps', () => {
    expect(normalizeSpeech("uh , so , over the the weekend , we've been moving boxes")).toEqual([
      'over',
      'the',
      'weekend',
      ',',
      'we',
      'have',
      'been',
      'moving',
      'boxes',
    ]);
  });
});

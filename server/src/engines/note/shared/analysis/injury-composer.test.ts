import { describe, expect, it } from 'vitest';
import { composeFractures } from './injury-composer';
import { tokenizeWords } from './word-tokenizer';

const fractures = (text: string) => composeFractures(tokenizeWords(text), []);

describe('composeFractures', () => {
  it('names a fracture by the bone site said with it, with its side', () => {
    const [fracture] = fractures('i broke my left wrist when i was ten');
    expect(fracture).toMatchObject({
      conceptId: 'fracture',
      display: 'wrist fracture',
      attributes: { site: 'wrist', laterality: 'left' },
    });
    expect(fractures('my ankle was fractured')[0]?.display).toBe('ankle fracture');
  });

  it('breaks nothing in "broke out in a rash" or at a site without bones', () => {
    expect(fractures('my arm broke out in a rash')).toEqual([]);
    expect(fractures('the broken skin on my lip')).toEqual([]);
  });
});

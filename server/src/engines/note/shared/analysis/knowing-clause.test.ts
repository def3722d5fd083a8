import { describe, expect, it } from 'vitest';
import { saysKnowingAt } from './knowing-clause';
import { statuses } from './mention-status.test-kit';
import { tokenizeWords } from './word-tokenizer';

const knowingAt = (text: string, k: number) => saysKnowingAt(tokenizeWords(text), k);

describe('saysKnowingAt', () => {
  it('reads "I think", "I\'m not sure" and "I can\'t remember" as what the speaker knows', () => {
    expect(knowingAt('i think', 0)).toBe(true);
    expect(knowingAt("i'm not really sure", 0)).toBe(true);
    expect(knowingAt("but i can't remember who", 1)).toBe(true);
  });

  it('leaves an "I" that has or remembers having something', () => {
    expect(knowingAt('i have it too', 0)).toBe(false);
    expect(knowingAt('i remember having headaches', 0)).toBe(false);
    expect(knowingAt('my dad', 0)).toBe(false);
  });
});

describe('an answer about relatives with the speaker only saying what they know', () => {
  it('gives the illness to the family despite "but I can\'t remember who"', () => {
    const visit = [
      '[doctor] does anyone in your family have diabetes ?',
      "[patient] yes , there's some diabetes , but i can't remember who .",
      '[doctor] okay .',
    ].join('\n');
    expect(statuses(visit, 'type-2-diabetes')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('still gives the speaker an illness they say they have themselves', () => {
    const visit = [
      '[doctor] does anyone in your family have diabetes ?',
      '[patient] i think my mum does , and i have diabetes myself .',
      '[doctor] okay .',
    ].join('\n');
    expect(statuses(visit, 'type-2-diabetes').written).toContain('present');
  });
});

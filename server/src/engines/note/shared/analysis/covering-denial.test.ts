import { describe, expect, it } from 'vitest';
import { deniesAllAsked } from './covering-denial';
import { statuses } from './mention-status.test-kit';
import { tokenizeWords } from './word-tokenizer';

describe('deniesAllAsked', () => {
  it('reads a denial that points back at what was asked', () => {
    expect(deniesAllAsked(tokenizeWords('I can walk, and there was no weakness or anything else you mentioned.'))).toBe(
      true,
    );
    expect(deniesAllAsked(tokenizeWords("i didn't have any of those"))).toBe(true);
    expect(deniesAllAsked(tokenizeWords('there was nothing like that'))).toBe(true);
  });

  it('leaves not knowing, a contrast, and a bare pointing-back alone', () => {
    expect(deniesAllAsked(tokenizeWords("I don't know what you mentioned."))).toBe(false);
    expect(deniesAllAsked(tokenizeWords('No, but my dad has some of those.'))).toBe(false);
    expect(deniesAllAsked(tokenizeWords('I had all of those.'))).toBe(false);
  });
});

describe('a run of questions answered "… no X or anything else you mentioned"', () => {
  const visit = [
    '[doctor] what brought you in ?',
    '[patient] my left arm went numb this morning .',
    '[doctor] any tingling in the hand ? any weakness ? could you still walk ?',
    '[patient] i could walk and there was no weakness or anything else you mentioned .',
    '[doctor] okay .',
  ].join('\n');

  it('denies every item asked before the last question, written and as speech', () => {
    expect(statuses(visit, 'hand-tingling')).toEqual({ written: ['negated'], speech: ['negated'] });
    expect(statuses(visit, 'weakness')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('keeps the yes to the last question when the run was answered only "yes"', () => {
    const yes = visit.replace('i could walk and there was no weakness or anything else you mentioned', 'yes i could');
    expect(statuses(yes, 'hand-tingling').written).not.toContain('negated');
  });
});

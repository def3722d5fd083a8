import { describe, expect, it } from 'vitest';
import { findHypotheticalEnds, hypotheticalScope } from '../analysis/hypothetical-scope';
import { statuses } from '../analysis/mention-status.test-kit';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { SHORT_HYPOTHETICAL_SCOPE_TOKENS } from './hypothetical-trigger.vocab';

describe('what a medicine may do, beside what the patient has', () => {
  it('keeps a real complaint after "and my" present past "can make you"', () => {
    const said = '[patient] The nifedipine can make you go red in the face and my ankles have been really swollen.';
    expect(statuses(said, 'leg-swelling')).toEqual({ written: ['present'], speech: ['present'] });
  });

  it('keeps a real complaint after "and I" or "but I" present past "you\'d expect"', () => {
    const said = "[patient] You'd expect a bit of tiredness with it and I've had a really bad cough for weeks.";
    expect(statuses(said, 'cough')).toEqual({ written: ['present'], speech: ['present'] });
    const upset = "[patient] I know it can upset your stomach but I've been getting diarrhoea every morning.";
    expect(statuses(upset, 'diarrhea')).toEqual({ written: ['present'], speech: ['present'] });
  });

  it('still reads the effects named right after the trigger as what may happen', () => {
    const said = '[doctor] This tablet can make you constipated or give you a headache, so drink plenty of water.';
    expect(statuses(said, 'constipation')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
    expect(statuses(said, 'headache')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
  });

  it('gives what a medicine may do a shorter reach than safety-netting', () => {
    expect(hypotheticalScope('can make you', 28)).toBe(SHORT_HYPOTHETICAL_SCOPE_TOKENS);
    expect(hypotheticalScope("you'd expect", 28)).toBeLessThan(28);
    expect(hypotheticalScope('if', 28)).toBe(28);
  });

  it('ends the reach at "and my" but not at "and I think"', () => {
    expect(findHypotheticalEnds(tokenizeWords('it can make you flushed and my ankles swell'))).toEqual([5]);
    expect(findHypotheticalEnds(tokenizeWords('side effects are nausea and i think headache'))).toEqual([]);
  });

  it('keeps general talk hypothetical when the speaker goes on with "and I think"', () => {
    const said = '[doctor] It can make you feel sick and I think it can give you a headache too.';
    expect(statuses(said, 'headache')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
  });
});

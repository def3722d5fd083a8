import { describe, expect, it } from 'vitest';
import { phraseKeys } from '../../../shared/analysis/word-tokenizer';
import { SAFETY_NET_ACTIONS, SAFETY_NET_CONDITIONS, UK_WRITTEN_FORMS } from './gp-style.vocab';

const spell = (text: string) => UK_WRITTEN_FORMS.reduce((out, [pattern, form]) => out.replace(pattern, form), text);

describe('GP style vocabulary', () => {
  it('lists lower-case safety-netting phrases once, each with words', () => {
    for (const list of [SAFETY_NET_CONDITIONS, SAFETY_NET_ACTIONS]) {
      expect(new Set(list).size).toBe(list.length);
      for (const phrase of list) {
        expect(phrase).toBe(phrase.toLowerCase().trim());
        expect(phraseKeys(phrase).length, phrase).toBeGreaterThan(0);
      }
    }
  });

  it('names the UK services a GP sends patients to', () => {
    for (const action of ['a and e', 'nhs 111', 'call 999', 'come back']) expect(SAFETY_NET_ACTIONS).toContain(action);
  });

  it('writes A&E, NHS 111, GP and 999 as UK notes do, from written and spoken forms', () => {
    expect(spell('go straight to a e or call nhs one one one')).toBe('go straight to A&E or call NHS 111');
    expect(spell('go to a and e, see your gp or dial nine nine nine')).toBe('go to A&E, see your GP or dial 999');
    expect(spell('go to A&E')).toBe('go to A&E');
  });

  it('leaves words that only contain the letters alone', () => {
    expect(spell('a vitamin e tablet, a pen, the gpa')).toBe('a vitamin e tablet, a pen, the gpa');
  });
});

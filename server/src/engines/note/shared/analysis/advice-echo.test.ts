import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

/** Safety-netting said back by the patient names what may come; their own words beside a finding keep it theirs. */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const ADVICE = [
  '[doctor] your ankle is sprained, not broken. rest it and keep it up.',
  '[doctor] if the foot goes cold or numb, you get a high temperature, or you start vomiting, ring 111 straight away.',
];

describe('advice said back', () => {
  for (const [style, render] of STYLES) {
    it(`reads a bare list said back as what may come (${style})`, () => {
      const echo = render(
        [...ADVICE, '[patient] okay. cold foot, high temperature, vomiting, 111. thanks.'].join('\n'),
      );
      expect(assertionsOf(echo, 'vomiting')).not.toContain('present');
    });

    it(`keeps vomiting the patient says they have after the advice (${style})`, () => {
      const own = render([...ADVICE, "[patient] okay. i've actually been vomiting since last night."].join('\n'));
      expect(assertionsOf(own, 'vomiting')).toContain('present');
    });
  }

  it('keeps a lone finding said back with a yes (written)', () => {
    const yes = [...ADVICE, '[patient] vomiting, yes.'].join('\n');
    expect(assertionsOf(yes, 'vomiting')).toContain('present');
  });
});

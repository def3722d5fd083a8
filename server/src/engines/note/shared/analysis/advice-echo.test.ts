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

    it(`keeps findings the patient says they already have in the advice's words (${style})`, () => {
      const had = render(
        [
          '[doctor] it looks like a water infection.',
          '[doctor] if you get vomiting, a high temperature or back pain, come straight back.',
          '[patient] i have already got vomiting, high temperature, back pain.',
        ].join('\n'),
      );
      expect(assertionsOf(had, 'vomiting')).toContain('present');
      expect(assertionsOf(had, 'back-pain')).toContain('present');
    });

    it(`reads a list said back with "got it" as what may come (${style})`, () => {
      const gotIt = render(
        [...ADVICE, '[patient] got it. cold foot, high temperature, vomiting, 111. thank you.'].join('\n'),
      );
      expect(assertionsOf(gotIt, 'vomiting')).not.toContain('present');
    });

    it(`keeps vomiting the patient says they have after the advice (${style})`, () => {
      const own = render([...ADVICE, "[patient] okay. i've actually been vomiting since last night."].join('\n'));
      expect(assertionsOf(own, 'vomiting')).toContain('present');
    });
  }

  it('leaves a clinician naming the advice again as they said it (written)', () => {
    const doctor = [...ADVICE, '[doctor] right. cold foot, high temperature, vomiting. okay.'].join('\n');
    expect(assertionsOf(doctor, 'vomiting').at(-1)).not.toBe('hypothetical');
  });

  it('keeps a lone finding said back with a yes (written)', () => {
    const yes = [...ADVICE, '[patient] vomiting, yes.'].join('\n');
    expect(assertionsOf(yes, 'vomiting')).toContain('present');
  });
});

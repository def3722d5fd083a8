import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

/** "Weight loss? I wish.": a finding said back with a wry answer is denied; a wish about something else is not. */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const ASKED = '[doctor] and your appetite, are you eating much less, any weight loss at all?';

describe('a wry "I wish"', () => {
  for (const [style, render] of STYLES) {
    it(`denies the finding said back with it (${style})`, () => {
      const wry = render([ASKED, "[patient] weight loss, i wish. no, i'm eating for two."].join('\n'));
      expect(assertionsOf(wry, 'weight-loss')).not.toContain('present');
    });
  }

  it('leaves a finding present when the wish is about something else (written)', () => {
    const wish = [ASKED, '[patient] weight loss, yes, i wish it would stop, two stone since may.'].join('\n');
    expect(assertionsOf(wish, 'weight-loss')).toContain('present');
  });
});

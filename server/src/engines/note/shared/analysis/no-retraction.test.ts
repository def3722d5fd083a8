import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

const asked = (answer: string) =>
  ['Doctor: Have you had any chest pain?', `Patient: ${answer}`, 'Doctor: Okay.'].join('\n');

describe('noTakenBack', () => {
  it('reads a "no" taken back at once as a yes, written and spoken', () => {
    for (const answer of [
      "I don't think so. Actually, yes, now that you mention it, when I climb stairs.",
      'No. Oh yeah, come to think of it, once or twice.',
      'Not that I know of. A bit last month, maybe.',
    ])
      expect(statuses(asked(answer), 'chest-pain')).toEqual({ written: ['present'], speech: ['present'] });
  });

  it('keeps the "no" when "a bit" names something else', () => {
    expect(statuses(asked("I don't think so. A bit tired though."), 'chest-pain')).toEqual({
      written: ['negated'],
      speech: ['negated'],
    });
  });

  it('keeps the "no" when the speaker goes on to something else', () => {
    for (const answer of ['No. Oh yes, and my knee has been sore.', 'No, not really. My back hurts, well yes, a bit.'])
      expect(statuses(asked(answer), 'chest-pain')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('keeps the "no" when the "yes" is said of someone else', () => {
    expect(statuses(asked('No. Well, yes, my husband has had it.'), 'chest-pain').written).toEqual(['negated']);
    expect(statuses(asked("I don't think so. Well yes, my brother does."), 'chest-pain').speech).toEqual(['negated']);
  });
});

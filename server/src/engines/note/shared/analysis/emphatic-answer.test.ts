import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

/**
 * Answers whose first word misleads: "absolutely not" denies though "absolutely" alone agrees, and "no, oh wait, …"
 * takes the "no" back. Our own sentences, written and through toSpeechStyle.
 */
const visit = (question: string, answer: string) =>
  [
    '[doctor] What brings you in today?',
    '[patient] I have had a sore throat for three days.',
    `[doctor] ${question}`,
    `[patient] ${answer}`,
    '[doctor] Okay, let me look at your throat.',
  ].join('\n');

describe('an emphatic answer to a yes/no question', () => {
  it('denies with "absolutely not" or "of course not"', () => {
    const drugs = visit('Any history of drug abuse?', 'Absolutely not.');
    expect(statuses(drugs, 'substance-use-disorder')).toEqual({ written: ['negated'], speech: ['negated'] });
    const fever = visit('Have you had a fever at all?', 'Of course not, I would have said.');
    expect(statuses(fever, 'fever')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('still agrees with "absolutely" said as a yes', () => {
    expect(statuses(visit('Have you had a fever at all?', 'Yes, absolutely, every night this week.'), 'fever')).toEqual(
      { written: ['present'], speech: ['present'] },
    );
    expect(
      statuses(visit('Have you had a fever at all?', 'Absolutely, every night this week.'), 'fever').written,
    ).toEqual(['present']);
  });
});

describe('a "no" the speaker stops short and takes back', () => {
  it('leaves what follows "oh wait" unnegated, and a plain denial denied', () => {
    const back = visit('Have you been sick at all?', 'No, oh wait, I vomited once on Sunday night.');
    expect(statuses(back, 'vomiting')).toEqual({ written: ['present'], speech: ['present'] });
    const plain = visit('Have you been sick at all?', 'No, no vomiting at all.');
    expect(statuses(plain, 'vomiting')).toEqual({ written: ['negated'], speech: ['negated'] });
  });
});

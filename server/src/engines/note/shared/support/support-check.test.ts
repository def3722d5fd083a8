import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../analysis/transcript-analyzer';
import { SupportCheck } from './support-check';

const TRANSCRIPT = '[doctor] any fever ?\n[patient] no fever . i have had a cough for three days .';
const check = new SupportCheck(TRANSCRIPT, analyzeTranscript(TRANSCRIPT).findings);

function span(quote: string) {
  const start = TRANSCRIPT.indexOf(quote);
  return { start, end: start + quote.length, quote };
}

describe('SupportCheck', () => {
  it('keeps a sentence resting on an exact quote of two words or more', () => {
    expect(check.problemOf({ text: 'Cough for 3 days.', evidence: [span('i have had a cough for three days')] })).toBe(
      null,
    );
  });

  it('names what is wrong with an unsupported sentence', () => {
    const cough = [span('a cough for three days')];
    expect(check.problemOf({ text: ' ', evidence: cough })).toBe('emptySentence');
    expect(check.problemOf({ text: 'Cough for 5 days.', evidence: cough })).toBe('numberNotInTranscript');
    expect(check.problemOf({ text: 'Reports fever and cough.', evidence: cough })).toBe('contradictsDenial');
    expect(check.problemOf({ text: 'Cough.', evidence: [] })).toBe('noEvidence');
    expect(check.problemOf({ text: 'Cough.', evidence: [{ ...span('a cough'), quote: 'a cold' }] })).toBe(
      'quoteNotFound',
    );
    // "The patient understands and agrees with the plan." resting on "okay" alone is a stock phrase.
    expect(check.problemOf({ text: 'Agrees with the plan.', evidence: [span('no')] })).toBe('quoteNotFound');
  });
});

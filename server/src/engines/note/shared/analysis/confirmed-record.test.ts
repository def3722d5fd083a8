import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

// The clinician reads out what the record says; the patient agrees.
const readOut = '[doctor] and you have gout and kidney stones , right ?\n[patient] that sounds right .';

describe('a known problem read out and confirmed', () => {
  it('reads each condition of the statement as present, not uncertain, written and spoken', () => {
    for (const concept of ['gout', 'kidney-stones']) {
      const { written, speech } = statuses(readOut, concept);
      expect(written, concept).toEqual(['present']);
      expect(speech, concept).toEqual(['present']);
    }
  });

  it('reads a single condition confirmed with "right" as present', () => {
    const { written, speech } = statuses('[doctor] you have asthma , right ?\n[patient] right .', 'asthma');
    expect(written).toEqual(['present']);
    expect(speech).toEqual(['present']);
  });

  it('leaves a yes to a list offered with "or" unsure which', () => {
    const offered = '[doctor] you have gout or kidney stones ?\n[patient] yes .';
    expect(statuses(offered, 'gout').written).toEqual(['uncertain']);
  });

  it('still denies a condition read out that the patient says no to', () => {
    const { written, speech } = statuses('[doctor] you have asthma , right ?\n[patient] no , never .', 'asthma');
    expect(written).toEqual(['negated']);
    expect(speech).toEqual(['negated']);
  });
});

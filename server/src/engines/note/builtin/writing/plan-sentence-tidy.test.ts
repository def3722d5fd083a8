import { describe, expect, it } from 'vitest';
import { isDanglingCondition, withoutDanglingEnd } from './plan-sentence-tidy';
import { toSpeechStyle } from '../../shared/speech-style';

describe('plan sentence tidying', () => {
  it('drops words that lead nowhere at the end of a plan sentence', () => {
    expect(withoutDanglingEnd('We will give her 600 mg every 6 hours and we will.')).toBe(
      'We will give her 600 mg every 6 hours.',
    );
    expect(withoutDanglingEnd('We will.')).toBe('We will.');
    expect(withoutDanglingEnd('She will call if it gets worse.')).toBe('She will call if it gets worse.');
  });

  it('knows a condition cut off from its consequence', () => {
    expect(isDanglingCondition('If it does not get better.')).toBe(true);
    expect(isDanglingCondition('And if it does not get better.')).toBe(true);
    expect(isDanglingCondition('If it does not get better, call us.')).toBe(false);
    expect(isDanglingCondition('If needed we will refer her to physical therapy.')).toBe(false);
  });

  it('reads a speech-style condition the same way', () => {
    const spoken = toSpeechStyle('And if it does not get better.');
    expect(isDanglingCondition(`${spoken.charAt(0).toUpperCase()}${spoken.slice(1)}.`)).toBe(true);
  });
});

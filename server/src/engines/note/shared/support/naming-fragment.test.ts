import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { isNamingFragment } from './naming-fragment';

describe('isNamingFragment', () => {
  it('finds a sentence that is only the name given to the clause before it', () => {
    expect(isNamingFragment('What we call sciatica.')).toBe(true);
    expect(isNamingFragment('• Patient Education and Counseling: What we call hydrocephalus her gait.')).toBe(true);
    expect(isNamingFragment("what's called plantar fasciitis")).toBe(true);
  });

  it('leaves a whole sentence that names the condition with its finding', () => {
    expect(isNamingFragment('Swelling of the tendon sheath, what we call tenosynovitis.')).toBe(false);
    expect(isNamingFragment('Plantar fasciitis.')).toBe(false);
    expect(isNamingFragment('We called the pharmacy.')).toBe(false);
  });

  it('leaves a sentence that goes on past the name to a finding of its own, written and spoken', () => {
    for (const text of [
      'What we call plantar fasciitis, and your heel is tender when I press here.',
      'Known as a rotator cuff tear, but your reflexes are normal.',
    ]) {
      expect(isNamingFragment(text)).toBe(false);
      expect(isNamingFragment(toSpeechStyle(text))).toBe(false);
    }
    expect(isNamingFragment(toSpeechStyle('What we call pins and needles.'))).toBe(true);
  });
});

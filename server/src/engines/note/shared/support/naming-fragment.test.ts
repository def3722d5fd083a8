import { describe, expect, it } from 'vitest';
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
});

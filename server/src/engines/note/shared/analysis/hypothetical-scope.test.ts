import { describe, expect, it } from 'vitest';
import { explainsOwnedFinding } from './hypothetical-scope';

const words = (text: string) => text.split(' ');

describe('explainsOwnedFinding', () => {
  it("leaves a cause said as the patient's own to stand", () => {
    expect(explainsOwnedFinding('would explain', words('your gout would explain the swelling'), 1)).toBe(true);
    expect(explainsOwnedFinding('would cause', words('my migraine would cause that'), 1)).toBe(true);
  });

  it('keeps a cause told as what would explain the symptoms hypothetical', () => {
    expect(explainsOwnedFinding('would cause', words('a stone in the ureter would cause this'), 1)).toBe(false);
    expect(explainsOwnedFinding('would explain', words('gallstones would explain it'), 0)).toBe(false);
  });

  it('concerns only the would-be-cause phrases', () => {
    expect(explainsOwnedFinding('if you get', words('your asthma if you get worse'), 1)).toBe(false);
  });
});

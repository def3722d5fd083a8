import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeHistoryLists } from './history-writer';
import { contextFor } from './writer-test-kit';

const OPENING = ['[doctor] what brings you in today ?', '[patient] my back hurts since the weekend .'];

/** The Allergies line written for an answer to "any allergies to medicines?", as written and as speech. */
function allergyLine(answer: string): string[] {
  const lines = [...OPENING, '[doctor] any allergies to medicines ?', answer];
  return [lines, toSpeechStyle(lines.join('\n')).split('\n')].map((said) => {
    const block = writeHistoryLists(contextFor(said)).find((b) => b.heading === 'ALLERGIES');
    return block?.statements.map((s) => s.text).join(' ') ?? '';
  });
}

describe('allergenName', () => {
  it('keeps a brand said beside its generic', () => {
    for (const line of allergyLine('[patient] yes , lamisil .')) expect(line).toBe('Allergies: Lamisil (terbinafine).');
  });

  it('writes a generic as said, never as a brand nobody said', () => {
    for (const line of allergyLine('[patient] yes , cyclobenzaprine .'))
      expect(line).toBe('Allergies: cyclobenzaprine.');
  });

  it('writes a class and a non-drug allergen by their one name', () => {
    for (const line of allergyLine('[patient] yes , painkillers and latex gloves .'))
      expect(line).toBe('Allergies: pain medication, latex.');
  });

  it('keeps the brand said when the term is another brand, with that term beside it', () => {
    for (const line of allergyLine('[patient] yes , septrin , it gave me ulcers .'))
      expect(line).toMatch(/^Allergies: Septrin \(Bactrim\)/);
    for (const line of allergyLine('[patient] yes , macrodantin .'))
      expect(line).toBe('Allergies: Macrodantin (Macrobid).');
  });
});

import { describe, expect, it } from 'vitest';
import { bothWays, icd10Of, visit } from './transcript-codes.test-kit';

// A reaction told only as what an allergy does is the allergy list's business, not a problem of the visit.
describe('codes beside an allergy reaction', () => {
  it('does not code hives the patient gets from an allergy', () => {
    const transcript = visit(
      '[patient] i have had a sore ear for three days .',
      '[doctor] any allergies ?',
      '[patient] sulfa drugs . i am allergic , i come out in hives .',
      '[doctor] your ear drum is red and bulging , this is an ear infection , acute otitis media .',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text).filter((code) => code.startsWith('L50'))).toEqual([]);
  });

  it('does not code the hives of a drug allergy the clinician reads back', () => {
    const transcript = visit(
      '[patient] my throat has been sore for two days .',
      '[doctor] the swab is positive , so this is strep throat .',
      '[doctor] any allergies ?',
      '[patient] amoxicillin , it gave me hives as a child .',
      '[doctor] because of the hives with amoxicillin , i will give you azithromycin .',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('J02.0');
      expect(codes.filter((code) => code.startsWith('L50'))).toEqual([]);
    }
  });

  it('still codes hives the visit is about', () => {
    const transcript = visit(
      '[patient] i broke out in hives all over this morning .',
      '[doctor] this is acute urticaria , take the antihistamine .',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text).some((code) => code.startsWith('L50'))).toBe(true);
  });
});

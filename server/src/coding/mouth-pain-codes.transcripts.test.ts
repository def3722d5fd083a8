import { describe, expect, it } from 'vitest';
import { bothWays, icd10Of, visit } from './transcript-codes.test-kit';

/**
 * A sore tongue or a sore mouth is a symptom: K14.6 Glossodynia is a chronic burning tongue and K13.79 a lesion of
 * the mouth, and R52 and stomatitis say no more than the patient did. A wrong specific code is worse than none.
 */
const codesOf = (...lines: string[]) => bothWays(visit(...lines)).map(icd10Of);

describe('a sore tongue or mouth', () => {
  it('codes a bitten, sore tongue as nothing, written and spoken', () => {
    for (const codes of codesOf(
      '[doctor] what brings you in ?',
      '[patient] i bit my tongue on saturday and now my tongue is sore .',
      '[doctor] it will heal in a few days , rinse with salt water .',
    ))
      expect(codes).toEqual([]);
  });

  it('codes a mouth sore after the dentist as nothing, and no sore throat, written and spoken', () => {
    for (const codes of codesOf(
      '[doctor] what brings you in ?',
      '[patient] my mouth is sore since the dentist pulled a tooth on monday .',
      '[doctor] that should settle in a week .',
    )) {
      expect(codes).toEqual([]);
    }
  });

  it('still codes a sore throat, written and spoken', () => {
    for (const codes of codesOf(
      '[doctor] what brings you in ?',
      '[patient] my throat is really sore since sunday .',
      '[doctor] it is viral , it will settle .',
    ))
      expect(codes).toContain('R07.0');
  });
});

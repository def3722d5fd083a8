import { describe, expect, it } from 'vitest';
import { bothWays, icd10Of, visit } from './transcript-codes.test-kit';

/** Type 2 diabetes said with its hyperglycaemia is E11.65; said as controlled, or with sugars not high, E11.9. */
describe('type 2 diabetes and its control, written and spoken', () => {
  it.each([
    ['[doctor] Your readings tell me this is diabetes with high blood sugars, so we will add a second tablet.'],
    ['[doctor] The blood tests show uncontrolled diabetes, so we will raise the metformin.'],
  ])('codes E11.65 when high sugars or poor control are stated: %s', (line) => {
    const transcript = visit('[doctor] How have you been?', '[patient] Tired, mostly.', line);
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('E11.65');
      expect(codes).not.toContain('E11.9');
    }
  });

  it.each([
    ['[doctor] I would call this type 2 diabetes with high sugars, so a second tablet makes sense.'],
    ['[doctor] That makes it type 2 diabetes with high blood sugar, we will step up the treatment.'],
  ])('codes E11.65 when "type 2" opens the longer phrase: %s', (line) => {
    const transcript = visit('[doctor] How have you been?', '[patient] Thirsty a lot.', line);
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('E11.65');
      expect(codes).not.toContain('E11.9');
    }
  });

  it('keeps E11.9 for type 2 diabetes said without its control', () => {
    const transcript = visit(
      '[doctor] How have you been?',
      '[patient] Fine.',
      '[doctor] Your type 2 diabetes is steady.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).toContain('E11.9');
  });

  it('keeps E11.9 when the sugars are said not to be high', () => {
    const transcript = visit(
      '[doctor] How is the diabetes?',
      '[patient] Fine, my sugars are not high at all.',
      '[doctor] Good, your diabetes is well controlled, carry on with the metformin.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('E11.9');
      expect(codes).not.toContain('E11.65');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

// Problems clinicians assess aloud that our vocabulary or table lacked: each said plainly, written and spoken.
const cases = [
  [
    'keratosis pilaris',
    visit('[patient] i get rough little bumps on the backs of my arms .', '[doctor] that is keratosis pilaris .'),
    'L85.8',
  ],
  [
    'greater trochanteric pain syndrome',
    visit(
      '[patient] the outside of my hip aches when i lie on it .',
      '[doctor] you have greater trochanteric pain syndrome , so we will start some exercises .',
    ),
    'M70.60',
  ],
  [
    'transient synovitis',
    visit(
      '[patient] he has been limping since his cold last week .',
      '[doctor] his x-ray is normal and he has no fever , so this is transient synovitis .',
    ),
    'M67.359',
  ],
  [
    'pulmonary oedema read off a film',
    visit('[doctor] the chest film shows pulmonary oedema , so we will start a water tablet .'),
    'J81.1',
  ],
  [
    'a pressure sore the patient first calls an ulcer',
    visit(
      '[patient] the ulcer on my hip has opened up again .',
      '[doctor] it is a pressure sore from sitting in the wheelchair all day .',
    ),
    'L89.90',
  ],
  [
    'ADHD spelled out letter by letter',
    visit('[doctor] the school reports fit with A D H D , so we will start a stimulant .'),
    'F90.9',
  ],
  ['atrial fibrillation spelled out', visit('[patient] i take warfarin for my A F I B .'), 'I48.91'],
  [
    'hypertension named as a blood pressure above target',
    visit(
      '[patient] i take amlodipine every morning .',
      '[doctor] your blood pressure is above target today , so we will add a second tablet .',
    ),
    'I10',
  ],
  [
    "cow's milk protein allergy",
    visit("[doctor] this is a cow's milk protein allergy , so we will change to a special formula ."),
    'Z91.011',
  ],
  ['lactational mastitis', visit('[doctor] this is lactational mastitis , so keep feeding from that side .'), 'O91.23'],
] as const;

describe('problems assessed aloud that the table lacked', () => {
  codesEachCase(cases, it, (codes, code) => expect(codes).toContain(code));
});

describe('the new problems are still only coded when the patient has them', () => {
  it('does not code a pressure sore as a stomach ulcer, written and spoken', () => {
    const transcript = visit(
      '[patient] the ulcer on my hip has opened up again .',
      '[doctor] it is a pressure sore from sitting in the wheelchair all day .',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text).some((c) => c.startsWith('K27'))).toBe(false);
  });

  it('codes pulmonary oedema with the heart failure it comes from, not on its own, written and spoken', () => {
    const transcript = visit(
      '[doctor] your chest film shows pulmonary edema , this is heart failure , so we will start furosemide .',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.some((c) => c.startsWith('I50'))).toBe(true);
      expect(codes.some((c) => c.startsWith('J81'))).toBe(false);
    }
  });

  it("does not code a relative's or a ruled-out transient synovitis, written and spoken", () => {
    const transcript = visit(
      '[patient] my brother had transient synovitis as a boy .',
      '[doctor] this is not transient synovitis , the hip moves freely .',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text).some((c) => c.startsWith('M67.35'))).toBe(false);
  });

  it('does not code one high reading as hypertension, written and spoken', () => {
    const transcript = visit('[doctor] your blood pressure is a bit high today , we will recheck it next week .');
    for (const text of bothWays(transcript)) expect(icd10Of(text)).not.toContain('I10');
  });
});

import { describe, expect, it } from 'vitest';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

/** Problems a GP names in passing in the plan that had no concept, so the visit went without their code. */
describe('problems of a GP visit, coded written and spoken', () => {
  codesEachCase(
    [
      [
        'a blood pressure that drops on standing',
        visit(
          '[patient] I went all grey when I got out of the chair and ended up on the floor.',
          '[doctor] Lying down you are one forty over eighty, and standing it falls to one ten.',
          '[doctor] That is postural hypotension, and I think the new tablet is doing it.',
        ),
        'I95.1',
      ],
      [
        'leaking on coughing',
        visit(
          '[patient] When I sneeze or laugh a little urine comes out.',
          '[doctor] That is stress incontinence. Pelvic floor exercises are the first thing to try.',
        ),
        'N39.3',
      ],
      [
        'a stuck-on waxy growth in British spelling',
        visit(
          '[patient] Can you look at this brown patch on my back?',
          '[doctor] It is rough and looks stuck on. This is a seborrhoeic keratosis, which is harmless.',
        ),
        'L82.1',
      ],
      [
        'flushes as the periods tail off',
        visit(
          '[patient] I get hot flushes all day and my periods are all over the place.',
          '[doctor] At fifty-one with those symptoms this is the perimenopause. We can talk about HRT.',
        ),
        'N95.1',
      ],
      [
        "the patient's own blood pressure tablets",
        visit(
          '[patient] My cough began soon after the new pill for my blood pressure.',
          '[doctor] That tablet is known for a dry cough, so we will switch it.',
        ),
        'I10',
      ],
    ],
    it,
    (codes, code) => expect(codes).toContain(code),
  );

  it('codes no hypertension for blood pressure drugs spoken of in general', () => {
    const general = visit(
      '[patient] I get a tickly cough at night.',
      '[doctor] Some blood pressure tablets can do that, but you are not on any, so it is more likely a post-viral cough.',
    );
    for (const text of bothWays(general)) expect(icd10Of(text)).not.toContain('I10');
  });

  it("codes no postural hypotension that only the patient's mother had", () => {
    const mother = visit(
      '[patient] My mother had postural hypotension and kept fainting.',
      '[doctor] Your readings lying and standing are the same, so there is no drop for you.',
    );
    for (const text of bothWays(mother)) expect(icd10Of(text)).not.toContain('I95.1');
  });

  it('codes no influenza for the nasal flu vaccine a child was given', () => {
    const vaccine = visit(
      '[doctor] Is she up to date with her immunisations?',
      '[patient] Yes, all the baby ones, and she had the nasal flu one at nursery.',
      '[doctor] Good. The rash on her hands is eczema, keep using the emollient.',
    );
    for (const text of bothWays(vaccine)) expect(icd10Of(text)).not.toContain('J11.1');
  });

  it('places ulcers by the site said after them, not a foot named just before', () => {
    const mouth = visit(
      '[patient] He has spots on his hands and feet.',
      '[doctor] Red spots on the palms and soles, and the ulcers in the mouth. This is hand, foot and mouth disease.',
    );
    for (const text of bothWays(mouth)) {
      const codes = icd10Of(text);
      expect(codes.some((code) => code.startsWith('L97'))).toBe(false);
      expect(codes).toContain('B08.4');
    }
  });

  it('codes no separate itch beside the conjunctivitis or hay fever that explains it', () => {
    const eyes = visit(
      '[patient] Both eyes are red, sticky and itchy since the weekend.',
      '[doctor] This is infective conjunctivitis in both eyes. Bathe them and use the drops for the itching.',
    );
    for (const text of bothWays(eyes)) {
      const codes = icd10Of(text);
      expect(codes.some((code) => code.startsWith('H10'))).toBe(true);
      expect(codes.some((code) => code.startsWith('L29'))).toBe(false);
    }
  });
});

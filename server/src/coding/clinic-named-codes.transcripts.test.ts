import { describe, expect, it } from 'vitest';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

// Diagnoses a clinician names at the desk, each with its own code (clinic-named-condition.vocab.ts).
const cases = [
  [
    'a dental abscess',
    visit('[patient] my cheek throbs all night .', '[doctor] you have a dental abscess , you need a dentist today .'),
    'K04.7',
  ],
  [
    'an abscess at the root of a tooth the clinician points at',
    visit(
      '[patient] it hurts when i bite down on the left .',
      '[doctor] i think there is an abscess at the root of that tooth , so see a dentist urgently .',
    ),
    'K04.7',
  ],
  [
    'razor bumps',
    visit(
      '[patient] i get red spots on my neck after shaving .',
      '[doctor] those are razor bumps , pseudofolliculitis .',
    ),
    'L73.1',
  ],
  [
    'a corn',
    visit(
      '[patient] the side of my toe hurts in my boots .',
      '[doctor] that is a corn from the pressure of the boot .',
    ),
    'L84',
  ],
  [
    'Osgood-Schlatter disease',
    visit(
      '[patient] my knee hurts after football .',
      '[doctor] this is osgood-schlatter disease , it settles with growth .',
    ),
    'M92.529',
  ],
  [
    'ectopic beats',
    visit('[patient] my heart skips now and then .', '[doctor] i think these are ectopic beats , which are harmless .'),
    'I49.49',
  ],
  [
    'visible haematuria',
    visit('[doctor] you have visible haematuria , so i am referring you to urology urgently .'),
    'R31.0',
  ],
  [
    'a post-traumatic headache',
    visit(
      '[patient] since the fall i get a headache every day .',
      '[doctor] this is a post-traumatic headache , we will treat it with rest .',
    ),
    'G44.309',
  ],
  [
    'raised LDL',
    visit('[doctor] you have diabetes .', '[doctor] also your ldl went up , so we will recheck it in a month .'),
    'E78.00',
  ],
  [
    'raised LDL said to be out of the normal range',
    visit('[doctor] you have diabetes .', '[doctor] your ldl is high , it is not in the normal range .'),
    'E78.00',
  ],
  [
    'raised liver tests',
    visit('[doctor] you have gout .', '[doctor] i think your liver tests are up because of the alcohol .'),
    'R94.5',
  ],
  [
    'raised liver enzymes heading a numbered problem',
    visit(
      '[doctor] first , you have gout , so we will start colchicine .',
      '[doctor] and third , your liver enzymes are elevated , so i will order an ultrasound .',
    ),
    'R74.01',
  ],
] as const;

describe('diagnoses a clinician names at the desk', () => {
  codesEachCase(cases, it, (codes, code) => expect(codes).toContain(code));
});

const codesOf = (...lines: string[]) => bothWays(visit(...lines)).map(icd10Of);

describe('words that only look like these diagnoses', () => {
  it('leaves a skin abscess a skin abscess, written and spoken', () => {
    for (const codes of codesOf('[doctor] you have an abscess on your forearm , i will drain it .')) {
      expect(codes).not.toContain('K04.7');
      expect(codes.some((code) => code.startsWith('L02'))).toBe(true);
    }
  });

  it('does not code corn the food as a corn on the foot, written and spoken', () => {
    for (const codes of codesOf(
      '[patient] i had corn on the cob for dinner and then a corn dog , and my tummy hurt .',
      '[doctor] you have gastritis .',
    ))
      expect(codes).not.toContain('L84');
  });

  it('does not code a corn the patient denies, written and spoken', () => {
    for (const codes of codesOf(
      '[doctor] any corns on your feet ?',
      '[patient] no .',
      '[doctor] you have athlete foot .',
    ))
      expect(codes).not.toContain('L84');
  });

  it('does not code a cholesterol or liver test only ordered, written and spoken', () => {
    for (const codes of codesOf(
      '[doctor] you have gout .',
      '[doctor] we will check your cholesterol and repeat the liver tests in three months .',
    )) {
      expect(codes.some((code) => code.startsWith('E78'))).toBe(false);
      expect(codes.some((code) => code.startsWith('R94') || code.startsWith('R74'))).toBe(false);
    }
  });

  it('does not code a corn snake or a corn maze as a corn on the foot, written and spoken', () => {
    for (const codes of codesOf(
      '[patient] i keep a corn snake and we went to a corn maze on sunday .',
      '[doctor] you have eczema on your hands .',
    ))
      expect(codes).not.toContain('L84');
  });

  it('does not code liver tests or an ldl that are up to date, written and spoken', () => {
    for (const codes of codesOf(
      '[doctor] you have gout .',
      '[doctor] your liver function tests are up to date , and your ldl is up to date too .',
    )) {
      expect(codes).not.toContain('R94.5');
      expect(codes).not.toContain('E78.00');
    }
  });

  it('does not code an ldl or liver tests said to be still in the normal range, written and spoken', () => {
    for (const codes of codesOf(
      '[doctor] you have gout .',
      '[doctor] your ldl went up a little but it is still in the normal range , so we will recheck it next year .',
      '[doctor] your liver tests are up slightly , within normal limits .',
    )) {
      expect(codes).not.toContain('E78.00');
      expect(codes).not.toContain('R94.5');
    }
  });

  it('does not read total cholesterol going up as raised LDL, written and spoken', () => {
    for (const codes of codesOf('[doctor] you have gout .', '[doctor] your cholesterol went up since last year .'))
      expect(codes).not.toContain('E78.00');
  });
});

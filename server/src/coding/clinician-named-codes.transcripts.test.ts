import { describe, expect, it } from 'vitest';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

// Diagnoses a clinician names at the visit that had no concept or no code before, each with its own code.
const cases = [
  [
    'angioedema from an ACE inhibitor',
    visit(
      '[patient] my lips blew up overnight again .',
      '[doctor] i think this is angioedema from the lisinopril , so we stop it today .',
    ),
    'T78.3XXA',
  ],
  [
    'pernicious anaemia',
    visit(
      '[patient] i get so tired and my feet tingle .',
      '[doctor] the antibody test is positive , so you have pernicious anaemia and need injections .',
    ),
    'D51.0',
  ],
  [
    'primary aldosteronism',
    visit(
      '[patient] my pressure is still high on three tablets .',
      '[doctor] i think this is primary aldosteronism , the adrenal glands make too much of the hormone .',
    ),
    'E26.09',
  ],
  [
    'nausea and vomiting of pregnancy',
    visit(
      '[patient] i am eight weeks pregnant and sick every morning .',
      '[doctor] this is nausea and vomiting of pregnancy , and we can treat it .',
    ),
    'O21.9',
  ],
  [
    'rocker bottom feet on the right',
    visit(
      '[patient] his right foot looks flat underneath and it hurts .',
      '[doctor] his right foot is a rocker bottom foot , we call it congenital vertical talus .',
    ),
    'Q66.81',
  ],
  [
    'prostate cancer',
    visit(
      '[patient] i have come for the biopsy result .',
      '[doctor] you have prostate cancer , and we will plan treatment with the urologist .',
    ),
    'C61',
  ],
  [
    'big tonsils said as a finding',
    visit(
      '[patient] she snores every night .',
      '[doctor] her tonsils are big , almost touching , and that is why she snores .',
    ),
    'J35.1',
  ],
] as const;

describe('codes of diagnoses a clinician names', () => {
  codesEachCase(cases, it, (codes, code) => expect(codes).toContain(code));

  it('codes no prostate cancer that a blood check only looks for', () => {
    const transcript = visit(
      '[patient] i get up three times a night to pass water .',
      '[doctor] your prostate feels a little enlarged .',
      '[doctor] i will order a psa , a blood check that looks for prostate cancer .',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).not.toContain('C61');
  });

  it('codes a named kind of anaemia, not unspecified anaemia beside it', () => {
    const transcript = visit(
      '[doctor] your blood count is low , so you are anaemic .',
      '[doctor] the antibody test is positive , so you have pernicious anaemia .',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('D51.0');
      expect(codes).not.toContain('D64.9');
    }
  });

  it('codes a seborrhoeic keratosis called a wart of age as the keratosis only', () => {
    const transcript = visit(
      '[patient] there is a brown patch on my back .',
      '[doctor] that is a seborrhoeic keratosis , a harmless wart of age .',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('L82.1');
      expect(codes).not.toContain('B07.9');
    }
  });
});

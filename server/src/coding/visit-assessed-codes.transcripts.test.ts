import { describe, expect, it } from 'vitest';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

// A second problem the clinician names and takes up is coded, as specifically as the words allow.
describe('second problems the clinician assesses', () => {
  codesEachCase(
    [
      [
        'an acute paronychia',
        visit(
          '[patient] my thumb by the nail has gone red and sore.',
          '[doctor] the skin beside the nail is swollen and tender. that is an acute paronychia, so soak it in warm water.',
        ),
        'L03.019',
      ],
      [
        'a blocked tear duct',
        visit(
          '[patient] his eye keeps watering and gets gunky every morning.',
          '[doctor] yes, that is a blocked tear duct. massage the inner corner of the eye twice a day.',
        ),
        'H04.559',
      ],
      [
        'primary hyperhidrosis',
        visit(
          '[patient] my hands drip with sweat even when it is cold.',
          '[doctor] that sounds like primary hyperhidrosis. try a strong antiperspirant on them at bedtime.',
        ),
        'L74.519',
      ],
      [
        'a mild alcohol use disorder',
        visit(
          '[patient] i have four or five glasses of wine most nights.',
          '[doctor] i would call that a mild alcohol use disorder, and i would like you to cut down.',
        ),
        'F10.10',
      ],
      [
        'an aneurysm below the kidneys',
        visit(
          '[doctor] your scan shows an abdominal aortic aneurysm below the kidneys, four centimetres across.',
          '[doctor] we will scan it again in a year.',
        ),
        'I71.43',
      ],
      [
        'a hepatitis B vaccine given by its brand name',
        visit('[doctor] your liver tests are normal.', '[doctor] we will give you your first heplisav-b shot today.'),
        'Z23',
      ],
      [
        'prediabetes beside a relative’s diabetes',
        visit(
          '[patient] my brother has type 1 diabetes.',
          '[doctor] your a1c is six point one, so you have prediabetes. let us work on diet and exercise.',
        ),
        'R73.03',
      ],
    ],
    it,
    (codes, code) => expect(codes).toContain(code),
  );

  it('codes insulin resistance as a condition, not as insulin taken, written and spoken', () => {
    const transcript = visit(
      '[doctor] your a1c is six point one, so this is prediabetes.',
      '[doctor] the dark patches on your neck are a sign of insulin resistance.',
    );
    for (const text of bothWays(transcript)) {
      expect(icd10Of(text)).toContain('E88.819');
      expect(icd10Of(text)).not.toContain('Z79.4');
    }
  });
});

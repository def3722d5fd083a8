import { describe, expect, it } from 'vitest';
import { bothWays, icd10Of, visit } from './transcript-codes.test-kit';

const categories = (text: string) => icd10Of(text).map((code) => code.slice(0, 3));

// Words that name a condition in passing (an exam touch, an explanation, an allergy read back, an immunity, a
// symptom the diagnosis explains) are not problems of the visit.
describe('conditions named but nobody assessed', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    [
      'an examiner stroking the skin',
      visit(
        '[doctor] your knee is swollen, this is a bursitis.',
        '[doctor] the reflex when i stroke your ankle is normal.',
      ),
      'I63',
    ],
    [
      'a clot explained as the cause of a stroke',
      visit(
        '[doctor] i think you had a mini-stroke, a tia.',
        '[doctor] a tiny blood clot blocked a vessel in the brain for a few minutes.',
      ),
      'I82',
    ],
    [
      'where to put an antiperspirant',
      visit('[doctor] this is hyperhidrosis, so apply the roll-on at bedtime.', '[doctor] put it on dry skin only.'),
      'L85',
    ],
    [
      'an immunity the blood test shows',
      visit('[doctor] your hepatitis c test is positive.', '[doctor] and you are immune to hepatitis a.'),
      'B15',
    ],
    [
      'irregular periods of polycystic ovaries',
      visit(
        '[patient] my periods are irregular.',
        '[doctor] with the high testosterone and the scan, this is polycystic ovary syndrome.',
        '[doctor] you have the irregular periods of it.',
      ),
      'N92',
    ],
    [
      'an irritable bowel said as history',
      visit('[patient] i have had irritable bowel for years.', '[doctor] today your tummy pain is from gallstones.'),
      'R45',
    ],
  ];
  for (const [name, transcript, category] of cases)
    it(`does not code ${name} (${category}), written and spoken`, () => {
      for (const text of bothWays(transcript)) expect(categories(text)).not.toContain(category);
    });

  it('does not code hives the clinician reads back from the allergy list, written and spoken', () => {
    const transcript = visit(
      '[doctor] any allergies?',
      '[patient] ibuprofen. i come out in hives with it.',
      '[doctor] okay, ibuprofen, hives.',
      '[doctor] your ankle is sprained, rest it and use ice.',
    );
    for (const text of bothWays(transcript)) expect(categories(text)).not.toContain('L50');
  });

  it('keeps an aneurysm told after a son is addressed, written and spoken', () => {
    const transcript = visit(
      '[patient] thanks son.',
      '[doctor] great dad and your second problem you have a small abdominal aortic aneurysm, we will watch it.',
    );
    for (const text of bothWays(transcript)) expect(categories(text)).toContain('I71');
  });
});

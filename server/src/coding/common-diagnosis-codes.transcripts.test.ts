import { describe, expect, it } from 'vitest';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

/**
 * Common outpatient and specialty diagnoses added as concepts (our own text) through the real analysis and the
 * coder, as written and as a speech recogniser gives them: named by the clinician they get their code; denied, said
 * of a relative or only suspected they get none.
 */
describe('common outpatient diagnoses are coded from their concepts', () => {
  const cases: Array<[string, string, string]> = [
    [
      'ear barotrauma after a flight',
      visit(
        '[patient] Since the flight home my left ear has felt blocked and sore.',
        '[doctor] The eardrum is drawn in, so this is ear barotrauma. Yawning and a decongestant spray should help.',
      ),
      'T70.0XXA',
    ],
    [
      'a thyroid nodule',
      visit(
        '[patient] I noticed a lump in my neck.',
        '[doctor] The ultrasound shows a thyroid nodule of one centimetre. We will biopsy it.',
      ),
      'E04.1',
    ],
    [
      'an elevated alkaline phosphatase',
      visit(
        '[doctor] Your blood tests show an elevated alkaline phosphatase, probably from the bone.',
        '[doctor] We will repeat it with a liver panel.',
      ),
      'R74.8',
    ],
    [
      'a right testicular nodule',
      visit(
        '[patient] I found a small lump on my right testicle.',
        '[doctor] There is a small nodule in the right testicle. I will send you for an ultrasound and refer you to urology.',
      ),
      'N50.89',
    ],
    [
      'a left breast cyst',
      visit(
        '[patient] I felt something in my left breast.',
        '[doctor] The ultrasound shows a simple breast cyst on the left. Nothing more needs doing.',
      ),
      'N60.02',
    ],
    [
      'non-small cell lung cancer',
      visit(
        '[doctor] Your biopsy shows non-small cell lung cancer in the right lung.',
        '[doctor] We will start chemotherapy next week.',
      ),
      'C34.91',
    ],
    [
      'radiation pneumonitis',
      visit(
        '[patient] I have been coughing since the radiotherapy.',
        '[doctor] The chest x-ray shows radiation pneumonitis. I will start you on prednisone.',
      ),
      'J70.0',
    ],
    [
      'an MRSA infection',
      visit('[doctor] The wound swab grew MRSA.', '[doctor] I will change your antibiotic to doxycycline.'),
      'A49.02',
    ],
    [
      'an inguinal hernia',
      visit(
        '[patient] There is a bulge in my groin when I cough.',
        '[doctor] You have an inguinal hernia. I will refer you to the surgeons.',
      ),
      'K40.90',
    ],
    [
      'shoulder impingement on the left',
      visit(
        '[patient] My left shoulder hurts when I reach up.',
        '[doctor] You have left shoulder impingement. Physiotherapy should help.',
      ),
      'M75.42',
    ],
    [
      'Smith-Magenis syndrome',
      visit(
        '[doctor] She has Smith-Magenis syndrome, so we will see the geneticist again.',
        '[doctor] Her sleep is the main problem this time.',
      ),
      'Q93.88',
    ],
  ];
  codesEachCase(cases, it, (codes, code) => expect(codes).toContain(code));

  it('codes nothing for a diagnosis denied, said of a relative or only wondered about', () => {
    const transcript = visit(
      '[doctor] Has anyone in your family had thyroid cancer?',
      '[patient] My mother had thyroid cancer.',
      '[doctor] Any history of gout or pseudogout?',
      '[patient] No, never.',
      '[doctor] I wonder if this could be shoulder impingement, but it might be a muscle strain.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.filter((code) => /^(C73|M11|M75)/.test(code))).toEqual([]);
    }
  });

  it('codes an aneurysm told as repaired as no current aneurysm', () => {
    const transcript = visit(
      '[doctor] You had an ascending aortic aneurysm repair in 2013 and you are doing well.',
      '[doctor] Your blood pressure is fine today.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text).filter((code) => code.startsWith('I71'))).toEqual([]);
  });

  it('codes emphysema as emphysema, not as COPD', () => {
    const transcript = visit(
      '[doctor] Your CT scan shows emphysema in both lungs.',
      '[doctor] Keep using the inhaler.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('J43.9');
      expect(codes).not.toContain('J44.9');
    }
  });
  it('codes a fall the visit is about as the fall, and nothing for a fall only warned of', () => {
    const fell = visit(
      '[doctor] I hear you had a fall on Sunday?',
      '[patient] Yes, I tripped and fell on the front step.',
      '[doctor] There is a bruise on your left knee but nothing broken.',
    );
    for (const text of bothWays(fell)) expect(icd10Of(text)).toContain('W19.XXXA');
    const warned = visit(
      '[patient] My knee aches on the stairs.',
      '[doctor] If you have a fall or the knee gives way, come back and see me.',
    );
    for (const text of bothWays(warned)) expect(icd10Of(text)).not.toContain('W19.XXXA');
  });
});

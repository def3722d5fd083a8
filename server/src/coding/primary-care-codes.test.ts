import { describe, expect, it } from 'vitest';
import { SITED_CONDITIONS } from '../engines/note/shared/vocabulary/laterality-carry.vocab';
import { PRIMARY_CARE_CONDITIONS } from '../engines/note/shared/vocabulary/primary-care-condition.vocab';
import { analyzeTranscript } from '../engines/note/shared/analysis/transcript-analyzer';
import { findIcd10cmByConcept } from './icd10cm-table';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

/**
 * Everyday primary-care visits (our own text) through the real analysis and the coder, as written and as a speech
 * recogniser gives them: the diagnosis the clinician names gets its most specific curated code, and the same words
 * denied or said of a relative get none.
 */

describe('primary-care diagnoses are coded from their concepts', () => {
  it('links every new concept to at least one curated code, or codes it by the site said with it', () => {
    // A contusion is coded by where it is ("knee contusion"): its codes are found through the site's words.
    const unlinked = PRIMARY_CARE_CONDITIONS.filter(
      (entry) => findIcd10cmByConcept(entry.id).length === 0 && !SITED_CONDITIONS.includes(entry.id),
    );
    expect(unlinked.map((entry) => entry.id)).toEqual([]);
  });

  const cases: Array<[string, string, string]> = [
    [
      'impacted earwax of the right ear',
      visit(
        '[patient] My right ear has felt blocked for a week and I cannot hear well.',
        '[doctor] Let me look. The right ear canal is full of wax. You have earwax build up in the right ear. Use olive oil drops for a week.',
      ),
      'H61.21',
    ],
    [
      'tonsillitis',
      visit(
        '[patient] I have had a sore throat for four days and it hurts to swallow.',
        '[doctor] Your tonsils are swollen with pus on them. I think you have tonsillitis. I will give you penicillin.',
      ),
      'J03.90',
    ],
    [
      'a chest infection',
      visit(
        '[patient] I have had a cough for a week and I am bringing up green phlegm.',
        '[doctor] There are crackles at the right base. I think you have a chest infection. I will give you amoxicillin.',
      ),
      'J22',
    ],
    [
      'pyelonephritis',
      visit(
        '[patient] It burns when I pass urine and my back hurts on the left.',
        '[doctor] You have a temperature and tenderness over the left kidney. I think this is a kidney infection. I will start an antibiotic.',
      ),
      'N10',
    ],
    [
      'glue ear on the left',
      visit(
        '[patient] He keeps saying he cannot hear properly.',
        '[doctor] There is fluid behind the left eardrum. It is glue ear in the left ear. We will review it in three months.',
      ),
      'H65.92',
    ],
    [
      "athlete's foot",
      visit(
        '[patient] The skin between my toes is itchy and peeling.',
        "[doctor] This is athlete's foot. Use the antifungal cream twice a day.",
      ),
      'B35.3',
    ],
  ];
  codesEachCase(cases, it, (codes, code) => expect(codes).toContain(code));

  it('codes a bunion as a bunion of each foot it is on, not as hallux valgus, and a trigger thumb on its side', () => {
    const transcript = visit(
      '[patient] The bunions on both feet are getting worse and my right thumb locks.',
      '[doctor] You have bunions on both feet. The right thumb catches when you bend it, so that is a trigger thumb on the right.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toEqual(expect.arrayContaining(['M21.611', 'M21.612', 'M65.311']));
      expect(codes.filter((code) => /^(M20|M21.619|M65.30)/.test(code))).toEqual([]);
    }
  });

  it('codes a contusion by the site it is on', () => {
    const transcript = visit(
      '[patient] I banged my left knee on the table yesterday.',
      '[doctor] There is a bruise over the kneecap but the joint is stable. You have a contusion of the left knee. Ice and rest.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).toContain('S80.02XA');
  });

  it('codes a sprain said "of the left ankle" on the left ankle, not an unspecified ankle injury', () => {
    const transcript = visit(
      '[patient] I twisted my ankle playing football.',
      '[doctor] You have a sprain of the left ankle. Ice and rest.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('S93.402A');
      expect(codes.filter((code) => /^(S93.409A|S99)/.test(code))).toEqual([]);
    }
  });

  it('codes vertigo said plainly as vertigo NOS (R42), and BPPV as benign positional vertigo without R42', () => {
    const plain = visit(
      '[patient] The room spins when I turn over in bed.',
      '[doctor] I think this is vertigo. Try the exercises I showed you.',
    );
    for (const text of bothWays(plain)) expect(icd10Of(text)).toContain('R42');
    const bppv = visit(
      '[patient] The room spins when I turn my head.',
      '[doctor] The Dix-Hallpike test is positive. This is BPPV.',
    );
    for (const text of bothWays(bppv)) {
      const codes = icd10Of(text);
      expect(codes.filter((code) => code.startsWith('H81.1'))).toHaveLength(1);
      expect(codes).not.toContain('R42');
    }
  });

  it('codes low back pain as such and back pain of no stated level as dorsalgia', () => {
    const low = visit(
      '[patient] I have had low back pain for a week.',
      '[doctor] For your low back pain, take ibuprofen.',
    );
    for (const text of bothWays(low)) expect(icd10Of(text)).toContain('M54.50');
    const back = visit('[patient] My back hurts.', '[doctor] For your back pain, take ibuprofen.');
    for (const text of bothWays(back)) expect(icd10Of(text)).toEqual(['M54.9']);
  });

  it('codes renal colic as renal colic, never as a colicky baby, and nappy rash without a rash code', () => {
    const colic = visit(
      '[patient] The pain in my left side comes in waves and I feel sick.',
      '[doctor] There is blood in your urine. I think this is renal colic from a kidney stone.',
    );
    for (const text of bothWays(colic)) {
      expect(icd10Of(text)).toContain('N23');
      expect(icd10Of(text)).not.toContain('R10.83');
    }
    const nappy = visit(
      '[patient] Her bottom is red and sore.',
      '[doctor] This is nappy rash. Use a barrier cream at every change.',
    );
    for (const text of bothWays(nappy)) {
      expect(icd10Of(text)).toContain('L22');
      expect(icd10Of(text)).not.toContain('R21');
    }
  });

  it('codes an ACL injury on its side, and keeps an erythromycin allergy', () => {
    const transcript = visit(
      '[doctor] Any allergies?',
      "[patient] I'm allergic to erythromycin.",
      '[patient] I twisted my right knee skiing and heard a pop.',
      '[doctor] The knee is unstable on testing. This is an ACL injury of the right knee. I will refer you to orthopaedics.',
    );
    for (const text of bothWays(transcript)) {
      expect(icd10Of(text)).toContain('S83.511A');
      const allergies = analyzeTranscript(text).findings.filter((finding) => finding.kind === 'allergy');
      expect(allergies.map((finding) => finding.conceptId)).toContain('erythromycin');
    }
  });

  it('codes an abscess on the limb it is on, a quinsy as such, and generalised anxiety disorder as GAD', () => {
    const transcript = visit(
      '[patient] I have a painful lump on my leg and my throat is so sore I cannot swallow.',
      '[doctor] The abscess in your left leg needs draining today. The swelling by your tonsil is a quinsy.',
      '[doctor] You also have generalised anxiety disorder. We will start sertraline.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toEqual(expect.arrayContaining(['L02.416', 'J36', 'F41.1']));
      expect(codes.filter((code) => /^(L02.91|F41.9)$/.test(code))).toEqual([]);
    }
  });

  it('codes vaginal thrush as vaginal candidiasis, never as oral thrush', () => {
    const transcript = visit(
      '[patient] I have itching and a thick white discharge down below.',
      '[doctor] This is vaginal thrush. I will prescribe a clotrimazole pessary.',
    );
    for (const text of bothWays(transcript)) {
      expect(icd10Of(text)).toContain('B37.31');
      expect(icd10Of(text)).not.toContain('B37.0');
    }
  });

  it('gives the kidney infection the back pain it explains, not a back pain code beside it', () => {
    const transcript = visit(
      '[patient] I have a fever and pain in my back.',
      '[doctor] I think this is pyelonephritis. I will start an antibiotic today.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text).filter((code) => code.startsWith('M54'))).toEqual([]);
  });

  it('codes no earwax or kidney infection that was denied or was a relative’s', () => {
    const transcript = visit(
      '[doctor] Any problems with earwax before?',
      '[patient] No, never.',
      '[doctor] Anyone in the family with kidney problems?',
      '[patient] My mother had a kidney infection last year.',
      '[doctor] Your blood pressure is fine today. Your hypertension is well controlled, continue lisinopril.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.filter((code) => /^(H61|N10)/.test(code))).toEqual([]);
      expect(codes).toContain('I10');
    }
  });

  it('codes positional vertigo named after a run of negatives, which do not reach it', () => {
    const transcript = visit(
      '[patient] The room spins for a few seconds whenever I roll over in bed.',
      '[doctor] Brief spinning when you turn, with no hearing loss and no weakness, this sounds like benign paroxysmal positional vertigo. I can do a manoeuvre for it next week.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).toContain('H81.10');
  });

  it('codes a medication overuse headache beside the tension-type headache it grew from', () => {
    const transcript = visit(
      '[patient] I get a headache most days and I take painkillers nearly every day.',
      '[doctor] These began as tension headaches. Taking painkillers this often has given you a medication overuse headache. Stop the painkillers for now.',
    );
    for (const text of bothWays(transcript))
      expect(icd10Of(text)).toEqual(expect.arrayContaining(['G44.40', 'G44.209']));
  });
});

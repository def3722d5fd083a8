import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../engines/note/shared/analysis/transcript-analyzer';
import { suggestCodes } from './code-suggester';
import { deriveMdmElements } from './mdm-elements';

/**
 * Short visits (our own text) run through the builtin engine's real analysis and then the coder, as the app does:
 * each names a code a biller could wrongly submit and, where there is one, the code the visit does support.
 */
function codesOf(transcript: string): string[] {
  const analysis = analyzeTranscript(transcript);
  const codable = analysis.findings.filter((finding) => finding.assertion !== 'negated');
  return suggestCodes(codable, analysis.encounter).map((suggestion) => suggestion.code);
}

const visit = (...lines: string[]) => lines.join('\n');

describe('coding real analyses: follow-up plans', () => {
  it('codes the ear infection, never a newborn or health exam, for "follow up in two weeks for an ear check"', () => {
    const labelled = visit(
      '[doctor] What brings you in today?',
      '[patient] My son has had ear pain on the right side for two days and a fever.',
      '[doctor] His right eardrum is red and bulging. I think this is an ear infection. We will start amoxicillin twice a day for ten days. Follow up in two weeks for an ear check.',
    );
    const speech =
      'what brings you in today my son has had ear pain on the right side for two days and a fever his right eardrum is red and bulging i think this is an ear infection we will start amoxicillin twice a day for ten days follow up in two weeks for an ear check';
    for (const transcript of [labelled, speech]) {
      const codes = codesOf(transcript);
      // The right eardrum is the abnormal one: the right-ear code, never the unspecified-ear one.
      expect(codes).toContain('H66.91');
      expect(codes).not.toContain('H66.90');
      expect(codes.filter((code) => /^Z0[0-2]/.test(code))).toEqual([]);
    }
  });

  it('codes no exam for a newborn weight check planned for later', () => {
    const codes = codesOf(
      visit(
        '[doctor] How is the baby feeding?',
        '[patient] She is breastfeeding every two to three hours and has lots of wet diapers.',
        '[doctor] Her weight is up and the exam is normal. Keep breastfeeding on demand. Follow up in two weeks for a weight check.',
      ),
    );
    expect(codes.filter((code) => code.startsWith('Z'))).toEqual([]);
  });
});

describe('coding real analyses: swelling explained by the diagnosis', () => {
  it('codes the ankle sprain without oedema or an unspecified ankle injury', () => {
    const codes = codesOf(
      visit(
        '[doctor] What happened?',
        '[patient] I twisted my left ankle playing basketball yesterday.',
        '[doctor] There is swelling over the lateral ankle and tenderness. No bony tenderness. This is a left ankle sprain. Ice, rest and ibuprofen. Come back in one week.',
      ),
    );
    expect(codes).toContain('S93.402A');
    expect(codes.filter((code) => /^(R60|R22|S99|Z)/.test(code))).toEqual([]);
  });

  it('codes gout without oedema', () => {
    const codes = codesOf(
      visit(
        '[doctor] What brings you in?',
        '[patient] My big toe is red and swollen and very painful since last night.',
        '[doctor] The right first toe joint is swollen, red and warm. This looks like gout. We will start prednisone forty milligrams daily for five days. Follow up in two weeks.',
      ),
    );
    expect(codes).toContain('M10.9');
    expect(codes.filter((code) => code.startsWith('R'))).toEqual([]);
  });

  it('codes strep pharyngitis and the rapid strep run at the visit, without oedema or swollen glands', () => {
    const codes = codesOf(
      visit(
        '[doctor] What brings you in today?',
        '[patient] I have had a sore throat and fever for three days.',
        '[doctor] Your tonsils are swollen with exudate and you have swollen glands in your neck. The rapid strep test is positive. This is strep pharyngitis. We will start amoxicillin five hundred milligrams twice a day for ten days.',
      ),
    );
    expect(codes).toEqual(expect.arrayContaining(['J02.0', '87880']));
    expect(codes.filter((code) => code.startsWith('R'))).toEqual([]);
  });
});

describe('coding real analyses: current medicines and tests done here', () => {
  const stoppedMetformin = [
    visit(
      '[doctor] How is your diabetes?',
      '[patient] I stopped taking metformin last month because it upset my stomach.',
      '[doctor] Your a1c is 7.2. I think your type 2 diabetes is not well controlled. We will start glipizide five milligrams daily. Follow up in three months.',
    ),
    'how are your sugars i stopped taking metformin last month because it upset my stomach your a1c is seven point two i think your type two diabetes is not well controlled we will start glipizide five milligrams daily follow up in three months',
  ];

  it('codes neither long-term oral hypoglycemic use for stopped metformin and new glipizide, nor an A1c only read out', () => {
    for (const transcript of stoppedMetformin) {
      const codes = codesOf(transcript);
      expect(codes).toContain('E11.9');
      expect(codes).not.toContain('Z79.84');
      expect(codes).not.toContain('83036');
    }
  });

  it('counts the A1c read out as a result reviewed for the E/M level instead', () => {
    const analysis = analyzeTranscript(stoppedMetformin[0] ?? '');
    expect(deriveMdmElements(analysis.findings, analysis.encounter).data.resultsReviewed).toBe(1);
  });

  it('codes long-term metformin use and the A1c run here today when both are so', () => {
    const codes = codesOf(
      visit(
        '[doctor] How have your sugars been?',
        '[patient] Pretty good, I take my metformin twice a day.',
        '[doctor] We did a fingerstick a1c here today and it is 7.2. Your type 2 diabetes is well controlled. Continue metformin five hundred milligrams twice a day.',
      ),
    );
    expect(codes).toEqual(expect.arrayContaining(['E11.9', 'Z79.84', '83036']));
  });

  it('codes no long-term insulin or oral drug use when insulin starts today and glipizide was stopped', () => {
    const codes = codesOf(
      visit(
        '[doctor] Your type 2 diabetes is not controlled. We will start insulin glargine ten units at bedtime. You stopped the glipizide, right?',
        '[patient] Yes, I stopped glipizide last month.',
      ),
    );
    expect(codes.filter((code) => code.startsWith('Z79'))).toEqual([]);
  });

  it('codes daily low-dose aspirin as long-term, not an ibuprofen taken once', () => {
    const codes = codesOf(
      visit(
        '[doctor] What medicines do you take?',
        '[patient] I take a baby aspirin every day for my heart, and I took an ibuprofen yesterday for a headache.',
        '[doctor] Your coronary artery disease is stable. Continue the baby aspirin.',
      ),
    );
    expect(codes).toContain('Z79.82');
    expect(codes).not.toContain('Z79.1');
  });

  it('codes a urine pregnancy test run here, not the culture sent out nor a pregnancy', () => {
    const codes = codesOf(
      visit(
        '[doctor] When was your last period?',
        '[patient] About six weeks ago.',
        '[doctor] We will do a urine pregnancy test here today. We will also send a urine culture to the lab.',
      ),
    );
    expect(codes).toContain('81025');
    expect(codes).not.toContain('Z33.1');
  });
});

describe('coding real analyses: vaccines, procedures, screening and history', () => {
  it('codes no flu vaccine for one given at the pharmacy, and the tetanus shot given today', () => {
    const past = codesOf(
      visit(
        '[doctor] What brings you in today?',
        '[patient] I have had a cough for a week.',
        '[doctor] Have you had your flu shot this year?',
        '[patient] Yes, I got it at the pharmacy in October.',
        '[doctor] Your lungs are clear. I think this is a viral upper respiratory infection. Rest and fluids.',
      ),
    );
    expect(past).toContain('J06.9');
    expect(past.filter((code) => ['90656', '90471', 'Z23'].includes(code))).toEqual([]);
    const today = codesOf(
      visit(
        '[doctor] What happened to your hand?',
        '[patient] I cut it on a piece of metal yesterday.',
        '[doctor] There is a two centimeter laceration on the left palm. We will give you a tetanus shot today since your last one was over ten years ago.',
      ),
    );
    expect(today).toEqual(expect.arrayContaining(['90714', '90471', 'Z23']));
  });

  it('codes no injection the patient had before or the doctor only offers for later', () => {
    const codes = codesOf(
      visit(
        '[doctor] How is the knee?',
        '[patient] Still sore. Last time I was here the doctor gave me a steroid injection and it helped for a while.',
        '[doctor] You have osteoarthritis of the right knee. We can consider another injection at your next visit. Take ibuprofen as needed.',
      ),
    );
    // Osteoarthritis placed on the right knee is coded to that joint and side.
    expect(codes).toContain('M17.11');
    expect(codes).not.toContain('96372');
  });

  it('codes no screening mammogram that is only due, and no stroke from years ago', () => {
    const mammogram = codesOf(
      visit(
        '[doctor] How are you doing with your cholesterol?',
        '[patient] Fine, I take atorvastatin every night.',
        '[doctor] Your hyperlipidemia is stable. Continue atorvastatin. You are due for a mammogram, so we will order that.',
      ),
    );
    expect(mammogram).toContain('E78.5');
    expect(mammogram).not.toContain('Z12.31');
    const stroke = codesOf(
      visit(
        '[doctor] Any medical problems?',
        '[patient] I had a stroke seven years ago and I have high blood pressure.',
        '[doctor] Your blood pressure is one thirty over eighty. Your hypertension is stable. Continue amlodipine five milligrams daily.',
      ),
    );
    expect(stroke).toContain('I10');
    expect(stroke).not.toContain('I63.9');
  });

  it('reads exam words as exam findings: CVA tenderness, capillary refill, cranial nerves', () => {
    const codes = codesOf(
      visit(
        '[doctor] What brings you in?',
        '[patient] I have burning when I pee and pain in my side.',
        '[doctor] You have CVA tenderness on the right. Capillary refill is normal. Cranial nerves are intact. The urine dip we did here today shows blood and white cells. I think this is a urinary tract infection. We will start nitrofurantoin one hundred milligrams twice a day.',
      ),
    );
    expect(codes).toEqual(expect.arrayContaining(['N39.0', '81002']));
    expect(codes.filter((code) => ['I63.9', 'Z76.0', 'F41.9'].includes(code))).toEqual([]);
  });

  it('codes no influenza for a flu shot the engine heard as "the flu"', () => {
    const codes = codesOf(
      visit(
        '[doctor] Your blood pressure is one twenty eight over seventy eight. Your hypertension is well controlled. Continue lisinopril ten milligrams daily. We will give you the flu shot today before you leave.',
      ),
    );
    expect(codes).toContain('I10');
    expect(codes.filter((code) => code.startsWith('J'))).toEqual([]);
  });
});

describe('coding real analyses: tests the practice bills itself', () => {
  it('codes the ECG done here and does not count it again as data for the E/M level', () => {
    const transcript = visit(
      '[doctor] What brings you in today?',
      '[patient] I have had some chest pain on and off for two days.',
      '[doctor] We did an ekg here in the office today and it shows normal sinus rhythm. I will also order a lipid panel and a chest x-ray.',
    );
    const analysis = analyzeTranscript(transcript);
    expect(codesOf(transcript)).toContain('93000');
    const { data } = deriveMdmElements(analysis.findings, analysis.encounter);
    // The lipid panel and the x-ray are data; the ECG's reading is part of 93000.
    expect(data.testsOrdered).toBe(2);
    expect(data.resultsReviewed).toBe(0);
  });
});

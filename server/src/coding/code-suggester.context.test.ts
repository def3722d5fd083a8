import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from './clinical-finding';
import { suggestCodes } from './code-suggester';

/**
 * Regressions for codes a biller could submit that the visit does not support: a follow-up plan coded as a
 * newborn exam, swelling as oedema beside the diagnosis that explains it, long-term use of a stopped medicine,
 * a lab test billed for a result only read out. Findings are built by hand with the sentence they were said in.
 */
function finding(overrides: Partial<ClinicalFinding> & { said?: string }): ClinicalFinding {
  const { said, ...rest } = overrides;
  const quote = said ?? 'evidence';
  return {
    kind: 'condition',
    conceptId: 'test-concept',
    term: '',
    surface: '',
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: false,
    attributes: {},
    evidence: [{ start: 0, end: quote.length, quote }],
    ...rest,
  };
}

const codes = (findings: ClinicalFinding[]) => suggestCodes(findings, {}).map((s) => s.code);

describe('follow-up plans are never health examinations', () => {
  const followUp = (sentence: string) =>
    finding({
      kind: 'followup',
      conceptId: 'follow-up',
      term: 'follow-up',
      surface: sentence,
      said: sentence,
      match: 'inferred',
      attributes: { interval: '2 weeks' },
    });

  it('codes no Z code for "follow up in two weeks for an ear check" or "come back in one week"', () => {
    const otitis = finding({
      conceptId: 'otitis-media',
      term: 'Otitis media',
      surface: 'ear infection',
      inAssessment: true,
    });
    for (const plan of [
      'Follow up in two weeks for an ear check.',
      'Come back in one week.',
      'Follow up in two weeks for a weight check.',
      'See you at your annual physical next year.',
    ]) {
      const list = codes([otitis, followUp(plan)]);
      expect(
        list.filter((code) => code.startsWith('Z')),
        plan,
      ).toEqual([]);
      expect(list).toContain('H66.90');
    }
  });

  it('codes a health examination only for the exam visit itself, and a newborn exam only for a newborn', () => {
    expect(codes([finding({ term: 'Well child check', surface: 'here for her well child check' })])).toContain(
      'Z00.129',
    );
    expect(codes([finding({ term: 'Annual physical', surface: 'annual physical' })])).toContain('Z00.00');
    expect(codes([finding({ term: 'Newborn check', surface: 'two week newborn check' })])).toContain('Z00.111');
    // The words of an exam in any order, a physical exam section, or a check of something else are no such visit.
    expect(codes([finding({ term: 'Ear check', surface: 'two weeks for an ear check' })])).not.toContain('Z00.111');
    expect(
      codes([finding({ kind: 'exam', term: 'Physical exam', surface: 'physical exam shows clear lungs' })]),
    ).not.toContain('Z00.00');
    expect(codes([finding({ kind: 'exam', term: 'Ear exam', surface: 'ear exam' })])).not.toContain('Z01.10');
    expect(
      codes([
        finding({
          term: 'Annual physical',
          surface: 'annual physical',
          said: 'Your last annual physical was two years ago.',
        }),
      ]),
    ).not.toContain('Z00.00');
  });
});

describe('swelling explained by a diagnosis is not coded, and swelling is not oedema', () => {
  const swelling = finding({ kind: 'exam', conceptId: 'swelling', term: 'swelling', surface: 'swollen' });

  it('codes no oedema for an exam finding of swelling beside a sprain, gout or strep throat', () => {
    for (const diagnosis of [
      finding({
        conceptId: 'sprain',
        term: 'Ankle sprain',
        surface: 'left ankle sprain',
        attributes: { laterality: 'left' },
        inAssessment: true,
      }),
      finding({ conceptId: 'gout', term: 'Gout', surface: 'gout', inAssessment: true }),
      finding({
        conceptId: 'strep-pharyngitis',
        term: 'Streptococcal pharyngitis',
        surface: 'strep throat',
        inAssessment: true,
      }),
    ]) {
      const list = codes([swelling, diagnosis]);
      expect(
        list.filter((code) => /^(R60|R22|M25\.4|M79\.89)/.test(code)),
        diagnosis.term,
      ).toEqual([]);
      expect(list.length, diagnosis.term).toBeGreaterThan(0);
    }
    const glands = finding({
      kind: 'symptom',
      conceptId: 'swollen-glands',
      term: 'swollen lymph nodes',
      surface: 'swollen glands',
    });
    const strep = finding({
      conceptId: 'strep-pharyngitis',
      term: 'Streptococcal pharyngitis',
      surface: 'strep throat',
      inAssessment: true,
    });
    expect(codes([swelling, glands, strep]).filter((code) => code.startsWith('R'))).toEqual([]);
    // Without the diagnosis that explains them, swollen glands are coded.
    expect(codes([glands])).toContain('R59.0');
  });

  it('never maps swelling of a body part to oedema; oedema said is still coded', () => {
    expect(codes([swelling]).filter((code) => code.startsWith('R60'))).toEqual([]);
    expect(codes([finding({ kind: 'symptom', term: 'knee swelling', surface: 'swelling in my right knee' })])).toEqual(
      expect.arrayContaining(['M25.461']),
    );
    expect(codes([finding({ kind: 'symptom', term: 'joint swelling', surface: 'swollen joints' })])).toContain(
      'M25.40',
    );
    expect(codes([finding({ kind: 'exam', conceptId: 'edema', term: 'edema', surface: 'pitting edema' })])).toContain(
      'R60.0',
    );
    expect(codes([finding({ kind: 'symptom', term: 'Fluid retention', surface: 'fluid retention' })])).toContain(
      'R60.9',
    );
  });

  it('drops localized oedema and an unspecified injury of the same site beside the specific injury', () => {
    const list = codes([
      finding({
        kind: 'symptom',
        conceptId: 'leg-swelling',
        term: 'leg swelling',
        surface: 'ankle is swollen',
        speaker: 'patient',
      }),
      finding({
        kind: 'symptom',
        conceptId: 'ankle-injury',
        term: 'ankle injury',
        surface: 'twisted my left ankle',
        speaker: 'patient',
        attributes: { laterality: 'left' },
      }),
      finding({
        conceptId: 'sprain',
        term: 'Ankle sprain',
        surface: 'left ankle sprain',
        attributes: { laterality: 'left' },
        inAssessment: true,
      }),
    ]);
    expect(list).toContain('S93.402A');
    expect(list).not.toContain('R60.0');
    expect(list).not.toContain('S99.912A');
  });
});

describe('long-term drug use needs a medicine the patient goes on taking', () => {
  const medication = (
    term: string,
    sentence: string,
    attributes: Record<string, string>,
    speaker: ClinicalFinding['speaker'] = 'doctor',
  ) =>
    finding({
      kind: 'medication',
      conceptId: term.toLowerCase(),
      term,
      surface: term.toLowerCase(),
      said: sentence,
      attributes,
      speaker,
    });

  it('codes no Z79 for a medicine stopped, discontinued, previous, switched or started today', () => {
    const notCurrent = [
      medication('Metformin', 'I stopped taking metformin last month.', { action: 'stop' }, 'patient'),
      medication('Metformin', 'Metformin was discontinued.', { status: 'discontinued' }),
      medication('Metformin', 'I used to take metformin.', {}, 'patient'),
      medication('Glipizide', 'We will start glipizide five milligrams daily.', {
        action: 'start',
        dose: '5 mg',
        frequency: 'daily',
      }),
      medication('Insulin', 'We will start insulin glargine at bedtime.', { action: 'start' }),
      medication('Warfarin', 'Stop the warfarin.', { action: 'stop' }),
      medication('Methotrexate', 'Switch the methotrexate to something else.', { action: 'switch' }),
      medication('Aspirin', 'I took an aspirin yesterday for a headache.', { action: 'taking' }, 'patient'),
    ];
    for (const drug of notCurrent)
      expect(
        codes([drug]).filter((code) => code.startsWith('Z79')),
        drug.evidence[0]?.quote,
      ).toEqual([]);
  });

  it('codes Z79 for a medicine taken and continued', () => {
    expect(
      codes([medication('Metformin', 'Continue metformin 500 mg twice a day.', { action: 'continue' })]),
    ).toContain('Z79.84');
    expect(codes([medication('Insulin', 'I take insulin every night.', { action: 'taking' }, 'patient')])).toContain(
      'Z79.4',
    );
    expect(
      codes([
        medication('Aspirin', 'I take a baby aspirin every day.', { action: 'taking', frequency: 'daily' }, 'patient'),
      ]),
    ).toContain('Z79.82');
    expect(
      codes([medication('Warfarin', 'She is on warfarin for atrial fibrillation.', { action: 'taking' })]),
    ).toContain('Z79.01');
  });
});

describe('lab and test CPT codes only for tests performed here at this visit', () => {
  const a1c = (kind: ClinicalFinding['kind'], sentence: string) =>
    finding({ kind, conceptId: 'hemoglobin-a1c', term: 'hemoglobin A1c', surface: 'a1c', said: sentence });

  it('suggests no 83036 for an A1c read out, reviewed, ordered or sent out', () => {
    for (const test of [
      a1c('result', 'Your a1c is 7.2.'),
      a1c('result', 'I reviewed your a1c from last week.'),
      a1c('order', 'We will check an a1c before your next visit.'),
      a1c('order', 'We will send an a1c to the lab today.'),
    ]) {
      expect(codes([test]), test.evidence[0]?.quote).not.toContain('83036');
    }
  });

  it('suggests 83036 for a point-of-care A1c done today', () => {
    expect(codes([a1c('result', 'We did a fingerstick a1c here today and it is 7.2.')])).toContain('83036');
    expect(codes([a1c('order', 'We will do a point of care a1c in the office today.')])).toContain('83036');
  });

  it('suggests no vaccine product, administration or Z23 unless the vaccine is given today', () => {
    const flu = (sentence: string, speaker: ClinicalFinding['speaker'] = 'doctor') =>
      finding({
        kind: 'procedure',
        conceptId: 'flu-vaccine',
        term: 'influenza vaccine',
        surface: 'flu shot',
        said: sentence,
        speaker,
      });
    for (const notToday of [
      flu('Have you had your flu shot this year?'),
      flu('I got my flu shot at the pharmacy.', 'patient'),
      flu('You are due for a flu shot.'),
      flu('She declined the flu shot.'),
    ]) {
      expect(
        codes([notToday]).filter((code) => ['90656', '90471', 'Z23'].includes(code)),
        notToday.evidence[0]?.quote,
      ).toEqual([]);
    }
    expect(codes([flu('We will give you the flu shot today.')])).toEqual(
      expect.arrayContaining(['90656', '90471', 'Z23']),
    );
  });

  it('suggests no procedure code for a procedure only talked about', () => {
    const injection = (sentence: string, speaker: ClinicalFinding['speaker'] = 'doctor') =>
      finding({
        kind: 'procedure',
        conceptId: 'steroid-injection',
        term: 'steroid injection',
        surface: 'injection',
        said: sentence,
        speaker,
      });
    expect(codes([injection('Last time I was here the doctor gave me an injection.', 'patient')])).not.toContain(
      '96372',
    );
    expect(codes([injection('We can consider an injection at your next visit.')])).not.toContain('96372');
    const ekg = (kind: ClinicalFinding['kind'], sentence: string) =>
      finding({ kind, conceptId: 'ekg', term: 'EKG', surface: 'ekg', said: sentence });
    expect(codes([ekg('result', 'I reviewed the ekg from the emergency room.')])).not.toContain('93000');
    expect(codes([ekg('order', 'We will do an ekg here today.')])).toContain('93000');
  });
});

describe('screening, history and status codes only in their own context', () => {
  it('codes no screening encounter for a screening due, ordered for later or done before', () => {
    const mammogram = (kind: ClinicalFinding['kind'], surface: string, sentence: string) =>
      finding({ kind, conceptId: 'mammogram', term: 'mammogram', surface, said: sentence });
    expect(
      codes([mammogram('order', 'mammogram', 'You are due for a mammogram, so we will order that.')]),
    ).not.toContain('Z12.31');
    expect(codes([mammogram('result', 'mammogram', 'Your mammogram in October was normal.')])).not.toContain('Z12.31');
    expect(codes([mammogram('order', 'screening mammogram', 'We will order a screening mammogram.')])).not.toContain(
      'Z12.31',
    );
    expect(
      codes([
        finding({ kind: 'result', term: 'Pap smear', surface: 'pap smear', said: 'Your last pap smear was in 2019.' }),
      ]),
    ).not.toContain('Z12.4');
    expect(
      codes([
        finding({ kind: 'procedure', term: 'Pap smear', surface: 'pap smear', said: 'We did your pap smear today.' }),
      ]),
    ).toContain('Z12.4');
  });

  it('codes an acute event only when it is happening now, and personal history only as history', () => {
    expect(
      codes([
        finding({ term: 'Stroke', surface: 'stroke', said: 'I had a stroke seven years ago.', speaker: 'patient' }),
      ]),
    ).not.toContain('I63.9');
    expect(
      codes([
        finding({
          term: 'Heart attack',
          surface: 'heart attack',
          said: 'It felt like I was having a heart attack.',
          speaker: 'patient',
        }),
      ]),
    ).not.toContain('I21.9');
    expect(
      codes([finding({ term: 'Stroke', surface: 'stroke', said: 'I think this is a stroke.', inAssessment: true })]),
    ).toContain('I63.9');
    expect(codes([finding({ term: 'Chemotherapy', surface: 'getting chemotherapy' })])).not.toContain('Z92.21');
    expect(codes([finding({ term: 'Chemotherapy', surface: 'chemotherapy', assertion: 'historical' })])).toContain(
      'Z92.21',
    );
  });

  it('does not read exam words or orders as diagnoses or statuses', () => {
    const exam = (term: string, surface: string) => finding({ kind: 'exam', term, surface });
    expect(codes([exam('pulses', 'capillary refill is normal')])).not.toContain('Z76.0');
    expect(codes([exam('costovertebral angle tenderness', 'cva tenderness')])).not.toContain('I63.9');
    expect(
      codes([finding({ term: 'stroke', surface: 'CVA', said: 'You have CVA tenderness on the right.' })]),
    ).not.toContain('I63.9');
    expect(codes([exam('cranial nerves', 'cranial nerves intact')])).not.toContain('F41.9');
    expect(codes([finding({ kind: 'symptom', term: 'cold intolerance', surface: 'cold intolerance' })])).not.toContain(
      'J00',
    );
    expect(codes([finding({ kind: 'order', term: 'pregnancy test', surface: 'urine pregnancy test' })])).not.toContain(
      'Z33.1',
    );
    expect(codes([finding({ kind: 'order', term: 'stress test', surface: 'stress test' })])).not.toContain('Z73.3');
    expect(
      codes([finding({ kind: 'referral', term: 'nephrology', surface: 'nephrology to discuss dialysis' })]),
    ).not.toContain('Z99.2');
    // A status told as a history is still a status.
    expect(codes([finding({ term: 'Kidney transplant', surface: 'history of a kidney transplant' })])).toContain(
      'Z94.0',
    );
    expect(
      codes([finding({ term: 'Influenza', surface: 'the flu', said: 'We will give you the flu shot today.' })]),
    ).not.toContain('J11.1');
  });
});

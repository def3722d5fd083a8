import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from './clinical-finding';
import { isCurrentEvent, isCurrentMedication, isDoneAtVisit, readTimingCues } from './finding-timing';

/** A finding said in one sentence, the way the note engine reports it: its words and the sentence as evidence. */
function said(
  kind: ClinicalFinding['kind'],
  surface: string,
  sentence: string,
  overrides: Partial<ClinicalFinding> = {},
): ClinicalFinding {
  return {
    kind,
    conceptId: surface,
    term: surface,
    surface,
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: false,
    attributes: {},
    evidence: [{ start: 0, end: sentence.length, quote: sentence }],
    ...overrides,
  };
}

describe('isDoneAtVisit: tests run in the office', () => {
  it('counts a test run here, never a result read out, reviewed or sent out', () => {
    expect(
      isDoneAtVisit(said('result', 'a1c', 'We did a fingerstick a1c here today and it is 7.2.'), 'in-office'),
    ).toBe(true);
    expect(isDoneAtVisit(said('order', 'a1c', "I'll check a point of care a1c before you leave."), 'in-office')).toBe(
      true,
    );
    expect(isDoneAtVisit(said('result', 'a1c', 'Your a1c is 7.2.'), 'in-office')).toBe(false);
    expect(isDoneAtVisit(said('result', 'a1c', 'I reviewed your a1c from the lab, it is 7.2.'), 'in-office')).toBe(
      false,
    );
    expect(isDoneAtVisit(said('order', 'a1c', 'We will send an a1c to the lab today.'), 'in-office')).toBe(false);
    expect(isDoneAtVisit(said('order', 'a1c', 'We will check an a1c.'), 'in-office')).toBe(false);
    expect(isDoneAtVisit(said('result', 'a1c', 'Your last a1c in March was 8.'), 'in-office')).toBe(false);
  });

  it('lets a rapid point-of-care result count only when nothing places it elsewhere', () => {
    const rapid = said('result', 'rapid strep', 'The rapid strep is positive.');
    expect(isDoneAtVisit(rapid, 'in-office', { pointOfCare: true })).toBe(true);
    expect(isDoneAtVisit(rapid, 'in-office')).toBe(false);
    const urgentCare = said('result', 'rapid strep', 'The rapid strep at urgent care yesterday was positive.');
    expect(isDoneAtVisit(urgentCare, 'in-office', { pointOfCare: true })).toBe(false);
  });
});

describe('isDoneAtVisit: services given at this visit', () => {
  it('counts a procedure or vaccine given now, not one due, offered, planned or given before', () => {
    expect(
      isDoneAtVisit(said('procedure', 'flu shot', 'We will give you the flu shot today before you leave.'), 'at-visit'),
    ).toBe(true);
    expect(
      isDoneAtVisit(
        said(
          'procedure',
          'tetanus shot',
          'We will give you a tetanus shot today since your last one was ten years ago.',
        ),
        'at-visit',
      ),
    ).toBe(true);
    expect(isDoneAtVisit(said('procedure', 'flu shot', 'Have you had your flu shot this year?'), 'at-visit')).toBe(
      false,
    );
    expect(
      isDoneAtVisit(said('procedure', 'flu shot', 'You got your flu shot at the pharmacy in October.'), 'at-visit'),
    ).toBe(false);
    expect(
      isDoneAtVisit(said('procedure', 'shingles vaccine', 'You are due for the shingles vaccine.'), 'at-visit'),
    ).toBe(false);
    expect(
      isDoneAtVisit(
        said('procedure', 'injection', 'We can consider a cortisone injection at your next visit.'),
        'at-visit',
      ),
    ).toBe(false);
    expect(isDoneAtVisit(said('procedure', 'flu shot', 'She declined the flu shot.'), 'at-visit')).toBe(false);
    expect(isDoneAtVisit(said('procedure', 'sutures', 'The sutures come out in ten days.'), 'at-visit')).toBe(false);
  });

  it('never takes a patient’s report of a procedure, a plan, a referral or a follow-up as one done now', () => {
    expect(
      isDoneAtVisit(
        said('procedure', 'steroid injection', 'The doctor gave me a steroid injection.', { speaker: 'patient' }),
        'at-visit',
      ),
    ).toBe(false);
    expect(isDoneAtVisit(said('followup', 'follow-up', 'Follow up in two weeks for an ear check.'), 'at-visit')).toBe(
      false,
    );
    expect(isDoneAtVisit(said('referral', 'cardiology', 'I will refer you to cardiology today.'), 'at-visit')).toBe(
      false,
    );
    expect(
      isDoneAtVisit(said('procedure', 'flu shot', 'Flu shot today.', { assertion: 'uncertain' }), 'at-visit'),
    ).toBe(false);
  });

  it('reads the clause that names the finding, not what the sentence says of others', () => {
    const dip = said('order', 'urine dip', 'Your a1c from last month was 8, and we will do a urine dip here today.');
    expect(isDoneAtVisit(dip, 'in-office')).toBe(true);
    const a1c = said('result', 'a1c', 'Your a1c from last month was 8, and we will do a urine dip here today.');
    expect(isDoneAtVisit(a1c, 'in-office')).toBe(false);
    // A hedge elsewhere in the sentence does not make the shot given now uncertain.
    expect(
      isDoneAtVisit(
        said('procedure', 'shot of rocephin', 'I am giving you a shot of rocephin, you may feel sore.'),
        'at-visit',
      ),
    ).toBe(true);
  });
});

describe('isCurrentMedication', () => {
  const med = (
    surface: string,
    sentence: string,
    attributes: Record<string, string> = {},
    speaker: ClinicalFinding['speaker'] = 'patient',
  ) => said('medication', surface, sentence, { attributes, speaker });

  it('is current for a medicine taken, continued, refilled or changed in dose', () => {
    expect(isCurrentMedication(med('metformin', 'I take metformin twice a day.', { action: 'taking' }))).toBe(true);
    expect(isCurrentMedication(med('metformin', 'Continue metformin.', { action: 'continue' }, 'doctor'))).toBe(true);
    expect(
      isCurrentMedication(med('metformin', 'Increase the metformin to 1000 mg.', { action: 'increase' }, 'doctor')),
    ).toBe(true);
    expect(
      isCurrentMedication(med('insulin', 'I have been taking insulin for twenty years.', { action: 'taking' })),
    ).toBe(true);
  });

  it('is not current for a medicine stopped, previous, switched or started today', () => {
    expect(isCurrentMedication(med('metformin', 'I stopped taking metformin last month.', { action: 'stop' }))).toBe(
      false,
    );
    expect(isCurrentMedication(med('metformin', 'Metformin', { status: 'discontinued' }))).toBe(false);
    expect(isCurrentMedication(med('metformin', 'I used to take metformin.'))).toBe(false);
    expect(isCurrentMedication(med('metformin', 'I took metformin years ago.', { action: 'taking' }))).toBe(false);
    expect(
      isCurrentMedication(med('metformin', 'Switch from metformin to glipizide.', { action: 'switch' }, 'doctor')),
    ).toBe(false);
    expect(
      isCurrentMedication(
        med('glipizide', 'We will start glipizide five milligrams daily.', { action: 'start' }, 'doctor'),
      ),
    ).toBe(false);
    expect(isCurrentMedication(med('insulin', 'We want to avoid going to insulin.', {}, 'doctor'))).toBe(false);
    expect(isCurrentMedication({ ...med('metformin', 'I take metformin.'), assertion: 'historical' })).toBe(false);
  });

  it('is current for a medicine started before this visit', () => {
    expect(
      isCurrentMedication(med('metformin', 'My doctor started me on metformin two years ago.', { action: 'start' })),
    ).toBe(true);
    expect(isCurrentMedication(med('metformin', 'My pcp just started me on metformin.', { action: 'start' }))).toBe(
      true,
    );
  });
});

describe('isCurrentEvent', () => {
  it('tells an event happening now from one in the past, in a relative or in a fear', () => {
    expect(isCurrentEvent(said('condition', 'stroke', 'I think it is a stroke.'))).toBe(true);
    expect(isCurrentEvent(said('condition', 'stroke', 'I had a stroke seven years ago.'))).toBe(false);
    expect(isCurrentEvent(said('condition', 'heart attack', 'My dad died of a heart attack.'))).toBe(false);
    expect(isCurrentEvent(said('condition', 'heart attack', 'It felt like I was having a heart attack.'))).toBe(false);
    expect(isCurrentEvent(said('condition', 'heart attack', 'You had a heart attack in 2018.'))).toBe(false);
  });
});

describe('timing cue data', () => {
  it('reads one set of cues per sentence naming the finding, and the finding’s own words when none does', () => {
    const finding = said('procedure', 'flu shot', 'Have you had your flu shot?', {
      evidence: [
        { start: 0, end: 26, quote: 'Have you had your flu shot?' },
        { start: 27, end: 31, quote: 'Yes.' },
      ],
    });
    expect(readTimingCues(finding).map((cues) => [...cues])).toEqual([['past']]);
    expect(readTimingCues(said('procedure', 'flu shot today', 'evidence')).map((cues) => [...cues])).toEqual([
      ['today'],
    ]);
  });
});

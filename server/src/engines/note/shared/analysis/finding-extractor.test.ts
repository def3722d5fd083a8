import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

function mentionsOf(transcript: string) {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences));
}

const status = (transcript: string) => mentionsOf(transcript).map((m) => `${m.kind}:${m.conceptId}:${m.assertion}`);

describe('extractMentions', () => {
  it('takes the status of asked-about symptoms from the answer', () => {
    expect(status('[doctor] any fever or chills ?\n[patient] no .')).toEqual([
      'symptom:fever:negated',
      'symptom:chills:negated',
    ]);
    expect(status('[doctor] any nausea ?\n[patient] yeah , a little .')).toEqual(['symptom:nausea:present']);
    expect(status('[doctor] any fever or chills ?\n[patient] yes .')).toEqual([
      'symptom:fever:uncertain',
      'symptom:chills:uncertain',
    ]);
  });

  it('reads the answer to an allergy question as allergies, written or glued to the question', () => {
    expect(status('[doctor] any allergies ?\n[patient] penicillin .')).toEqual(['allergy:penicillin:present']);
    expect(status('[doctor] are you allergic to any medicines ?\n[patient] yes , sulfa and penicillin .')).toContain(
      'allergy:penicillin:present',
    );
  });

  it('reads a drug the patient reacted to as an allergy, but not a drug prescribed or warned about', () => {
    const reacted =
      '[doctor] it looks like you suffer from itching with the methylprednisolone ?\n[patient] that is correct .';
    const warned = '[doctor] i will start you on amoxicillin . it can cause a rash .\n[patient] okay .';
    for (const said of [reacted, toSpeechStyle(reacted)])
      expect(mentionsOf(said).find((m) => m.conceptId === 'methylprednisolone')).toMatchObject({
        kind: 'allergy',
        assertion: 'present',
        attributes: { reaction: 'itching' },
      });
    for (const said of [warned, toSpeechStyle(warned)])
      expect(status(said)).not.toContain('allergy:amoxicillin:present');
  });

  it('reads allergens other than medicines only in allergy talk, and a bare "allergies" question as no hay fever', () => {
    expect(status('[doctor] any allergies?\n[patient] yes, I am allergic to latex.')).toEqual([
      'allergy:allergen-latex:present',
    ]);
    expect(status('do you have any allergies i am allergic to contrast dye')).toEqual([
      'allergy:allergen-contrast:present',
    ]);
    expect(status('[patient] I had milk and eggs for breakfast.')).toEqual([]);
    expect(status('[doctor] do you have allergies?\n[patient] yes, hay fever every spring.')).toEqual([
      'condition:allergic-rhinitis:present',
    ]);
  });

  it("gives the answer to a question about a relative to that relative, and the relative's 'he' or 'she'", () => {
    expect(status('[doctor] what about your mother ?\n[patient] she had type 2 diabetes .')).toEqual([
      'condition:type-2-diabetes:family',
    ]);
    expect(status('[doctor] what about your mother ?\n[patient] i have asthma myself .')).toEqual([
      'condition:asthma:present',
    ]);
    const mentions = mentionsOf('[patient] my father had diabetes . he passed away . he also had a stroke .');
    expect(mentions.map((m) => `${m.conceptId}:${m.assertion}:${m.attributes.relative ?? ''}`)).toEqual([
      'type-2-diabetes:family:',
      'stroke:family:father',
    ]);
  });

  it('keeps unanswered questions out and applies ConText to statements', () => {
    expect(status('[doctor] any headaches ?')).toEqual([]);
    expect(status("[patient] i have a cough but i do n't have a fever .")).toEqual([
      'symptom:cough:present',
      'symptom:fever:negated',
    ]);
    expect(status('[patient] my mother had diabetes .')).toEqual(['condition:type-2-diabetes:family']);
  });

  it('reads medicines with their sig and allergies to medicines', () => {
    const [metformin] = mentionsOf('[patient] i take metformin five hundred milligrams twice a day .');
    expect(metformin).toMatchObject({
      kind: 'medication',
      attributes: { dose: '500 mg', frequency: 'twice a day', action: 'taking' },
    });
    expect(status("[patient] i'm allergic to penicillin .")).toEqual(['allergy:penicillin:present']);
    expect(status('[doctor] any allergies to medications ?\n[patient] no .')).toEqual([]);
  });

  it('tells orders from results and finds referrals in the plan', () => {
    const transcript = [
      '[doctor] let me examine you .',
      '[doctor] your knee is swollen .',
      '[doctor] the x-ray shows no fracture .',
      "[doctor] so for your knee pain i'm going to order an mri and refer you to orthopedics .",
    ].join('\n');
    const found = status(`[doctor] hello .\n[patient] hi .\n[doctor] how are you ?\n[patient] fine .\n${transcript}`);
    expect(found).toContain('result:x-ray:present');
    expect(found).toContain('order:mri:present');
    expect(found).toContain('referral:referral-orthopedics:present');
    expect(found).toContain('condition:fracture:negated');
  });

  it('marks diagnoses the clinician states in the plan as assessment', () => {
    const transcript =
      '[patient] my throat hurts .\n[doctor] let me take a look .\n[doctor] your throat is red .\n[doctor] so i think you have strep throat .';
    const strep = mentionsOf(`[doctor] hi .\n[patient] hi .\n${transcript}`).find(
      (m) => m.conceptId === 'strep-pharyngitis',
    );
    expect(strep).toMatchObject({ assertion: 'present', inAssessment: true });
  });

  it('negates a body-site symptom with the negation inside it, and keeps "either" a denial', () => {
    expect(status('[patient] my chest does not hurt either .')).toEqual(['symptom:chest-pain:negated']);
    expect(status("[patient] my chest doesn't hurt , but i get short of breath on the stairs .")).toEqual([
      'symptom:chest-pain:negated',
      'symptom:shortness-of-breath:present',
    ]);
  });

  it('reads a bare "no" before a new clause as an answer that negates nothing', () => {
    // Neither the medicine nor the blood pressure it is taken for is denied.
    expect(status('[patient] no i take lisinopril for my blood pressure')).toEqual([
      'medication:lisinopril:present',
      'condition:essential-hypertension:present',
    ]);
    expect(status('[patient] no chest pain')).toEqual(['symptom:chest-pain:negated']);
  });

  it("keeps the clinician's uncertainty and tells a test ordered from one read out", () => {
    const visit = [
      '[doctor] hi .',
      '[patient] hello .',
      '[doctor] this is most likely a lumbar strain .',
      '[doctor] we will get an x-ray to make sure it is not broken .',
    ];
    expect(status(visit.join('\n'))).toEqual(['condition:strain:uncertain', 'order:x-ray:present']);
  });
});

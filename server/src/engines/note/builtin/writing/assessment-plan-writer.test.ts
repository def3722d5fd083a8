import { describe, expect, it } from 'vitest';
import { asAdvice, writeAssessmentAndPlan } from './assessment-plan-writer';
import { toSpeechStyle } from '../../shared/speech-style';
import { contextFor, GREETING } from './writer-test-kit';

const visit = [
  ...GREETING,
  '[doctor] mrs. lee , let me examine you .',
  '[doctor] your lungs are clear .',
  '[doctor] so for your asthma , i think it is well controlled .',
  "[doctor] i'm going to refill your albuterol inhaler .",
  '[doctor] i want you to avoid smoke exposure .',
  '[doctor] and for your high blood pressure , i will order a basic metabolic panel .',
  '[doctor] i want to see you back in three months .',
  '[doctor] does that sound good ?',
  '[patient] yes , sounds good .',
];

describe('writeAssessmentAndPlan', () => {
  it('puts reasoning under the problem in the assessment and orders in the plan', () => {
    const [assessment, plan] = writeAssessmentAndPlan(contextFor(visit));
    const a = assessment.blocks.map((block) => `${block.label ?? ''}|${block.statements.map((s) => s.text).join(' ')}`);
    expect(a).toEqual([
      '|Asthma.',
      'Medical Reasoning|For her asthma, I think it is well controlled.',
      '|Hypertension.',
    ]);
    const p = plan.blocks.map(
      (block) => `${block.heading ?? ''}|${block.label ?? ''}|${block.statements.map((s) => s.text).join(' ')}`,
    );
    expect(p).toEqual([
      '||Asthma.',
      '|Medical Treatment|I will refill her albuterol inhaler.',
      '|Patient Education and Counseling|I advised her to avoid smoke exposure.',
      '||Hypertension.',
      '|Additional Testing|For her high blood pressure, I will order a basic metabolic panel.',
      '||Patient Agreements: The patient understands and agrees with the recommended medical treatment plan.',
      'INSTRUCTIONS||She will follow up in 3 months.',
    ]);
  });

  it('writes the medicine a dictated order names, with its dose and frequency', () => {
    const [, plan] = writeAssessmentAndPlan(
      contextFor([
        ...visit.slice(0, 5),
        "[doctor] for your depression , let's increase the prozac .",
        '[doctor] hey dragon , order prozac 40 milligrams once a day .',
      ]),
    );
    const texts = plan.blocks.flatMap((block) => block.statements.map((s) => s.text));
    expect(texts).toContain('Prozac 40 mg daily.');
    expect(texts.join(' ')).not.toMatch(/dragon/i);
  });

  const FINGER = [
    ...GREETING,
    "[doctor] let's do your exam .",
    '[doctor] you have some tenderness over the tip of your finger .',
    '[doctor] uh , so , the diagnosis would be a right hand , uh , index finger contusion .',
    "[doctor] so , i would recommend we get you a splint and we'll get you some motrin .",
    "[doctor] and if it does n't get better , why do n't you call us and come back at that point ?",
    '[patient] okay .',
  ];
  const textsOf = (section: ReturnType<typeof writeAssessmentAndPlan>[number]) =>
    section.blocks.flatMap((block) => block.statements.map((s) => s.text)).join(' ');

  it('writes the diagnosis and the recommendation said after the exam, without a lone condition (written)', () => {
    const [assessment, plan] = writeAssessmentAndPlan(contextFor(FINGER));
    expect(textsOf(assessment)).toMatch(/index finger contusion/);
    expect(textsOf(assessment)).not.toMatch(/get better/);
    expect(textsOf(plan)).toMatch(/splint/);
  });

  it('writes the recommendation said after the exam (speech)', () => {
    const [, plan] = writeAssessmentAndPlan(contextFor([toSpeechStyle(FINGER.join('\n'))]));
    expect(textsOf(plan)).toMatch(/splint/);
  });

  const BOOKING = [
    "[doctor] i'd like to get her in to see you sometime next week for her enlarged thyroid .",
    '[guest_clinician] is she symptomatic ?',
    "[doctor] yes , she's experiencing increased difficulty swallowing .",
  ];

  it('plans the booking a clinician asks a colleague for (written and speech)', () => {
    for (const lines of [BOOKING, [toSpeechStyle(BOOKING.join('\n'))]]) {
      const [assessment, plan] = writeAssessmentAndPlan(contextFor(lines));
      expect(textsOf(assessment)).not.toBe('');
      expect(textsOf(plan)).toMatch(/next week/);
    }
  });

  const ELBOW = [
    ...GREETING,
    '[doctor] let me examine your elbow . you have tenderness of the medial epicondyle .',
    "[doctor] so let's talk a little bit about my assessment and plan for you so for the problem with elbow pain .",
    '[doctor] i do believe that this is consistent with medial epicondylitis .',
    "[doctor] i want you to take ibuprofen , that's gon na be six hundred milligrams every six hours .",
    '[doctor] we will repeat some imaging and hopefully the swelling will go down enough . that we can see the tendon .',
  ];

  it('leaves out the turn to the plan and joins a clause cut off from its sentence (written)', () => {
    const [assessment, plan] = writeAssessmentAndPlan(contextFor(ELBOW));
    expect(textsOf(assessment)).not.toMatch(/talk a little/i);
    expect(textsOf(plan)).toMatch(/go down enough that we can see the tendon\./);
  });

  it('leaves out the turn to the plan (speech)', () => {
    const [assessment, plan] = writeAssessmentAndPlan(contextFor([toSpeechStyle(ELBOW.join('\n'))]));
    expect(`${textsOf(assessment)} ${textsOf(plan)}`).not.toMatch(/talk a little/i);
    expect(textsOf(plan)).toMatch(/ibuprofen/i);
  });

  const CUT = [
    ...GREETING,
    '[doctor] let me examine your finger . it is tender at the tip .',
    "[doctor] i would recommend a splint . we'll give you 600 milligrams of motrin every six hours and we'll . take that for about a week .",
    '[doctor] if those tests come back fine . then we will .',
  ];

  it('joins a sentence cut before its verb and drops a follow-up left unfinished (written)', () => {
    const [, plan] = writeAssessmentAndPlan(contextFor(CUT));
    expect(textsOf(plan)).toMatch(/every 6 hours and we will take that for about a week\./);
    expect(textsOf(plan)).not.toMatch(/then we will\./);
  });

  it('keeps the dose and its duration together (speech)', () => {
    const [, plan] = writeAssessmentAndPlan(contextFor([toSpeechStyle(CUT.join('\n'))]));
    expect(textsOf(plan)).toMatch(/600 mg/);
    expect(textsOf(plan)).not.toMatch(/and we will\./);
  });

  const DICTATED = [
    ...GREETING,
    '[doctor] on examination today , there is a right inguinal lymph node with slightly atypical consistency .',
    '[doctor] i recommended an ultrasound to rule out metastatic disease .',
    '[doctor] you can keep using the scar gel twice a day .',
  ];

  it('plans what the clinician recommended though the visit never reached its plan phase (written and speech)', () => {
    for (const lines of [DICTATED, [toSpeechStyle(DICTATED.join('\n'))]]) {
      const [, plan] = writeAssessmentAndPlan(contextFor(lines));
      expect(textsOf(plan)).toMatch(/recommended an ultrasound/);
    }
  });

  const SENT = [
    '[doctor] i have sent over your referral for physical therapy and speech therapy .',
    '[doctor] it is important to take your medications regularly .',
    '[doctor] you need to continue the cipro for an additional two days only .',
    '[doctor] do you have any questions ?',
    '[patient] no .',
  ];

  it('plans the referral already sent and the advice said before the medicine (written and speech)', () => {
    for (const lines of [SENT, [toSpeechStyle(SENT.join('\n'))]]) {
      const [, plan] = writeAssessmentAndPlan(contextFor(lines));
      expect(textsOf(plan)).toMatch(/referral for physical therapy/);
      expect(textsOf(plan)).toMatch(/medications regularly/);
    }
  });

  it('assesses what the clinician affirmed when a short consultation has no plan phase', () => {
    const [assessment] = writeAssessmentAndPlan(
      contextFor([
        '[doctor] i have the results from your ultrasound .',
        '[doctor] you have kidney stones in the ureter close to the bladder .',
        '[patient] oh no .',
      ]),
    );
    expect(assessment.blocks.flatMap((block) => block.statements.map((s) => s.text))).toEqual(['Kidney stones.']);
  });

  it('writes no agreement when the patient only had no questions', () => {
    const [, plan] = writeAssessmentAndPlan(
      contextFor([...visit.slice(0, -2), '[doctor] any questions for me ?', '[patient] no .']),
    );
    expect(plan.blocks.some((block) => block.statements.some((s) => s.text.startsWith('Patient Agreements')))).toBe(
      false,
    );
  });

  it('writes no agreement when the patient did not agree', () => {
    const [, plan] = writeAssessmentAndPlan(
      contextFor([...visit.slice(0, -2), '[doctor] does that sound good ?', '[patient] not really .']),
    );
    expect(plan.blocks.some((block) => block.statements.some((s) => s.text.startsWith('Patient Agreements')))).toBe(
      false,
    );
  });
});

describe('asAdvice', () => {
  it('writes wishes and shoulds as advice and leaves other sentences', () => {
    expect(asAdvice('I want him to ice the knee.')).toBe('I advised him to ice the knee.');
    expect(asAdvice('She should avoid running.')).toBe('I advised her to avoid running.');
    expect(asAdvice('I will order an MRI.')).toBe('I will order an MRI.');
  });
});

describe('writeAssessmentAndPlan doses', () => {
  it('writes the medicine with the dose said in the next sentence, written or unpunctuated', () => {
    const lines = [
      ...GREETING,
      '[doctor] so for your finger contusion , i would recommend a splint and we will get you some motrin .',
      '[doctor] we will give you six hundred milligrams every six hours .',
    ];
    for (const transcript of [lines, [toSpeechStyle(lines.join('\n'))]]) {
      const [, plan] = writeAssessmentAndPlan(contextFor(transcript));
      const statements = plan.blocks.flatMap((block) => block.statements);
      const sigs = statements.filter((s) => /^Motrin 600 mg/.test(s.text));
      expect(sigs.length).toBe(1);
      const sig = sigs[0];
      expect(sig?.text).toBe('Motrin 600 mg every 6 hours.');
      expect(sig?.evidence.length).toBe(2);
    }
  });
});

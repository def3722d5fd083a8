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

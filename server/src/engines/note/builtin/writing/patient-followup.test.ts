import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeAssessmentAndPlan } from './assessment-plan-writer';
import { contextFor } from './writer-test-kit';

const planText = (lines: readonly string[]) =>
  writeAssessmentAndPlan(contextFor(lines))[1]
    .blocks.flatMap((block) => block.statements.map((s) => s.text))
    .join(' ');

const speech = (lines: readonly string[]) => [toSpeechStyle(lines.join('\n'))];

const ownArrangement = [
  '[doctor] how was the visit with the kidney specialist ?',
  '[patient] fine , he went over the results .',
  '[doctor] so it seems they found stage two kidney disease .',
  "[patient] yes , and i'm planning to follow up with him in the next three weeks .",
];

describe('a follow-up only the patient says', () => {
  it('becomes the plan when the clinician set none', () => {
    expect(planText(ownArrangement)).toMatch(/follow up with him in the next 3 weeks/i);
  });

  it('is read from speech-style text too', () => {
    expect(planText(speech(ownArrangement))).toMatch(/follow up with him in the next 3 weeks/i);
  });

  it('is not a plan when it was only meant and never done', () => {
    const missed = [
      ...ownArrangement.slice(0, 3),
      '[patient] i was going to follow up with him in two weeks but i forgot .',
    ];
    expect(planText(missed)).toBe('');
  });

  it('gives way to a follow-up the clinician sets', () => {
    const set = [...ownArrangement, '[doctor] okay , and i want to see you back in six months .'];
    expect(planText(set)).not.toMatch(/planning/);
  });
});

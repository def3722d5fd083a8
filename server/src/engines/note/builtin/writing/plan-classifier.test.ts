import { describe, expect, it } from 'vitest';
import { classifyPlanSentence } from './plan-classifier';
import { contextFor, GREETING } from './writer-test-kit';

describe('classifyPlanSentence', () => {
  it('sorts plan sentences by what they do', () => {
    const context = contextFor([
      ...GREETING,
      '[doctor] let me examine you .',
      '[doctor] your abdomen is soft .',
      '[doctor] my assessment is that you have gastritis .',
      "[doctor] i'm going to start omeprazole twenty milligrams daily .",
      "[doctor] i'll order some blood work .",
      '[doctor] i will refer you to gastroenterology .',
      '[doctor] try to avoid spicy food .',
      '[doctor] see you in two weeks .',
      '[doctor] you can check out at the front .',
    ]);
    const plan = context.sentences.filter((sentence) => sentence.phase === 'plan');
    expect(plan.map((sentence) => classifyPlanSentence(context, sentence))).toEqual([
      'reasoning',
      'treatment',
      'testing',
      'referral',
      'education',
      'followup',
      null,
    ]);
  });

  it('files return precautions as counselling, whatever they name', () => {
    const context = contextFor([
      ...GREETING,
      '[doctor] i think this is a viral infection .',
      '[doctor] call us if you get a fever or trouble breathing .',
    ]);
    const precaution = context.sentences.find((sentence) => sentence.text.startsWith('call us'))!;
    expect(classifyPlanSentence(context, precaution)).toBe('education');
  });
});

import { describe, expect, it } from 'vitest';
import { classifyPlanSentence } from './plan-classifier';
import { toSpeechStyle } from '../../shared/speech-style';
import { contextFor, GREETING } from './writer-test-kit';
import { gpNote } from './gp-style/gp-note.test-kit';

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

  const RISK_TALK = [
    ...GREETING,
    '[doctor] let me examine you .',
    '[doctor] your vision is reduced on the sides .',
    '[doctor] i think this is a pituitary tumor and we will do surgery .',
    '[doctor] risks of surgery include infection , need for further surgery or a spinal fluid leak . uh , seizure , stroke , weakness , or even death .',
    '[patient] okay .',
  ];

  it('files the risks of a treatment, and the list that goes on from them, as counselling (written)', () => {
    const context = contextFor(RISK_TALK);
    const risks = context.sentences.find((sentence) => sentence.text.startsWith('risks of'))!;
    const list = context.sentences.find((sentence) => /seizure/.test(sentence.text))!;
    expect(classifyPlanSentence(context, risks)).toBe('education');
    expect(classifyPlanSentence(context, list)).toBe('education');
  });

  it('files the risks of a treatment as counselling (speech)', () => {
    const context = contextFor([toSpeechStyle(RISK_TALK.join('\n'))]);
    const risks = context.sentences.find((sentence) => /risks of surgery/.test(sentence.text))!;
    expect(classifyPlanSentence(context, risks)).toBe('education');
    const seizure = context.sentences.find((sentence) => /seizure/.test(sentence.text))!;
    expect(classifyPlanSentence(context, seizure)).not.toBe('reasoning');
  });
});

describe('classifyPlanSentence: what would follow a condition', () => {
  const LINES = [
    '[doctor] i think this is a sprained ankle .',
    '[doctor] rest it and use an ice pack .',
    "[doctor] if you can't put any weight on it by friday , ring us . because then we'd want to rule out a fracture .",
  ];
  it.each([
    ['written', LINES],
    ['speech', [toSpeechStyle(LINES.join('\n'))]],
  ])('is neither impression nor plan (%s)', (_style, lines) => {
    const context = contextFor(lines);
    const consequence = context.sentences.find((s) => /^because then/i.test(s.text));
    if (consequence) expect(classifyPlanSentence(context, consequence)).toBeNull();
    const note = gpNote(lines.join('\n'));
    expect(note.sections.assessment).not.toMatch(/rule out a fracture/i);
  });
});

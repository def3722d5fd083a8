import { describe, expect, it } from 'vitest';
import { stemTokens } from '../../shared/analysis/phrase-index';
import { tokenizeWords } from '../../shared/analysis/word-tokenizer';
import { toSpeechStyle } from '../../shared/speech-style';
import { advisesReturnOnCondition } from './return-on-condition';
import { classifyPlanSentence } from './plan-classifier';
import { writeAssessmentAndPlan } from './assessment-plan-writer';
import { contextFor, GREETING } from './writer-test-kit';

const advises = (text: string) => {
  const tokens = tokenizeWords(text);
  return advisesReturnOnCondition(tokens, stemTokens(tokens));
};

describe('advisesReturnOnCondition', () => {
  it('finds a condition followed by where to turn', () => {
    expect(advises('if the swelling spreads up your leg stop the tablets and call us')).toBe(true);
    expect(advises('and if she ever turns blue or goes floppy call 911')).toBe(true);
  });

  it("leaves the clinician's own call and a plan with no condition", () => {
    expect(advises("we'll call you if the culture grows anything")).toBe(false);
    expect(advises('stop the ibuprofen and take the paracetamol instead')).toBe(false);
  });
});

const VISIT = [
  ...GREETING,
  '[doctor] I think this is cellulitis of the shin.',
  "[doctor] I'm starting cephalexin five hundred milligrams four times a day for a week.",
  '[doctor] If the redness climbs past your knee, or you get chills while taking it, stop the cephalexin and call us the same day.',
  '[patient] Okay.',
];

describe('classifyPlanSentence: safety-netting said condition first', () => {
  it('files it as counselling though it names the medicine to stop (written and speech)', () => {
    for (const lines of [VISIT, [toSpeechStyle(VISIT.join('\n'))]]) {
      const context = contextFor(lines);
      const advice = context.sentences.find((sentence) => /redness climbs/i.test(sentence.text))!;
      expect(advice.text).toMatch(/call us/i);
      expect(classifyPlanSentence(context, advice)).toBe('education');
    }
  });
});

const SPLIT_ADVICE = [
  ...GREETING,
  '[doctor] Let me examine your foot.',
  '[doctor] Your big toe is red and swollen.',
  '[doctor] So for your gout, I think this is a flare in the big toe.',
  "[doctor] I'm starting colchicine zero point six milligrams twice a day for five days.",
  '[doctor] And if the redness spreads up past your ankle, or you start running a fever when the toe is hot, let me know, because that would change my thinking.',
  '[patient] Okay.',
];

/** Each plan bullet as "label|text". */
function planLines(lines: readonly string[]): string[] {
  const [, plan] = writeAssessmentAndPlan(contextFor(lines));
  return plan.blocks.map((block) => `${block.label ?? ''}|${block.statements.map((s) => s.text).join(' ')}`);
}

describe('writeAssessmentAndPlan: a condition and where to turn', () => {
  it('writes the condition whole with its advice, under counselling (written and speech)', () => {
    for (const lines of [SPLIT_ADVICE, [toSpeechStyle(SPLIT_ADVICE.join('\n'))]]) {
      const plan = planLines(lines);
      const advice = plan.find((line) => /redness spreads/i.test(line)) ?? '';
      expect(advice).toMatch(/^Patient Education and Counseling\|/);
      expect(advice).toMatch(/when the toe is hot,? let me know/i);
      expect(plan.filter((line) => /let me know/i.test(line))).toHaveLength(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isDanglingCondition, onlyPeopleInGeneral, withoutDanglingEnd } from './plan-sentence-tidy';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeAssessmentAndPlan } from './assessment-plan-writer';
import { contextFor, GREETING } from './writer-test-kit';

describe('plan sentence tidying', () => {
  it('drops words that lead nowhere at the end of a plan sentence', () => {
    expect(withoutDanglingEnd('We will give her 600 mg every 6 hours and we will.')).toBe(
      'We will give her 600 mg every 6 hours.',
    );
    expect(withoutDanglingEnd('We will.')).toBe('We will.');
    expect(withoutDanglingEnd('She will call if it gets worse.')).toBe('She will call if it gets worse.');
  });

  it('knows a condition cut off from its consequence', () => {
    expect(isDanglingCondition('If it does not get better.')).toBe(true);
    expect(isDanglingCondition('And if it does not get better.')).toBe(true);
    expect(isDanglingCondition('If it does not get better, call us.')).toBe(false);
    expect(isDanglingCondition('If needed we will refer her to physical therapy.')).toBe(false);
  });

  it('reads a speech-style condition the same way', () => {
    const spoken = toSpeechStyle('And if it does not get better.');
    expect(isDanglingCondition(`${spoken.charAt(0).toUpperCase()}${spoken.slice(1)}.`)).toBe(true);
  });

  const RISKS = [
    ...GREETING,
    "[doctor] let's do your exam .",
    '[doctor] your vision is reduced on both sides .',
    '[doctor] so , the diagnosis would be a pituitary adenoma .',
    '[doctor] i would recommend we do surgery to remove the tumor .',
    '[doctor] there are some risks i have to inform you of . risk of surgery include infection , need for further surgery , or bleeding . uh , seizure , stroke , permanent numbness , weakness or even death .',
    '[patient] i guess we have to do it .',
    '[doctor] i will see you after the surgery .',
  ];
  const planText = (lines: readonly string[]) =>
    writeAssessmentAndPlan(contextFor(lines))[1]
      .blocks.flatMap((block) => block.statements.map((statement) => statement.text))
      .join(' | ');

  it('writes the rest of a list of risks on to the list, never on its own, written and as speech', () => {
    const written = planText(RISKS);
    expect(written).not.toMatch(/(?:^|\| )Seizure/);
    expect(written).toMatch(/bleeding[^|]*seizure, stroke, permanent numbness/);
    expect(planText([toSpeechStyle(RISKS.join('\n'))])).not.toMatch(/(?:^|\| |\. )Seizure/i);
  });

  it('knows a sentence whose findings all befall people in general, written and as speech', () => {
    const gyms = [
      ...GREETING,
      "[doctor] it's like , back in the day people would get it at gyms . and then they would have a heart attack at 50 .",
      '[patient] okay .',
      '[doctor] now , you told me you had a heart attack last year ?',
      '[patient] yes , i had a heart attack last year .',
    ];
    for (const context of [contextFor(gyms), contextFor([toSpeechStyle(gyms.join('\n'))])]) {
      const general = context.sentences.filter((sentence) => onlyPeopleInGeneral(context, sentence));
      expect(general.map((sentence) => sentence.text).join(' | ')).toMatch(/they would have a heart attack/);
      expect(general.map((sentence) => sentence.text).join(' | ')).not.toMatch(/last year/);
    }
  });
});

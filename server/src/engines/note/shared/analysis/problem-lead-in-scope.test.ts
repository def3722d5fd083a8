import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

const conditionsOf = (text: string) =>
  runAnalysis(text)
    .mentions.filter((m) => m.kind === 'condition')
    .map((m) => `${m.conceptId}:${m.assertion}`);

// A relative's own numbered problems stay the relative's; only "your … problem" starts the patient's.
const RELATIVE = '[patient] My uncle, his first problem was heart failure, then kidney failure.';
const OWN = '[doctor] Your brother had his heart attack young, and your second problem is your asthma.';

describe('a numbered problem lead-in and a kin word', () => {
  it.each([
    ['written', RELATIVE],
    ['speech', toSpeechStyle(RELATIVE)],
  ])("keeps a relative's numbered problems his (%s)", (_style, text) => {
    expect(conditionsOf(text).some((c) => c.endsWith(':present'))).toBe(false);
  });

  it.each([
    ['written', OWN],
    ['speech', toSpeechStyle(OWN)],
  ])("starts the patient's own problem after a relative's (%s)", (_style, text) => {
    expect(conditionsOf(text)).toContain('asthma:present');
  });
});

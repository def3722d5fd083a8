import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** The dose each medicine mention ends with, after the whole analysis, as written and as speech-style text. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}

describe('limitsIntake in the dose carrier', () => {
  it('carries no diet amount to the medicine named just before', () => {
    const salt =
      '[doctor] Take the bumetanide every morning.\n[patient] Okay.\n' +
      '[doctor] And keep your sodium to about fifteen hundred milligrams a day.';
    for (const doses of dosesOf(salt)) expect(doses).toEqual([['bumetanide', null]]);
  });

  it('carries no limit said of something else', () => {
    const limit =
      '[doctor] Take the bumetanide every morning.\n[patient] Okay.\n' +
      '[doctor] I want the total kept under three hundred milligrams a day.';
    for (const doses of dosesOf(limit)) expect(doses).toEqual([['bumetanide', null]]);
  });

  it('still carries the dose said of the medicine in the next sentence', () => {
    const dose =
      "[doctor] I'll start you on amlodipine for the blood pressure.\n[patient] Okay.\n" +
      "[doctor] It's five milligrams once a day.";
    for (const doses of dosesOf(dose)) expect(doses).toEqual([['amlodipine', '5 mg']]);
  });
});

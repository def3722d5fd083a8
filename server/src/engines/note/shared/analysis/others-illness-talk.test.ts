import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** The status of each mention of the concept the doctor says, as written and as speech-style text. */
function doctorStatuses(dialogue: string, conceptId: string): Array<Array<string | null>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) => {
    const analysis = runAnalysis(transcript);
    return analysis.mentions
      .filter((m) => m.conceptId === conceptId && analysis.sentences[m.sentenceIndex]?.speaker === 'doctor')
      .map((m) => m.assertion);
  });
}

describe('applyOthersIllnessTalk', () => {
  it("reads the clinician's general talk of an illness told only as a relative's as nobody's finding", () => {
    const dialogue =
      '[patient] My dad had a stroke two years ago, so I was frightened.\n' +
      '[doctor] I understand. In a stroke the arm and the leg go weak as well as the face.';
    for (const statuses of doctorStatuses(dialogue, 'stroke')) expect(statuses).not.toContain('present');
  });

  it('keeps the illness the clinician ties to the patient', () => {
    const dialogue =
      '[patient] My dad had a stroke two years ago.\n' +
      '[doctor] Looking at the scan, you have had a small stroke yourself.';
    for (const statuses of doctorStatuses(dialogue, 'stroke')) expect(statuses).toContain('present');
  });
});

describe('applyOthersIllnessTalk, a friend’s illness', () => {
  const FRIEND = '[patient] my mate from football had a collapsed lung last year, so I got worried.\n';
  const statusesOf = (dialogue: string) =>
    [dialogue, toSpeechStyle(dialogue)].map((transcript) => {
      const analysis = runAnalysis(transcript);
      return analysis.mentions.filter((m) => m.conceptId === 'pneumothorax').map((m) => m.assertion);
    });

  it('reads the clinician\'s "with a collapsed lung you\'d usually get …" as talk in general', () => {
    const [written] = statusesOf(
      `${FRIEND}[doctor] That makes sense. With a collapsed lung you'd usually get sudden breathlessness.`,
    );
    expect(written).not.toContain('present');
  });

  it('reads the illness taken up as a topic or in general in unpunctuated speech as no claim, whoever speaks', () => {
    const dialogue =
      `${FRIEND}[doctor] Okay.\n[patient] And the collapsed lung thing, what about that?\n` +
      "[doctor] That's fair. With a collapsed lung you'd usually get sudden breathlessness.";
    for (const statuses of statusesOf(dialogue)) expect(statuses).not.toContain('present');
  });

  it("reads the patient asking about the friend's illness as no claim to have it", () => {
    const [written] = statusesOf(`${FRIEND}[doctor] Okay.\n[patient] And the collapsed lung thing?`);
    expect(written).not.toContain('present');
  });
});

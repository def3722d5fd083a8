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

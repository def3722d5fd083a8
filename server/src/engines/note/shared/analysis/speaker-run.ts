import type { Sentence } from './analysis.types';

/** True when the talk carries speaker tags (more than one turn), so a turn is one speaker's. */
export const hasTurns = (sentences: readonly Sentence[]): boolean =>
  sentences.some((sentence) => sentence.turnIndex !== sentences[0]?.turnIndex);

/**
 * The patient-side sentences one speaker goes on saying next to sentence `from` (after it, or before it when `step`
 * is -1). Tagged talk has turns: the rest of the patient-side turn there. Untagged speech is one turn with guessed
 * speakers, so only `untaggedReach` patient-side sentences are taken, never past a clinician's.
 */
export function patientSideRun(
  sentences: readonly Sentence[],
  from: number,
  step: 1 | -1,
  untaggedReach: number,
): number[] {
  const tagged = hasTurns(sentences);
  const start = sentences[from];
  const turn = start?.speaker === 'patient' ? start.turnIndex : sentences[from + step]?.turnIndex;
  const run: number[] = [];
  for (let i = from + step; i >= 0 && i < sentences.length; i += step) {
    const sentence = sentences[i]!;
    if (sentence.speaker !== 'patient') break;
    if (tagged ? sentence.turnIndex !== turn : run.length >= untaggedReach) break;
    run.push(i);
  }
  return run;
}

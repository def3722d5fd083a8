import { cueIndex } from './phrase-index';

/**
 * Phrases that step a dose up or down to a new strength ("go up to", "until you're at", "went up to"). Data and
 * one pure reader, shared by the titration check and the reader of steps said in one breath.
 */
export const TITRATION_CUES: readonly string[] = [
  'go up to',
  'going up to',
  'increase to',
  'increase it to',
  'increase that to',
  'increasing to',
  'increasing it to',
  'up it to',
  'up that to',
  'move up to',
  'step up to',
  'build up to',
  'building up to',
  'come down to',
  'go down to',
  'reduce to',
  'reduce it to',
  'drop to',
  'drop it to',
  // "… go up by 100 mg a day, until you're at 200 mg twice a day": the strength the steps end at.
  "until you're at",
  'until you are at',
  "till you're at",
  'until you get to',
  // "I took 400 mg, and then I went up to 600": the step taken, told afterwards.
  'went up to',
  'went down to',
];

const cues = cueIndex(TITRATION_CUES);

/** The step cue at token i ("went up to"), with the token after it, or null. */
export function stepCueAt(stems: readonly string[], i: number): { last: number } | null {
  return cues.matchAt(stems, i);
}

import { lookupTable } from '../../../../lib/lookup-table';
import type { OtherSense } from './word-sense.types';

/**
 * "It's weak, it's a dribble really": the urine stream is weak, not the patient. Talk of the flow in the same
 * sentence gives "weak" that sense, so a man with a poor stream is not coded for generalised weakness (R53.1).
 */
export const STREAM_SENSES: Readonly<Record<string, OtherSense>> = lookupTable({
  weakness: {
    before: [],
    after: ['stream', 'flow'],
    loadVerbs: [],
    inSentence: {
      said: ['weak', 'weaker'],
      words: ['stream', 'flow', 'dribble', 'dribbling', 'trickle', 'urine', 'pee', 'wee', 'urinating', 'peeing'],
    },
  },
});

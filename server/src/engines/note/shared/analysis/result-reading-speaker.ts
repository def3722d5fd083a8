import { RESULT_FRAMES } from '../vocabulary/spoken-diagnosis.vocab';
import { LEXICON } from './concept-lexicon';
import { stemWord } from './word-tokenizer';

const resultVerbs = new Set(RESULT_FRAMES.map(stemWord));
// "your bone scan | in the spring | showed …": a few words may come between the test and what it showed.
const VERB_REACH = 5;
// Words before the owner that make it a question about a result, not a reading of one ("did your x-ray show").
const ASKING = new Set(['did', 'does', 'has', 'have', 'what', 'if', 'whether']);

/**
 * "Your bone scan in the spring showed the cancer had spread", "your x-ray shows a fracture": the listener's own test
 * read out with what it found is the clinician's register even in unlabelled speech, where the sentence may open with
 * an answer ("i think so …"). A patient speaks of "my scan"; a question about the result asks, it does not read out.
 */
export function readsOutListenersResult(stems: readonly string[]): boolean {
  for (let i = 0; i < stems.length; i += 1) {
    if (stems[i] !== 'your' || ASKING.has(stems[i - 1] ?? '')) continue;
    const test = LEXICON.tests.matchAt(stems, i + 1);
    if (!test || !['lab', 'imaging', 'diagnostic'].includes(test.entry.kind)) continue;
    const after = stems.slice(test.last, test.last + VERB_REACH);
    if (after.some((stem) => resultVerbs.has(stem))) return true;
  }
  return false;
}

import { DIAGNOSIS_NAMING_CUES, DIAGNOSIS_RECALL_WORDS, NAMES_NOTHING } from '../vocabulary/clinician-act.vocab';
import { stemTokens, cueIndex } from './phrase-index';
import type { WordToken } from './word-tokenizer';

const namingCues = cueIndex(DIAGNOSIS_NAMING_CUES);
const namesNothing = new Set(NAMES_NOTHING);
const recall = new Set(DIAGNOSIS_RECALL_WORDS);
const ARTICLES = new Set(['a', 'an', 'the', 'some', 'kind', 'of', 'sort', 'like', 'possible', 'possibly', 'probably']);

/**
 * "We call it a nasal foreign body", "they diagnosed you with sick sinus syndrome", "I am suspecting a coronary
 * spasm": the words name a diagnosis, known to the vocabulary or not. Short visits often hold no other assessment,
 * so such a statement is the clinician's impression; one recalled from long ago ("… years ago") is history.
 */
export function namesDiagnosis(tokens: readonly WordToken[]): boolean {
  if (tokens.some((token) => recall.has(token.norm))) return false;
  const stems = stemTokens(tokens);
  for (let i = 0; i < stems.length; i += 1) {
    const cue = namingCues.matchAt(stems, i);
    if (!cue) continue;
    let k = cue.last;
    while (k < tokens.length && ARTICLES.has(tokens[k]!.norm)) k += 1;
    const named = tokens[k]?.norm;
    if (named !== undefined && /^[a-z]/.test(named) && !namesNothing.has(named)) return true;
  }
  return false;
}

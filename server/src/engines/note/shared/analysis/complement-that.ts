/**
 * "i do remember | that he had heart trouble": after a verb of knowing or saying, a bare "that" opens the thing
 * known or said, not a new sentence. Cutting there in unpunctuated speech leaves "that he had …" without the person
 * it is about. Data and one pure check.
 */
export const KNOWING_VERBS: readonly string[] = [
  'remember',
  'know',
  'knew',
  'think',
  'thought',
  'believe',
  'said',
  'say',
  'told',
  'heard',
  'hear',
  'noticed',
  'notice',
  'realised',
  'realized',
  'found',
  'guess',
  'sure',
  'aware',
  'mean',
  'hope',
  'feel',
  'felt',
  'recall',
  'understand',
  'seems',
  'seem',
  'mentioned',
  // "any thoughts | that you'd be better off dead": after a noun of thought or feeling, "that" says what is thought.
  'thoughts',
  'feeling',
  'feelings',
  'sense',
  'idea',
  'ideas',
  'worried',
  'worry',
  'afraid',
  'scared',
  'fear',
  'fears',
];

const knowing = new Set(KNOWING_VERBS);

/** True when token `i` is a bare "that" right after a verb of knowing or saying (`previous` is that verb). */
export function complementThatAt(norm: string, previous: string): boolean {
  return norm === 'that' && knowing.has(previous);
}

import type { RawMention } from './mention.types';
import type { WordToken } from './word-tokenizer';

/** Verbs that tell how someone looks to the speaker ("dad looks nervous"), not what they have. */
const APPEARANCE_VERBS = new Set([
  'looks',
  'looked',
  'look',
  'seems',
  'seemed',
  'seem',
  'appears',
  'appeared',
  'appear',
]);
/** Words that may stand between the verb and the feeling ("looks real nervous", "seemed a bit tired"). */
const DEGREE_WORDS = new Set([
  'real',
  'really',
  'very',
  'so',
  'quite',
  'pretty',
  'a',
  'bit',
  'little',
  'kind',
  'of',
  'kinda',
  'sort',
  'too',
  'all',
]);
/** How many degree words may stand between. */
const DEGREE_REACH = 3;

/**
 * "Dad looks real nervous when it happens": how a relative looks or seems is a passing state seen by the speaker,
 * neither the patient's complaint nor the relative's history (coding a family history of anxiety would claim a
 * disorder nobody named).
 */
export function describesAppearance(tokens: readonly WordToken[], item: Pick<RawMention, 'kind' | 'first'>): boolean {
  if (item.kind !== 'symptom') return false;
  for (let i = item.first - 1, between = 0; i >= 0 && between <= DEGREE_REACH; i -= 1, between += 1) {
    const word = tokens[i]!.norm;
    if (APPEARANCE_VERBS.has(word)) return true;
    if (!DEGREE_WORDS.has(word)) return false;
  }
  return false;
}

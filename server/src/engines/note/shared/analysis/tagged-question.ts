import type { WordToken } from './word-tokenizer';

/**
 * "… diabetes and high blood pressure right | does diabetes run in the family | no": in unpunctuated speech a tag
 * "right" closes a checked statement, and an auxiliary right after it opens the next yes/no question. Left as one
 * sentence, the question's "no" never reached what it denied, and the family history asked about was written as
 * present. Data and pure checks.
 */
export const TAG_WORDS: readonly string[] = ['right', 'correct'];

/** Auxiliaries that open a yes/no question whatever its subject ("does diabetes …", "is the pain …"). */
export const QUESTION_AUXILIARIES: readonly string[] = ['does', 'did', 'is', 'are', 'was', 'were', 'has'];

/** Words before "right" that make it a side or an agreement, not a tag ("on the right", "all right"). */
const NOT_TAGGED = new Set(['the', 'your', 'my', 'his', 'her', 'their', 'to', 'on', 'at', 'all', 'both', "that's"]);
const tags = new Set(TAG_WORDS);
const auxiliaries = new Set(QUESTION_AUXILIARIES);
/** The question needs a subject and a verb or complement after its auxiliary. */
const MIN_QUESTION_WORDS = 3;

/** Token i is an auxiliary opening a question right after a tag that closed the statement before it. */
export function asksAfterTagAt(tokens: readonly WordToken[], i: number): boolean {
  const previous = tokens[i - 1]?.norm ?? '';
  if (!tags.has(previous) || NOT_TAGGED.has(tokens[i - 2]?.norm ?? '')) return false;
  return auxiliaries.has(tokens[i]?.norm ?? '') && tokens.length - i >= MIN_QUESTION_WORDS;
}

/** Openings of a real question; a tagged piece opening otherwise is a statement checked by its tag. */
const QUESTION_OPENERS = new Set([
  ...QUESTION_AUXILIARIES,
  'do',
  'have',
  'any',
  'how',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'can',
  'could',
  'would',
  'will',
]);
const ADDRESSED = new Set(['you', "you're", "you've"]);
const LEAD_INS = new Set(['so', 'and', 'okay', 'ok', 'now', 'that', 'but']);

/**
 * "you have diabetes and high blood pressure right": a statement of what the patient has, checked by a tag. It is
 * no question of a run that a later "no" denies with the others ("any fever | any chills | no").
 */
export function checksStatement(tokens: readonly WordToken[]): boolean {
  const last = tokens.length - 1;
  if (last < MIN_QUESTION_WORDS || !tags.has(tokens[last]!.norm) || NOT_TAGGED.has(tokens[last - 1]!.norm))
    return false;
  const first = tokens.find((token) => !LEAD_INS.has(token.norm))?.norm ?? '';
  return !QUESTION_OPENERS.has(first) && tokens.some((token) => ADDRESSED.has(token.norm));
}

/** "does diabetes run in the family": a piece opening with "does" and going on asks, whatever its subject. */
export function opensWithDoes(tokens: readonly WordToken[], at: number): boolean {
  return tokens[at]?.norm === 'does' && tokens.length - at >= MIN_QUESTION_WORDS;
}

// "You have diabetes and high blood pressure?": the clinician reads the record out to be confirmed.
const STATED_HAVING = new Set(['have', 'had', 'are']);

/**
 * "You have diabetes and high blood pressure, right?" "Right.": a statement of what the patient has, checked as a
 * whole, so a yes confirms every condition it names. A list offered with "or" asks which, so a yes confirms none.
 */
export function confirmsWholeStatement(tokens: readonly WordToken[]): boolean {
  if (tokens.some((token) => token.norm === 'or')) return false;
  if (checksStatement(tokens)) return true;
  const at = tokens.findIndex((token) => !LEAD_INS.has(token.norm));
  const first = tokens[at]?.norm ?? '';
  const verb = tokens[at + 1]?.norm ?? '';
  return (first === 'you' && STATED_HAVING.has(verb)) || first === "you've" || first === "you're";
}

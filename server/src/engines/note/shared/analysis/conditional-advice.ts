import type { WordToken } from './word-tokenizer';

/**
 * Safety-netting lists what may happen after one "if" and then says where to turn: "If you get more short of
 * breath, chest pain, you start coughing up blood or you feel confused, call 999." Every finding between the "if"
 * and the advice is a possibility, however long the list; a trigger's usual reach stops well short of its end.
 */
const ADVICE_VERBS: ReadonlySet<string> = new Set(['call', 'ring', 'phone', 'dial', 'contact', 'seek', 'attend']);
// Verbs that are advice only with the word after them ("come back", "go to A&E"), not "if you go out".
const ADVICE_PAIRS: ReadonlySet<string> = new Set([
  'come back',
  'come in',
  'go to',
  'go straight',
  'book in',
  'book an',
  // "… or your vision changes, you need to be seen the same day": being seen is where to turn.
  'be seen',
  'get seen',
]);
// "… or chest pain, 999": an emergency number said alone is where to turn.
const URGENT_NUMBERS: ReadonlySet<string> = new Set(['999', '111', '911']);
const FIRST_PERSON: ReadonlySet<string> = new Set(['i', "i'm", "i've", 'my', 'me']);
const urgentAt = (tokens: readonly WordToken[], i: number) =>
  ADVICE_VERBS.has(tokens[i]!.norm) || URGENT_NUMBERS.has(tokens[i]!.norm);
const advisesAt = (tokens: readonly WordToken[], i: number) =>
  urgentAt(tokens, i) || ADVICE_PAIRS.has(`${tokens[i]!.norm} ${tokens[i + 1]?.norm ?? ''}`);
// "for a head injury with vomiting, 999": "for a …" opens a condition too, when urgent help ends it.
const FOR_ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'any']);
const opensForAt = (tokens: readonly WordToken[], at: number) =>
  tokens[at]!.norm === 'for' && FOR_ARTICLES.has(tokens[at + 1]?.norm ?? '');
/** How far after "for a" urgent help may come for the words between to be its condition. */
const FOR_REACH = 10;

/**
 * Tokens [first, last) of the conditions of each "if … <advice>" in a sentence. The "if" may come anywhere:
 * speech glues the advice to what was said before it ("i'll ask my manager if it becomes weepy … call 111").
 */
export function conditionalAdviceSpans(
  tokens: readonly WordToken[],
  openBefore = false,
  adviceNext = false,
): Array<{ first: number; last: number }> {
  const spans: Array<{ first: number; last: number }> = [];
  // "… if you get a headache with a fever | and a rash call 999", "now if you get any blisters | on your forehead
  // … you need to be seen": a sentence cut inside the condition goes on with it up to the advice, whatever its
  // first word (the caller keeps this to the same speaker's turn).
  const continues = openBefore;
  for (let at = continues ? -1 : 0; at < tokens.length; at += 1) {
    if (at >= 0 && opensForAt(tokens, at)) {
      const end = tokens.findIndex((_, k) => k > at + 2 && k <= at + FOR_REACH && urgentAt(tokens, k));
      if (end > 0) spans.push({ first: at + 2, last: end });
      continue;
    }
    if (at >= 0 && tokens[at]!.norm !== 'if') continue;
    let i = at + 2;
    while (i < tokens.length && !advisesAt(tokens, i) && tokens[i]!.norm !== 'if') i += 1;
    // "if I walk up the stairs I get chest pain so I call …": the patient's own experience, not advice.
    const ownExperience = tokens.slice(at + 1, i).some((token) => FIRST_PERSON.has(token.norm));
    // "… if you get the heel hot | and swollen or numb | come back": the advice opens the next sentence.
    const adviceAhead = i >= tokens.length && adviceNext;
    if ((i < tokens.length || adviceAhead) && tokens[i]?.norm !== 'if' && !ownExperience)
      spans.push({ first: at + 1, last: i });
  }
  return spans;
}

/** The sentence opens with where to turn ("come back sooner", "call 111"): an open condition before it ends there. */
export const opensWithAdvice = (tokens: readonly WordToken[]): boolean => tokens.length > 0 && advisesAt(tokens, 0);

/** The sentence ends inside a condition: its last "if" has no advice after it ("… if you get a fever"). */
export function leavesConditionOpen(tokens: readonly WordToken[]): boolean {
  const at = tokens.map((token) => token.norm).lastIndexOf('if');
  if (at < 0) return false;
  for (let i = at + 2; i < tokens.length; i += 1) if (advisesAt(tokens, i)) return false;
  return true;
}

import { LEADING_FILLERS } from './speaker-cue.rules';
import { stemTokens, cueIndex } from './phrase-index';
import type { WordToken } from './word-tokenizer';

/**
 * Question shapes that the opening-word lists miss, said with or without a question mark: a run of findings asked
 * with "any" at the end of a sentence, and a yes/no question about someone named ("has Anna had …").
 */
const fillers = cueIndex(LEADING_FILLERS);
/**
 * Pause words after which "any …" starts a question of its own ("okay, any fever?"). Not "and" or "also": "… and
 * any injury to the ligaments" goes on with the sentence before.
 */
const PAUSE_WORDS = new Set([
  'okay',
  'ok',
  'alright',
  'so',
  'um',
  'uh',
  'now',
  'well',
  'hmm',
  'right',
  'good',
  'great',
  'perfect',
]);
/** Nouns after which "any …" starts asking ("let's go over other symptoms, any fever, chills"). */
const TOPIC_NOUNS = new Set(['symptoms', 'problems', 'issues', 'complaints', 'concerns', 'things']);
/** Words that make what follows "any" a clause rather than a list of things asked about. */
const CLAUSE_WORDS =
  /^(i|i'm|i've|you|you're|you've|he|she|we|they|it|it's|is|are|was|were|am|have|has|had|do|does|did|will|would|can|could|should|may|might|must|be|been|if|because|but|so|when|that|which|who)$/;
/** How many words the asked list after "any" may run. */
const ANY_LIST_REACH = 10;

/**
 * "Let's talk about some other symptoms, any joint pain, fever, weight loss": the sentence ends in a list asked with
 * "any", opened after a pause word or a word naming the topic. "I haven't had any fever" (a verb before "any")
 * states; "any … you had" (a clause after it) is left to the other rules.
 */
export function asksAnyAtEnd(tokens: readonly WordToken[]): boolean {
  const words = tokens.map((token) => token.norm);
  const at = words.lastIndexOf('any');
  // "any numbness in your legs or just the pain": the other choice offered is no part of the list asked.
  const choice = words.findIndex((word, k) => k > at && word === 'or' && words[k + 1] === 'just');
  const end = at >= 0 && choice > 0 ? choice : words.length;
  if (at < 0 || end - at - 1 < 1 || end - at - 1 > ANY_LIST_REACH) return false;
  if (words.slice(at + 1, end).some((word) => CLAUSE_WORDS.test(word))) return false;
  if (at === 0 || TOPIC_NOUNS.has(words[at - 1]!)) return true;
  return PAUSE_WORDS.has(words[at - 1]!) || onlyLeadInsBefore(tokens, at);
}

/** Apologies said while moving on ("got it, sorry, and any …"): a lead-in like the fillers. */
const APOLOGIES = new Set(['sorry', 'pardon']);

/** "Okay got it sorry and any numbness …": nothing but lead-in words before "any", so no statement goes on. */
function onlyLeadInsBefore(tokens: readonly WordToken[], at: number): boolean {
  const stems = stemTokens(tokens);
  let i = 0;
  while (i < at) {
    const match = fillers.matchAt(stems, i);
    if (match) i = match.last;
    else if (APOLOGIES.has(tokens[i]!.norm)) i += 1;
    else return false;
  }
  return i === at;
}

/** Auxiliaries that open a yes/no question about a third person ("has Anna had", "does your son get"). */
const AUXILIARIES = new Set(['has', 'have', 'does', 'did', 'is', 'was']);
/** Verbs that follow "has <name>" / "does <name>" in a question. */
const ASKING_VERBS = new Set([
  'had',
  'have',
  'been',
  'ever',
  'got',
  'gotten',
  'get',
  'taken',
  'take',
  'complained',
  'complain',
  'mentioned',
  'noticed',
  'seemed',
  'shown',
  'having',
  'taking',
  'getting',
]);

/**
 * "So has, has Anna had any seizures": after the opening pause words (and a word said twice), an auxiliary, one
 * word naming the person, and a verb ask about that person.
 */
export function asksAboutSomeoneNamed(tokens: readonly WordToken[]): boolean {
  const stems = stemTokens(tokens);
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match && i < stems.length; match = fillers.matchAt(stems, i))
    i = match.last;
  const words = tokens.map((token) => token.norm);
  while (words[i + 1] === words[i] && i < words.length - 1) i += 1;
  return (
    AUXILIARIES.has(words[i] ?? '') && ASKING_VERBS.has(words[i + 2] ?? '') && !CLAUSE_WORDS.test(words[i + 1] ?? '')
  );
}

/** "… does this hurt", "… is that sore": a check said while examining closes the sentence. */
const CHECK_OPENERS = new Set(['does', 'do', 'is', 'did']);
const CHECK_SUBJECTS = new Set(['this', 'that', 'it']);
const CHECK_WORDS = new Set(['hurt', 'hurts', 'bother', 'tender', 'sore', 'painful', 'uncomfortable']);

/**
 * "I'm going to press on your cheek here, does this hurt": the clinician runs the check on from what they do,
 * with or without a question mark. The answer ("no, it doesn't bother me") decides.
 */
export function endsWithExamCheck(tokens: readonly WordToken[]): boolean {
  const words = tokens.map((token) => token.norm);
  const n = words.length;
  const tail = CHECK_WORDS.has(words[n - 1] ?? '')
    ? n - 1
    : CHECK_WORDS.has(words[n - 2] ?? '') && words[n - 1] === 'you'
      ? n - 2
      : -1;
  return tail >= 2 && CHECK_SUBJECTS.has(words[tail - 1]!) && CHECK_OPENERS.has(words[tail - 2]!);
}

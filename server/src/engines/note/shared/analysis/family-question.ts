import { CONTEXT_TRIGGERS } from '../vocabulary/context-trigger.vocab';
import type { QuestionAnswer, Sentence } from './analysis.types';
import { findMentions } from './mention-finder';
import { answerPolarity } from './question-answer';

const RELATIVE_WORDS = new Set(
  CONTEXT_TRIGGERS.filter((trigger) => trigger.category === 'family' && !trigger.phrase.includes(' ')).map(
    (trigger) => trigger.phrase,
  ),
);
RELATIVE_WORDS.add('family');
/** Words that ask who has something ("has anyone in your family …", "any … in the family"). */
const ASKING = /^(any|anyone|anybody|someone|somebody)$/;
/** The speaker telling of their own ("my mom, who died of …"): no question after the asking word. */
const SPEAKER_OWN = /^(i|i'm|i've|my|me)$/;
const COMPLAINT_KINDS = new Set(['symptom', 'condition']);

const complaintsOf = (sentence: Sentence) =>
  new Set(
    findMentions(sentence.tokens, false)
      .filter((m) => COMPLAINT_KINDS.has(m.kind))
      .map((m) => m.conceptId),
  );

/** "Has anyone in your family had …?", said with or without its question mark (speech). */
function asksAboutFamily(sentence: Sentence, paired: boolean): boolean {
  const words = sentence.tokens.map((token) => token.norm.replace(/'s$/, ''));
  if (sentence.isQuestion || paired) return words.some((word) => RELATIVE_WORDS.has(word));
  // Unpunctuated speech: "… has anyone in your family had …", the relative after the asking word, nobody's own.
  const at = words.findIndex((word) => ASKING.test(word));
  const after = at < 0 ? [] : words.slice(at + 1);
  return after.some((word) => RELATIVE_WORDS.has(word)) && !after.some((word) => SPEAKER_OWN.test(word));
}

/**
 * "Anyone in your family had dizziness or strokes?" "My sister gets migraines.": an answer that names other
 * illnesses (and is no "no") confirms none of the items asked, so the question's own items are nobody's. Returns,
 * per asking sentence, the concepts of the question the answer left unconfirmed. The answer is the paired one, or
 * in unpunctuated speech the next sentence.
 */
export function unconfirmedFamilyItems(
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
): Map<number, Set<string>> {
  const unconfirmed = new Map<number, Set<string>>();
  for (const sentence of sentences) {
    const pair = questions.get(sentence.index);
    if (!asksAboutFamily(sentence, pair !== undefined)) continue;
    const answer = pair?.answer ?? sentences[sentence.index + 1];
    // Who says what is only guessed in unlabelled speech: the next sentence answers when it asks nothing itself.
    if (!answer || answer.isQuestion || answerPolarity(answer.tokens) === 'no') continue;
    const asked = complaintsOf(sentence);
    const named = complaintsOf(answer);
    if (asked.size === 0 || named.size === 0) continue;
    const left = new Set([...asked].filter((concept) => !named.has(concept)));
    if (left.size > 0) unconfirmed.set(sentence.index, left);
  }
  return unconfirmed;
}

/** The verb that stands for "runs in the family" when it is not said again ("but heart disease does"). */
const ELLIPTIC_VERBS = new Set(['does', 'do', 'did']);
/** Words unpunctuated speech may run on after the verb (the clinician's "thanks"). */
const CLOSING_WORDS = new Set(['thanks', 'okay', 'ok', 'alright', 'right', 'i', 'see', 'think']);
/** How many sentences back the "run in the family" question may stand (speech and cut-off turns split it). */
const QUESTION_REACH = 3;

const words = (sentence: Sentence) => sentence.tokens.map((token) => token.norm);
const asksRunsInFamily = (said: readonly string[]) =>
  said.some((word) => /^(run|runs|running|ran)$/.test(word)) && said.includes('family');

/**
 * "Does diabetes run in the family?" "No, but heart disease does.": a contrast closed by a bare "does" answers the
 * question with what does run in the family, so the condition named is the relatives', not the patient's. Returns
 * the sentence indexes of such answers, each for the family.
 */
export function familyContrasts(sentences: readonly Sentence[]): Map<number, string> {
  const contrasts = new Map<number, string>();
  for (const sentence of sentences) {
    const said = words(sentence);
    const but = said.indexOf('but');
    let end = said.length - 1;
    while (end > but && CLOSING_WORDS.has(said[end]!)) end -= 1;
    if (but < 0 || !ELLIPTIC_VERBS.has(said[end] ?? '') || end - but < 2) continue;
    const from = Math.max(0, sentence.index - QUESTION_REACH);
    const before = sentences.slice(from, sentence.index + 1).flatMap(words);
    if (asksRunsInFamily(before)) contrasts.set(sentence.index, 'family');
  }
  return contrasts;
}

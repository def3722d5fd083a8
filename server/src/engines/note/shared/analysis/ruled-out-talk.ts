import { PATIENT_TIE_WORDS } from '../vocabulary/experiencer-trigger.vocab';
import { NEGATION_FORWARD_PHRASES } from '../vocabulary/negation-trigger.vocab';
import {
  DIAGNOSIS_QUESTION_GAP_WORDS,
  DIAGNOSIS_QUESTION_LEADS,
  PENDING_RULE_OUT_PHRASES,
} from '../vocabulary/rule-out.vocab';
import { SELF_SUPPOSITION_LEADS } from '../vocabulary/self-supposition.vocab';
import type { Mention, Sentence } from './analysis.types';
import { cueIndex, stemTokens } from './phrase-index';
import { PATIENT_WORDS } from './speaker-cue.rules';

/** How many words before an illness a word may tie it to the patient ("your stroke", "this is a stroke"). */
const TIE_REACH = 4;
const ties = new Set(PATIENT_TIE_WORDS);
const suppositions = cueIndex(SELF_SUPPOSITION_LEADS);
/** How many words before the condition its "I think I've got" may end ("I think I've got a bit of a sinusitis"). */
const SUPPOSITION_REACH = 4;

const pendingPhrases = PENDING_RULE_OUT_PHRASES.map((phrase) => phrase.split(' '));
const negationWords = new Set(NEGATION_FORWARD_PHRASES.filter((phrase) => !phrase.includes(' ')));

/**
 * "We need a blood test to rule out gout", "I cannot rule out gout": the condition is still in question, though
 * "rule out" negates it. True when such a phrase comes before the mention with no other negation between.
 */
function stillToRuleOut(sentence: Sentence, mention: Mention): boolean {
  const words = sentence.tokens.map((token) => token.norm);
  for (let end = mention.first; end > 0; end -= 1) {
    if (pendingPhrases.some((phrase) => phrase.every((word, k) => words[end - phrase.length + k] === word)))
      return true;
    if (negationWords.has(words[end - 1]!)) return false;
  }
  return false;
}

const diagnosisLeads = DIAGNOSIS_QUESTION_LEADS.map((phrase) => phrase.split(' '));
const gapWords: ReadonlySet<string> = new Set(DIAGNOSIS_QUESTION_GAP_WORDS);
/** How many words ("a", "an") may stand between "is it" and the condition asked about. */
const LEAD_GAP = 1;

/**
 * "So is it Parkinson's?" "No.": the patient's question asks what the illness is, so its "no" (why the mention is
 * negated) is the clinician's verdict. A clinician's own "is it a migraine?" answered no is only the patient's
 * answer; speech guesses the asker, so there any asker counts.
 */
function asksDiagnosis(sentence: Sentence, mention: Mention): boolean {
  if (sentence.speaker === 'doctor' && !sentence.spoken) return false;
  const words = sentence.tokens.map((token) => token.norm);
  return diagnosisLeads.some((lead) =>
    Array.from({ length: LEAD_GAP + 1 }, (_, gap) => mention.first - gap - lead.length).some(
      (start) =>
        start >= 0 &&
        lead.every((word, k) => words[start + k] === word) &&
        words.slice(start + lead.length, mention.first).every((word) => gapWords.has(word)),
    ),
  );
}

/** How many sentences after a test result is named a denial may still read it out ("the CT showed … no abscess"). */
const RESULT_REACH = 3;

/**
 * Unpunctuated speech has no speaker labels, so a clinician reading out a result ("the CT showed inflammation …
 * | no abscess") may be guessed to be the patient. A patient does not read out a test: a denial in the results part
 * of the visit, or a few sentences after a result is named, is the clinician's, in speech.
 */
function readsOutResult(sentence: Sentence, resultsAt: readonly number[]): boolean {
  if (!sentence.spoken) return false;
  return (
    sentence.phase === 'results' || resultsAt.some((at) => at <= sentence.index && sentence.index - at <= RESULT_REACH)
  );
}

/**
 * The clinician said, not asked, that the patient does not have it ("it's not a stroke", "this isn't gout", "we've
 * ruled out gout", a result read out with "no abscess"); not that it is still to be ruled out ("to rule out gout",
 * "I can't rule out gout").
 */
const rulesOut = (mention: Mention, sentences: readonly Sentence[], resultsAt: readonly number[]) => {
  const sentence = sentences[mention.sentenceIndex];
  if (mention.kind !== 'condition' || mention.assertion !== 'negated' || sentence === undefined) return false;
  if (sentence.isQuestion) return asksDiagnosis(sentence, mention);
  return (sentence.speaker === 'doctor' || readsOutResult(sentence, resultsAt)) && !stillToRuleOut(sentence, mention);
};

/** The conditions the clinician ruled out, each with the first sentence that did. */
export function findRuledOut(mentions: readonly Mention[], sentences: readonly Sentence[]): Map<string, number> {
  const ruledOutAt = new Map<string, number>();
  const resultsAt = mentions.filter((m) => m.kind === 'result').map((m) => m.sentenceIndex);
  for (const mention of mentions) {
    if (!rulesOut(mention, sentences, resultsAt)) continue;
    const at = ruledOutAt.get(mention.conceptId);
    if (at === undefined || mention.sentenceIndex < at) ruledOutAt.set(mention.conceptId, mention.sentenceIndex);
  }
  return ruledOutAt;
}

const ownWords = new Set(PATIENT_WORDS);
/** How many words after the condition the speaker's own word still makes it theirs ("the asthma keeps me up"). */
const OWN_REACH_AFTER = 4;

/**
 * Speech guesses who speaks, so talk of a ruled-out condition the guess gave the patient may be the clinician's
 * ("… the walking changes | we see in Parkinson's disease"): only the speaker's own "I" or "my" before it keeps it
 * theirs ("I still think I have Parkinson's"), as does an own "me" or "my" just after it ("the asthma keeps me up").
 */
function ownedBySpeaker(sentence: Sentence, mention: Mention): boolean {
  return sentence.tokens
    .slice(0, mention.last + OWN_REACH_AFTER)
    .some((token, i) => (i < mention.first || i >= mention.last) && ownWords.has(token.norm));
}

/** "your stroke", "you've had a stroke", "this is a stroke": words just before the illness that make it the patient's. */
function tiedToPatient(sentence: Sentence, mention: Mention): boolean {
  return sentence.tokens
    .slice(Math.max(0, mention.first - TIE_REACH), mention.first)
    .some((token) => ties.has(token.norm));
}

/**
 * "No, this isn't a stroke. In a stroke the forehead is usually spared …": once the clinician has ruled a condition
 * out, naming it again without tying it to the patient explains the illness in general, it diagnoses nothing. Read
 * as present, that talk coded the very condition the clinician had excluded and wrote it into the impression, for
 * a clinician to sign. Only talk after the ruling-out counts, so a condition found first and doubted later stays.
 */
export function applyRuledOutTalk(mentions: Mention[], sentences: readonly Sentence[]): void {
  const ruledOutAt = findRuledOut(mentions, sentences);
  for (const mention of mentions) {
    const at = ruledOutAt.get(mention.conceptId);
    if (at === undefined || mention.sentenceIndex <= at || mention.assertion !== 'present') continue;
    const sentence = sentences[mention.sentenceIndex]!;
    if (sentence.isQuestion || tiedToPatient(sentence, mention)) continue;
    if (sentence.speaker !== 'doctor' && !(sentence.spoken && !ownedBySpeaker(sentence, mention))) continue;
    mention.assertion = 'hypothetical';
    mention.reason = 'the clinician naming again, untied to the patient, a condition they ruled out';
  }
}

/** The patient's own sentence puts the condition forward as their guess ("I think I've got sinusitis"). */
function supposedByPatient(sentence: Sentence, mention: Mention): boolean {
  if (sentence.speaker !== 'patient' || sentence.isQuestion) return false;
  const stems = stemTokens(sentence.tokens);
  for (let i = 0; i < mention.first; i += 1) {
    const match = suppositions.matchAt(stems, i);
    if (match && match.last <= mention.first && mention.first - match.last <= SUPPOSITION_REACH) return true;
  }
  return false;
}

/**
 * "I think I've got sinusitis." … "I don't think this is sinusitis, it's coming from the tooth.": the patient's guess
 * at a diagnosis, which the clinician then ruled out, is no diagnosis of theirs. Read as present it was written as
 * the presenting complaint and coded, the very condition the clinician excluded. Only a condition put forward with
 * the patient's own "I think I've got" / "I reckon it's" before the ruling-out yields; their symptoms, and a
 * condition they simply say they have ("I've got asthma"), stay as said.
 */
export function applyRuledOutSuppositions(mentions: Mention[], sentences: readonly Sentence[]): void {
  const ruledOutAt = findRuledOut(mentions, sentences);
  for (const mention of mentions) {
    const at = ruledOutAt.get(mention.conceptId);
    if (at === undefined || mention.sentenceIndex >= at || mention.assertion !== 'present') continue;
    const sentence = sentences[mention.sentenceIndex];
    if (!sentence || !supposedByPatient(sentence, mention)) continue;
    mention.assertion = 'negated';
    mention.inAssessment = false;
    mention.evidenceSentences = [...new Set([...mention.evidenceSentences, at])];
    mention.ruledOutIn = at;
    mention.reason = `the patient's guess, ruled out by the clinician in sentence ${at}`;
  }
}

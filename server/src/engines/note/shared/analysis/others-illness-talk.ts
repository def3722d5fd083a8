import { PATIENT_TIE_WORDS } from '../vocabulary/experiencer-trigger.vocab';
import type { Mention, Sentence } from './analysis.types';

/** How many words before an illness a word may tie it to the patient ("your asthma", "you have had a small stroke"). */
const TIE_REACH = 6;
/** How many words after it "yourself" may follow ("a stroke yourself"). */
const AFTER_REACH = 3;
const ties = new Set(PATIENT_TIE_WORDS);
/** Openings that speak of anyone with the illness, not of this patient ("with a stroke …", "with an ulcer …"). */
const GENERAL_OPENINGS = [
  ['with', 'a'],
  ['with', 'an'],
];

/** "With a collapsed lung you'd usually get …": words after "with a …" that make it talk of anyone with it. */
const GENERAL_AFTER = new Set(["you'd", 'usually', 'typically', 'normally', 'generally', 'people']);
const GENERAL_BEFORE = new Set(['with', 'in']);
const ARTICLES = new Set(['a', 'an']);
const AFTER_GENERAL_REACH = 3;

/**
 * "And the blood clot thing", "… with a collapsed lung you'd usually get breathlessness": an illness taken up as a
 * topic or spoken of in general, by whoever speech makes the speaker; it claims nothing of the patient.
 */
function spokenInGeneral(sentence: Sentence, mention: Mention): boolean {
  const said = sentence.tokens.map((token) => token.norm);
  if (said[mention.first - 1] === 'the' && said[mention.last] === 'thing') return true;
  const withA = GENERAL_BEFORE.has(said[mention.first - 2] ?? '') && ARTICLES.has(said[mention.first - 1] ?? '');
  return withA && said.slice(mention.last, mention.last + AFTER_GENERAL_REACH).some((w) => GENERAL_AFTER.has(w));
}

/** Whose illness a mention is by what the patient's side said of it: someone else's, or the patient's own. */
const othersOnly = (mentions: readonly Mention[], conceptId: string, sentences: readonly Sentence[]) => {
  const said = mentions.filter(
    // What the patient told, not what they asked ("and the blood clot thing?" claims nothing).
    (other) =>
      other.conceptId === conceptId &&
      sentences[other.sentenceIndex]?.speaker === 'patient' &&
      !sentences[other.sentenceIndex]?.isQuestion &&
      !spokenInGeneral(sentences[other.sentenceIndex]!, other),
  );
  const own = said.some((other) => other.assertion === 'present' || other.assertion === 'historical');
  return !own && said.some((other) => other.assertion === 'family');
};

/** "your asthma", "you've had a stroke", "this is arteritis": words just before the illness that make it the patient's. */
function tiedToPatient(sentence: Sentence, mention: Mention): boolean {
  // "With a collapsed lung you'd usually get …": a sentence opening "with a" speaks of anyone who has the illness.
  const opensInGeneral = GENERAL_OPENINGS.some((opening) =>
    opening.every((word, k) => sentence.tokens[k]?.norm === word),
  );
  const start = Math.max(opensInGeneral ? 2 : 0, mention.first - TIE_REACH);
  const before = sentence.tokens.slice(start, mention.first);
  const after = sentence.tokens.slice(mention.last, mention.last + AFTER_REACH);
  return before.some((token) => ties.has(token.norm)) || after.some((token) => token.norm === 'yourself');
}

/**
 * "My dad had a stroke" … "In a stroke the forehead is spared", "ask the Parkinson's nurse about Derek's
 * bladder", "hay fever and asthma go together": once the patient's side has told an illness only as someone
 * else's, the clinician naming it again speaks of that person or of the illness in general, unless they tie it to
 * the patient ("your", "you have", "this is") or give it as their impression. Such talk is no finding of the
 * patient's, so nothing is coded for it.
 */
export function applyOthersIllnessTalk(mentions: Mention[], sentences: readonly Sentence[]): void {
  for (const mention of mentions) {
    if (mention.assertion !== 'present' || mention.kind !== 'condition' || mention.inAssessment) continue;
    const sentence = sentences[mention.sentenceIndex]!;
    // "And the blood clot thing?": the patient asking about the illness they told as a friend's claims none.
    const asking = sentence.speaker === 'patient' && sentence.isQuestion;
    const talking = sentence.speaker === 'doctor' && !sentence.isQuestion;
    const general = spokenInGeneral(sentence, mention);
    if (!(asking || talking || general) || (!general && tiedToPatient(sentence, mention))) continue;
    if (!othersOnly(mentions, mention.conceptId, sentences)) continue;
    mention.assertion = 'hypothetical';
    mention.reason = general
      ? "an illness told only as someone else's, taken up as a topic or in general"
      : asking
        ? "the patient asking about an illness told only as someone else's"
        : "the clinician naming an illness told only as someone else's, not tied to the patient";
  }
}

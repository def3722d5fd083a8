import type { Sentence } from '../../../shared/analysis/analysis.types';
import { containsPhrase, stemTokens, cueIndex } from '../../../shared/analysis/phrase-index';
import { IMPRESSION_CUES } from '../../../shared/vocabulary/section-cue.vocab';
import type { DraftStatement } from '../note-draft';
import type { WriterContext } from '../writer-context';

const impressionCues = cueIndex(IMPRESSION_CUES);
// Statuses a diagnosis the clinician gives may have: said outright, or hedged ("probably", "might be").
const ASSESSED = new Set(['present', 'uncertain']);

const ADDRESSED = /\b(you|your|you're|you've)\b/i;

/** Words of a diagnosis given to someone: an impression cue and "you" ("I think you've got …", "it looks like your …"). */
export function statesDiagnosis(sentence: Sentence): boolean {
  return ADDRESSED.test(sentence.text) && containsPhrase(stemTokens(sentence.tokens), impressionCues);
}

// "It sounds like a viral chest infection", "I think it's a virus" (not "it's a bit gritty"): a diagnosis the vocabulary may not name, said
// as a bare noun phrase after the lead, so nothing else (a negation, a plan) rides along.
const NAMED_DIAGNOSIS =
  /^(?:so,? |okay,? |well,? )?(?:i think |i suspect )?(?:it's|this is|it is|you've got|you have|it sounds like|it looks like|sounds like|looks like|this sounds like|this looks like)(?: probably| likely| just)? (?:a|an) (?!(?:bit|little|lot|while|few|couple|good|bad)\b)[a-z' -]{3,40}[.!]?$/i;

// "…, no cough and the swollen glands, I think this is tonsillitis, most likely bacterial": the diagnosis closes the
// sentence after a lead, whatever came before; its words need not be in the vocabulary. A short tail with no
// negation, so a reasoned-out "I think it's not …" or a plan riding along is never taken for the diagnosis.
const CLOSING_DIAGNOSIS =
  /(?:^|[,;.]\s*|\s)(?:i think (?:that )?(?:this is|it's|it is|you've got|you have got|you have|you're experiencing|you're having|the most likely explanation is(?: that)?)|it sounds like|it looks like|i(?:'m| am) worried (?:that )?you (?:may|might) have)\s+((?:[\w'-]+,?\s+){0,13}[\w'-]+)[.!]?$/i;
const NEGATED_TAIL = /\b(?:no|not|isn't|don't|doesn't|nothing|without|never)\b|n't\b/i;

/** The diagnosis said at the close of a sentence (see CLOSING_DIAGNOSIS), or null. */
export function closingDiagnosis(text: string): string | null {
  const tail = CLOSING_DIAGNOSIS.exec(text.trim())?.[1]?.trim();
  return tail && !NEGATED_TAIL.test(tail) ? tail : null;
}

/** The clinician giving a diagnosis ("I think you've got a urine infection"), in any part of the visit. */
export function statesImpression(context: WriterContext, sentence: Sentence): boolean {
  if (sentence.speaker !== 'doctor' || sentence.isQuestion) return false;
  if (NAMED_DIAGNOSIS.test(sentence.text.trim()) || closingDiagnosis(sentence.text) !== null) return true;
  const diagnoses = context
    .mentionsOf(sentence)
    .filter((m) => m.kind === 'condition' && ASSESSED.has(m.assertion) && !m.historyOf);
  return diagnoses.length > 0 && containsPhrase(stemTokens(sentence.tokens), impressionCues);
}

// "I think this is tonsillitis, probably bacterial" is written "Tonsillitis, probably bacterial": the heading
// already says it is the clinician's impression. Any other hedge ("probably", "could be") stays as said. What
// comes before the lead ("Priya,", "from what the patient has told me,") is address or preamble, not impression.
const SUBJECT = '(?:the patient|she|he|they|[a-z]+)';
const LEAD = new RegExp(
  '^(?:.{0,80}?[,\\s])?(?:' +
    "I think (?:that )?(?:this is|it is|it's|the most likely explanation is(?: that)?|" +
    `${SUBJECT}(?: has got|'s got| have got| is experiencing| are experiencing| is having| are having)|` +
    `${SUBJECT} (?:has|have)(?= (?:an?|the|some) ))|` +
    "(?:It |this )?(?:sounds|looks) (?:very much )?like(?: something called| what is called| what's called)?|" +
    "I(?:'m| am) worried (?:that )?" +
    SUBJECT +
    ' (?:may|might) have' +
    // "It looks like the patient has …": "the" there belongs to the subject, not to the diagnosis.
    ') (?:an? |the (?!patient\\b))?',
  'i',
);
// "Chloe, I think the patient's asthma is …": only the address and "I think" go; the statement stays whole.
const THINK = /^(?:.{0,80}?[,\s])?I think (?:that )?/i;

export function asImpression(text: string): string {
  const lead = LEAD.exec(text) ?? THINK.exec(text);
  if (!lead) return text;
  const rest = text.slice(lead[0].length);
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/**
 * The diagnoses the clinician stated, each in the clinician's words with its sentence as evidence. Taken before
 * the history is written, so "I think you've got a urine infection" said early is the impression, not history.
 */
export interface StatedImpressions {
  statements: DraftStatement[];
  /** The diagnoses named, so the problem list does not name them twice. */
  conceptIds: Set<string>;
  /** Where the last was said: advice after it is the plan. */
  lastSentence: number;
  /** That advice, once taken (before the history is written, which would otherwise take speech's plan). */
  advice?: DraftStatement[];
}

export function writeStatedImpressions(context: WriterContext): StatedImpressions {
  const statements: DraftStatement[] = [];
  const conceptIds = new Set<string>();
  let lastSentence = -1;
  for (const sentence of context.sentences) {
    if (context.used.has(sentence.index) || !statesImpression(context, sentence)) continue;
    const text = context.rewrite(sentence);
    if (!text) continue;
    statements.push({ text: asImpression(text), evidence: context.evidence([sentence.index]) });
    context.used.add(sentence.index);
    lastSentence = sentence.index;
    for (const m of context.mentionsOf(sentence)) if (m.kind === 'condition') conceptIds.add(m.conceptId);
  }
  return { statements, conceptIds, lastSentence };
}

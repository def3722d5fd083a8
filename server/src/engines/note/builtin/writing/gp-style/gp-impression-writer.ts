import type { Sentence } from '../../../shared/analysis/analysis.types';
import { containsPhrase, PhraseIndex, stemTokens } from '../../../shared/analysis/phrase-index';
import { IMPRESSION_CUES } from '../../../shared/vocabulary/section-cue.vocab';
import type { DraftStatement } from '../note-draft';
import type { WriterContext } from '../writer-context';

const impressionCues = new PhraseIndex<true>(IMPRESSION_CUES.map((phrase): [string, true] => [phrase, true]));
// Statuses a diagnosis the clinician gives may have: said outright, or hedged ("probably", "might be").
const ASSESSED = new Set(['present', 'uncertain']);

const ADDRESSED = /\b(you|your|you're|you've)\b/i;

/** Words of a diagnosis given to someone: an impression cue and "you" ("I think you've got …", "it looks like your …"). */
export function statesDiagnosis(sentence: Sentence): boolean {
  return ADDRESSED.test(sentence.text) && containsPhrase(stemTokens(sentence.tokens), impressionCues);
}

// "It sounds like a viral chest infection", "I think it's a virus": a diagnosis the vocabulary may not name, said
// as a bare noun phrase after the lead, so nothing else (a negation, a plan) rides along.
const NAMED_DIAGNOSIS =
  /^(?:so,? |okay,? |well,? )?(?:i think |i suspect )?(?:it's|this is|it is|you've got|you have|it sounds like|it looks like|sounds like|looks like|this sounds like|this looks like)(?: probably| likely| just)? (?:a|an) [a-z' -]{3,40}[.!]?$/i;

/** The clinician giving a diagnosis ("I think you've got a urine infection"), in any part of the visit. */
export function statesImpression(context: WriterContext, sentence: Sentence): boolean {
  if (sentence.speaker !== 'doctor' || sentence.isQuestion) return false;
  if (NAMED_DIAGNOSIS.test(sentence.text.trim())) return true;
  const diagnoses = context
    .mentionsOf(sentence)
    .filter((m) => m.kind === 'condition' && ASSESSED.has(m.assertion) && !m.historyOf);
  return diagnoses.length > 0 && containsPhrase(stemTokens(sentence.tokens), impressionCues);
}

// "I think this is tonsillitis, probably bacterial" is written "Tonsillitis, probably bacterial": the heading
// already says it is the clinician's impression. Any other hedge ("probably", "could be") stays as said.
const LEAD =
  /^(?:So,? |Okay,? |Well,? )?(?:I think (?:that )?(?:this is|it is|it's|the patient has(?: got)?|she has(?: got)?|he has(?: got)?|they have(?: got)?|the patient's got)|(?:It |This )?(?:sounds|looks) like) (?:an? |the )?/i;

export function asImpression(text: string): string {
  const lead = LEAD.exec(text);
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

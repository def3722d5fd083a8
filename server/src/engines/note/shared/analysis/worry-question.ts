import {
  DISEASE_SUFFIXES,
  NOT_DISEASES,
  WORRY_LEADS,
  WORRY_OPENINGS,
  WORRY_TAILS,
  WORRY_WORDS,
} from '../vocabulary/worry-question.vocab';
import { LEXICON } from './concept-lexicon';
import { cueIndex, stemTokens } from './phrase-index';
import { LEADING_FILLERS } from './speaker-cue.rules';
import type { WordToken } from './word-tokenizer';

const openings = cueIndex(WORRY_OPENINGS);
const leads = cueIndex(WORRY_LEADS);
const worries = cueIndex(WORRY_WORDS);
const fillers = cueIndex(LEADING_FILLERS);
const tails = new Set(WORRY_TAILS);
const notDiseases = new Set(NOT_DISEASES);
/** "is it cancer or something do you think": a few words may close the question after what is feared. */
const MAX_TAIL = 4;

/** A word shaped like a disease name ("meningitis", "lymphoma") the lexicon may not hold. */
function soundsLikeDisease(word: string): boolean {
  return !notDiseases.has(word) && DISEASE_SUFFIXES.some((end) => word.length > end.length + 3 && word.endsWith(end));
}

/** Where what is feared ends when it starts at token i ("meningitis", "my heart", "something serious"), or -1. */
function fearedEndAt(tokens: readonly WordToken[], stems: readonly string[], i: number): number {
  const named = worries.matchAt(stems, i) ?? LEXICON.conditions.matchAt(stems, i);
  if (named) return named.last;
  // "is it my heart", "could it be my gallbladder": the speaker's own body part, asked about, is the patient's worry.
  if (stems[i] === 'my') {
    const part = LEXICON.sites.matchAt(stems, i + 1) ?? LEXICON.conditions.matchAt(stems, i + 1);
    if (part) return part.last;
  }
  return soundsLikeDisease(tokens[i]?.norm ?? '') ? i + 1 : -1;
}

/**
 * "is it meningitis", "could it be my heart", "is it serious": a question about what the speaker (or the child they
 * brought) has, whole in itself. The patient asks it and the clinician answers; a clinician's question about how a
 * symptom is ("is it sore", "is it worse at night") or about a condition of the listener's ("is it your asthma")
 * names no feared thing right after its opening and is left alone.
 */
export function asksWhatItIs(tokens: readonly WordToken[]): boolean {
  const stems = stemTokens(tokens);
  let i = 0;
  for (let match = fillers.matchAt(stems, i); match && i < stems.length; match = fillers.matchAt(stems, i))
    i = match.last;
  const opening = openings.matchAt(stems, i);
  if (!opening) return false;
  const lead = leads.matchAt(stems, opening.last);
  // A lead ("a", "something like") counts only when something feared follows it: "is it a stroke".
  const afterLead = lead ? fearedEndAt(tokens, stems, lead.last) : -1;
  const end = afterLead >= 0 ? afterLead : fearedEndAt(tokens, stems, opening.last);
  if (end < 0) return false;
  const tail = tokens.slice(end).map((token) => token.norm);
  return tail.length <= MAX_TAIL && tail.every((word) => tails.has(word));
}

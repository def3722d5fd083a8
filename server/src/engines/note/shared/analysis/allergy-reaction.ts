import type { Mention, Sentence } from './analysis.types';
import { findReactionReadBacks } from './allergy-reaction-echo';
import { PRESENT_TIME_WORDS } from '../vocabulary/event-concept.vocab';

/**
 * "Any allergies?" "Penicillin, I came out in hives with it.": the hives are what the allergy did once, said to
 * describe the allergy, not a complaint of today. Left as findings they become the presenting complaint, a past
 * condition and a code. The allergy line records the allergy; the reaction's complaints are dropped.
 */

// Words that point back to the allergen of the sentence before ("I was sick all night with it").
const BACK_REFERENCES: ReadonlySet<string> = new Set(['it', 'that', 'them', 'those', 'this']);
// Complaints the reaction may name; a condition of another kind ("hernia" of "after my hernia op") stays.
const REACTION_KINDS: ReadonlySet<string> = new Set(['symptom']);
const REACTION_CONDITIONS: ReadonlySet<string> = new Set(['urticaria', 'angioedema', 'anaphylaxis', 'rash']);

// How a reaction is told ("it made me sick", "I came out in a rash with it", "she comes up in hives if …"); an
// allergy said beside today's complaint ("I'm allergic to penicillin and I've had a cough") tells none.
const REACTION_CUES: ReadonlySet<string> = new Set(
  'with makes made make gave gives give brought brings came comes come went goes turned turns swelled swell reacted reaction when if after'.split(
    ' ',
  ),
);
const tellsReaction = (sentence: Sentence) => sentence.tokens.some((token) => REACTION_CUES.has(token.norm));

const isAllergy = (mention: Mention) => mention.kind === 'allergy' && mention.assertion !== 'negated';
const isReaction = (mention: Mention) =>
  mention.assertion === 'present' &&
  (REACTION_KINDS.has(mention.kind) || (mention.kind === 'condition' && REACTION_CONDITIONS.has(mention.conceptId)));

/** Indexes of the sentences that describe an allergy's reaction: the allergy's own, and a next one pointing back. */
function reactionSentences(mentions: readonly Mention[], sentences: readonly Sentence[]): Set<number> {
  const indexes = new Set<number>();
  for (const allergy of mentions.filter(isAllergy)) {
    const own = sentences[allergy.sentenceIndex];
    if (!own) continue;
    // Speech glues the patient's answer to the question ("and allergies the dye they use for ct scans"): the
    // allergy then stands in the clinician's line, and the patient's next sentence tells what it did.
    const glued = own.speaker !== 'patient' && own.isQuestion === false;
    if (!glued && (own.speaker !== 'patient' || own.isQuestion)) continue;
    if (!glued && tellsReaction(own)) indexes.add(own.index);
    const next = sentences[own.index + 1];
    if (!next || (!glued && next.turnIndex !== own.turnIndex) || next.speaker !== 'patient' || !tellsReaction(next))
      continue;
    if (next.tokens.some((token) => BACK_REFERENCES.has(token.norm))) indexes.add(next.index);
  }
  return indexes;
}

// "Penicillin gives me a rash, and I've got a rash on my arm today": a complaint dated to today near its words is
// today's, whatever allergy the sentence also tells.
const TODAY_WINDOW = 6;
const todayWords: ReadonlySet<string> = new Set(PRESENT_TIME_WORDS);
function isDatedToday(mention: Mention, sentences: readonly Sentence[]): boolean {
  const tokens = sentences[mention.sentenceIndex]?.tokens ?? [];
  const near = tokens.slice(Math.max(0, mention.first - TODAY_WINDOW), mention.last + TODAY_WINDOW);
  return near.some((token) => todayWords.has(token.norm));
}

/** The mentions without the complaints that only describe an allergy's reaction. */
export function dropAllergyReactions(mentions: readonly Mention[], sentences: readonly Sentence[]): Mention[] {
  const indexes = reactionSentences(mentions, sentences);
  const readBacks = findReactionReadBacks(mentions, sentences, indexes, isReaction);
  return mentions.filter(
    (mention) =>
      isDatedToday(mention, sentences) ||
      (!readBacks.has(mention) && !(indexes.has(mention.sentenceIndex) && isReaction(mention))),
  );
}

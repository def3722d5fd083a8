import type { Mention, Sentence } from './analysis.types';

/**
 * The clinician's read-back of an allergy ("Okay, aspirin, hives", "contrast dye, hives"): the reaction named
 * again to write it down, not a complaint of today. Two shapes, both general: the reaction is the one the allergy
 * in the same sentence records ({reaction=hives}), or a short statement right after the patient told the reaction
 * names the same complaint again. A longer sentence or a question ("and the hives you have today?") stays.
 */

/** At most this many words: a read-back names the allergen and the reaction, with no clause of its own. */
const READ_BACK_MAX_WORDS = 8;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The words that name a mention in its sentence. */
const wordsOf = (mention: Mention, sentences: readonly Sentence[]) =>
  (sentences[mention.sentenceIndex]?.tokens ?? [])
    .slice(mention.first, mention.last + 1)
    .map((token) => token.norm)
    .join(' ');

/** The reaction named in the sentence is the one an allergy of the same sentence records. */
function isOwnAllergyReaction(
  reaction: Mention,
  mentions: readonly Mention[],
  sentences: readonly Sentence[],
): boolean {
  const said = normalise(wordsOf(reaction, sentences));
  return mentions.some(
    (allergy) =>
      allergy.kind === 'allergy' &&
      allergy.assertion !== 'negated' &&
      allergy.sentenceIndex === reaction.sentenceIndex &&
      said.length > 0 &&
      normalise(allergy.attributes.reaction ?? '').includes(said),
  );
}

/** Short statements that repeat, right after it, a reaction the patient told of an allergy. */
function echoSentences(
  mentions: readonly Mention[],
  sentences: readonly Sentence[],
  reactionIndexes: ReadonlySet<number>,
  isReaction: (mention: Mention) => boolean,
): Map<number, Set<string>> {
  const echoes = new Map<number, Set<string>>();
  for (const index of reactionIndexes) {
    const told = new Set(mentions.filter((m) => m.sentenceIndex === index && isReaction(m)).map((m) => m.conceptId));
    const next = sentences[index + 1];
    if (told.size === 0 || !next || next.speaker === sentences[index]?.speaker || next.isQuestion) continue;
    if (next.tokens.length > READ_BACK_MAX_WORDS) continue;
    echoes.set(next.index, told);
  }
  return echoes;
}

/** The reaction mentions that only read back an allergy's reaction. */
export function findReactionReadBacks(
  mentions: readonly Mention[],
  sentences: readonly Sentence[],
  reactionIndexes: ReadonlySet<number>,
  isReaction: (mention: Mention) => boolean,
): Set<Mention> {
  const echoes = echoSentences(mentions, sentences, reactionIndexes, isReaction);
  return new Set(
    mentions.filter(
      (mention) =>
        isReaction(mention) &&
        (isOwnAllergyReaction(mention, mentions, sentences) ||
          echoes.get(mention.sentenceIndex)?.has(mention.conceptId)),
    ),
  );
}

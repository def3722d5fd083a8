import { SELF_CONTRASTS, SELF_NAMING } from '../vocabulary/companion-cue.vocab';
import type { Sentence } from './analysis.types';
import { companionNames } from './companion-address';
import { containsPhrase, cueIndex, stemTokens } from './phrase-index';
import { hasTurns } from './speaker-run';

/**
 * A companion who breaks in after the patient speaks of them ("That's what frightened Maureen." / "It did. And I'm
 * no better, I've got an overactive bladder."). Two patient-side turns in a row are two speakers; the first names
 * the companion, so the second, setting its speaker apart from the patient, is the companion's. Only tagged talk
 * has turns to tell this by.
 */
const contrasts = cueIndex(SELF_CONTRASTS);
/** "I'm Maureen": a speaker names themselves only to say who they are. */
const selfNaming = new Set(SELF_NAMING);

/** The turn names a companion other than as its own speaker introducing themselves. */
function namesCompanion(turn: readonly Sentence[], names: ReadonlyMap<string, string>): boolean {
  return turn.some((sentence) => {
    const words = sentence.tokens.map((token) => token.norm);
    return words.some((word, k) => names.has(word) && !selfNaming.has(words[k - 1] ?? ''));
  });
}

/** Sentences of a patient-side turn that follows, with no clinician between, a patient-side turn naming a companion. */
export function companionTurnsAfterNaming(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  const names = companionNames(sentences);
  if (names.size === 0 || !hasTurns(sentences)) return found;
  const turns = new Map<number, Sentence[]>();
  for (const sentence of sentences) turns.set(sentence.turnIndex, [...(turns.get(sentence.turnIndex) ?? []), sentence]);
  const ordered = [...turns.values()];
  ordered.forEach((turn, t) => {
    const previous = ordered[t - 1];
    if (!previous || turn[0]?.speaker !== 'patient' || previous[0]?.speaker !== 'patient') return;
    if (!namesCompanion(previous, names)) return;
    if (!turn.some((sentence) => containsPhrase(stemTokens(sentence.tokens), contrasts))) return;
    for (const sentence of turn) found.add(sentence.index);
  });
  return found;
}

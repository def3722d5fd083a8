/** The shape of a word's other sense, shared by the word-sense tables (a types file, so the tables import no cycle). */
export interface OtherSense {
  /** Words that, said just before the concept's words, give the other sense. */
  before: readonly string[];
  /** Words that, said just after, give the other sense. */
  after: readonly string[];
  /** A load on a body part: one of these verbs with "on" or "off" near the concept ("putting stress on it"). */
  loadVerbs: readonly string[];
  /** Phrases that, said just before the concept's words, give the other sense ("rhonchi that clear with cough"). */
  phrasesBefore?: readonly string[];
  /** Three-word instructions that, said just before the concept's words, give the other sense ("put it on"). */
  instructionsBefore?: readonly string[];
  /** Phrases that, said just after the concept's words, give the other sense ("liver tests are up to date"). */
  phrasesAfter?: readonly string[];
  /**
   * Said as one of `said`, anywhere in a sentence with one of `words`, the concept has the other sense — unless the
   * sentence also has one of `unless`, which names the concept's own sense.
   */
  inSentence?: { said: readonly string[]; words: readonly string[]; unless?: readonly string[] };
}

import type { RelativeSentence, Sentence } from './analysis.types';

/** Words that open how a scare just told turned out ("it turned out to be nothing", "it was only a cyst"). */
const OUTCOME_LEADS: readonly (readonly string[])[] = [
  ['it', 'turned', 'out'],
  ['turned', 'out'],
  ['it', 'was', 'only'],
  ['it', 'was', 'just'],
  ['luckily', 'it', 'was'],
  ['thankfully', 'it', 'was'],
];
const OWNERS = new Set(['my', 'our', 'his', 'her', 'their']);
const FIRST_PERSON = /^(i|i'm|i've|i'd|me|my|myself)$/;
const relativeWord = (norm: string) => norm.replace(/'s$/, '');

/** The relative the sentence names after an owner ("after my brother had his scare"), or undefined. */
function ownedRelative(sentence: Sentence, relatives: ReadonlySet<string>): string | undefined {
  const words = sentence.tokens.map((token) => relativeWord(token.norm));
  return words.find((word, k) => k > 0 && OWNERS.has(words[k - 1]!) && relatives.has(word));
}

/**
 * "I checked after my brother had his scare. It turned out to be a cyst.": how a relative's scare turned out goes
 * on with their story, though the sentence names nobody. Written in the patient's story, it would read as theirs.
 */
export function addRelativeOutcomes(
  sentences: readonly Sentence[],
  told: Map<number, RelativeSentence>,
  relatives: ReadonlySet<string>,
): void {
  for (const sentence of sentences) {
    if (sentence.isQuestion || told.has(sentence.index)) continue;
    const words = sentence.tokens.map((token) => token.norm);
    if (!OUTCOME_LEADS.some((lead) => lead.every((word, k) => words[k] === word))) continue;
    if (words.some((word) => FIRST_PERSON.test(word))) continue;
    const before = sentences[sentence.index - 1];
    // Unpunctuated speech is one turn whose speakers are guessed: there the same turn will do.
    if (!before || before.speaker !== 'patient' || before.turnIndex !== sentence.turnIndex) continue;
    const relative = told.get(before.index)?.relative ?? ownedRelative(before, relatives);
    if (relative !== undefined) told.set(sentence.index, { relative, named: true });
  }
}

import {
  CHILD_NOUN_ADJECTIVES,
  OTHER_RELATIVE_QUALIFIERS,
  RELATIVE_NOUNS,
} from '../../shared/vocabulary/patient-referent.vocab';
import { stemWord } from '../../shared/analysis/word-tokenizer';
import type { Words } from './speech-normalizer';

// Who may own the child noun: the parent ("my son"), the clinician ("your son"), anyone ("the baby").
const OWNERS = new Set(['my', 'our', 'your', 'the', 'this']);
const adjectives = new Set(CHILD_NOUN_ADJECTIVES);
const qualifiers = new Set(OTHER_RELATIVE_QUALIFIERS);
const relatives = new Set(RELATIVE_NOUNS);

/** The child noun of `nouns` (stemmed, possibly two words) that starts at `at`, as its length in words. */
function nounLengthAt(words: Words, at: number, nouns: ReadonlySet<string>): number {
  for (const length of [2, 1]) {
    const said = words.slice(at, at + length);
    if (said.length < length) continue;
    const last = said[length - 1]!.replace(/'s$/, '');
    const key = [...said.slice(0, -1), last].map(stemWord).join(' ');
    if (nouns.has(key)) return length;
  }
  return 0;
}

/**
 * When a parent speaks for a child, "my son" is the patient: the note must never read "the patient's son has had
 * ear pain". Rewrites the owned child noun ("my son", "your little girl", "my son's") as "the patient" before the
 * sentence is put in the third person; "my other son" and "my baby brother" are someone else and stay.
 */
export function nameChildAsPatient(words: Words, nouns: ReadonlySet<string>): Words {
  if (nouns.size === 0) return words;
  const out: Words = [];
  for (let i = 0; i < words.length; i += 1) {
    const owner = words[i]!;
    // "my little boy" skips the adjective; "our little one" is itself the noun.
    const starts = adjectives.has(words[i + 1] ?? '') ? [i + 1, i + 2] : [i + 1];
    const owned = OWNERS.has(owner) && !qualifiers.has(words[i + 1] ?? '');
    const nounAt = starts.find((at) => owned && nounLengthAt(words, at, nouns) > 0) ?? i + 1;
    const length = owned ? nounLengthAt(words, nounAt, nouns) : 0;
    const end = nounAt + length;
    if (length === 0 || relatives.has(words[end] ?? '')) {
      out.push(owner);
      continue;
    }
    out.push('the', words[end - 1]!.endsWith("'s") ? "patient's" : 'patient');
    i = end - 1;
  }
  return out;
}

import { lookupTable } from '../../../../lib/lookup-table';
import {
  MID_ADVERBS,
  NEVER_VERBS,
  NOT_PRESENT_VERBS,
  OBJECT_CONTEXT,
  OBJECT_PARTICLES,
  PRESENT_VERBS_IN_ED,
  SUBJECT_FOLLOWERS,
  SUBJECT_OPENERS,
  THIRD_PERSON,
} from '../../shared/vocabulary/rewrite.vocab';
import type { Words } from './speech-normalizer';
import { isSpelledLetterI } from '../../shared/analysis/spelled-letters';

/** How the note refers to the patient: "she / her / her / herself", or "the patient" when sex is not said. */
export interface Pronouns {
  subject: string;
  /** Subject for later mentions in the same sentence, taking plural agreement ("the patient …, and they are …"). */
  laterSubject?: string;
  object: string;
  possessive: string;
  possessivePronoun: string;
  reflexive: string;
}

export const NEUTRAL_PRONOUNS: Pronouns = {
  subject: 'the patient',
  laterSubject: 'they',
  object: 'them',
  possessive: 'their',
  possessivePronoun: 'theirs',
  reflexive: 'themselves',
};
export const FEMALE_PRONOUNS: Pronouns = {
  subject: 'she',
  object: 'her',
  possessive: 'her',
  possessivePronoun: 'hers',
  reflexive: 'herself',
};
export const MALE_PRONOUNS: Pronouns = {
  subject: 'he',
  object: 'him',
  possessive: 'his',
  possessivePronoun: 'his',
  reflexive: 'himself',
};

/** Who is talking: the patient's "I" is the patient; the clinician's "you" is the patient; a relative's "I" is the family. */
export type Voice = 'patient' | 'doctor' | 'guest';

/** A relative speaking with the patient: their "I" and "we" are the family, not the patient. */
export const FAMILY_PRONOUNS: Pronouns = {
  subject: 'the family',
  object: 'the family',
  possessive: "the family's",
  possessivePronoun: "the family's",
  reflexive: 'themselves',
};

const notPresent = new Set(NOT_PRESENT_VERBS);
const objectContext = new Set(OBJECT_CONTEXT);
const neverVerbs = new Set(NEVER_VERBS);
const presentInEd = new Set(PRESENT_VERBS_IN_ED);
const subjectFollowers = new Set(SUBJECT_FOLLOWERS);
const objectParticles = new Set(OBJECT_PARTICLES);
const subjectOpeners = new Set(SUBJECT_OPENERS);
const AUXILIARIES = new Set([
  'can',
  'could',
  'will',
  'would',
  'should',
  'do',
  'does',
  'did',
  'are',
  'were',
  'have',
  'has',
  'may',
  'might',
  'must',
]);
const LY_VERBS = new Set(['apply', 'reply', 'supply', 'rely', 'fly', 'multiply', 'comply']);
const adverbs = MID_ADVERBS.map((adverb) => adverb.split(' '));

/** Third person singular of a present-tense verb: take → takes, try → tries, go → goes. */
export function inflectThirdPerson(verb: string): string {
  const irregular = THIRD_PERSON[verb];
  if (irregular) return irregular;
  if (verb === 'were') return 'was';
  if (
    notPresent.has(verb) ||
    neverVerbs.has(verb) ||
    !/^[a-z]+$/.test(verb) ||
    (/(ed|ing|s)$/.test(verb) && !presentInEd.has(verb)) ||
    verb.length < 2
  )
    return verb;
  if (verb.endsWith('ly') && !LY_VERBS.has(verb)) return verb;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** Index of the verb after a subject at `at`, looking past adverbs ("I also really like"). */
function verbIndex(words: Words, at: number): number {
  let i = at + 1;
  for (let moved = true; moved;) {
    moved = false;
    const adverb = adverbs.find((parts) => parts.every((part, k) => words[i + k] === part));
    if (adverb) [i, moved] = [i + adverb.length, true];
  }
  return i;
}

const PLURAL_AGREEMENT: Readonly<Record<string, string>> = lookupTable({
  am: 'are',
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
});

/** Replaces a subject at `at` and makes its verb agree (singular, or plural for "they"). */
function replaceSubject(words: Words, at: number, subject: string, plural = false): void {
  words[at] = subject;
  // "can you tell me": the verb stays bare after an inverted auxiliary.
  if (AUXILIARIES.has(words[at - 1] ?? '')) return;
  const verb = verbIndex(words, at);
  const word = words[verb];
  if (word) words[verb] = plural ? (PLURAL_AGREEMENT[word] ?? word) : inflectThirdPerson(word);
}

/**
 * Puts a sentence in the third person about the patient. For the patient's words, "I/me/my" become the
 * patient and "we/our" become "they/their"; returns null when the patient addresses someone ("you"), which
 * cannot be rewritten safely. For the clinician's words, "you/your" become the patient and "I" stays.
 * `speaker`: who says a patient-side sentence when it is not the patient (a companion: "her husband"); their "I"
 * becomes them, never the patient.
 */
export function convertPerson(input: Words, voice: Voice, pronouns: Pronouns, speaker?: Pronouns): Words | null {
  const words = [...input];
  const self = speaker ?? (voice === 'guest' ? FAMILY_PRONOUNS : pronouns);
  let named = false;
  // The first mention names the patient; later ones may use a pronoun ("they") with plural agreement.
  const subjectAt = (at: number, who: Pronouns) => {
    if (named && who.laterSubject) replaceSubject(words, at, who.laterSubject, true);
    else replaceSubject(words, at, who.subject);
    named = true;
  };
  // Without a pronoun to lean on, the first mention of any kind names the patient ("the patient's knee").
  const nameFirst = (who: Pronouns, pronoun: string, named_: string) => {
    const first = !named && who.laterSubject !== undefined;
    named = true;
    return first ? named_ : pronoun;
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const previous = words[i - 1];
    if (voice === 'patient' || voice === 'guest') {
      if (word === 'you' || word === 'your' || word === 'yours' || word === 'yourself') return null;
      if (word === 'i' && !isSpelledLetterI(words, i)) subjectAt(i, self);
      else if (word === 'me') words[i] = nameFirst(self, self.object, self.subject);
      else if (word === 'my') words[i] = nameFirst(self, self.possessive, `${self.subject}'s`);
      else if (word === 'mine') words[i] = self.possessivePronoun;
      else if (word === 'myself') words[i] = self.reflexive;
      else if (word === 'we' && voice === 'guest') replaceSubject(words, i, 'the family');
      else if (word === 'we') words[i] = 'they';
      else if (word === 'our') words[i] = 'their';
      else if (word === 'us') words[i] = 'them';
      else if (word === 'ourselves') words[i] = 'themselves';
    } else {
      // "thank you" is said to whoever is thanked; it is never the patient in the third person.
      if (word === 'you' && previous === 'thank') continue;
      if (word === 'you') {
        const wouldLike = previous === 'like' && (words[i - 2] === 'would' || words[i - 2] === 'i');
        const subjectNext = subjectFollowers.has(words[i + 1] ?? '');
        // "will bind you up": a verb before and a particle after make "you" its object.
        const phrasal =
          previous !== undefined &&
          objectParticles.has(words[i + 1] ?? '') &&
          !AUXILIARIES.has(previous) &&
          !subjectOpeners.has(previous);
        if (((previous !== undefined && objectContext.has(previous)) || wouldLike || phrasal) && !subjectNext)
          words[i] = nameFirst(pronouns, pronouns.object, pronouns.subject);
        else subjectAt(i, pronouns);
      } else if (word === 'your') words[i] = nameFirst(pronouns, pronouns.possessive, `${pronouns.subject}'s`);
      else if (word === 'yours') words[i] = pronouns.possessivePronoun;
      else if (word === 'yourself') words[i] = pronouns.reflexive;
    }
  }
  return words;
}

import { GIVEN_TO_WORDS } from '../vocabulary/companion-cue.vocab';
import { FIRST_PERSON, THIRD_PERSON_CHILD } from '../vocabulary/patient-referent.vocab';
import type { RawMention } from './mention-finder';
import type { WordToken } from './word-tokenizer';

/**
 * A companion's own medicine ("I'm on insulin", "I take methotrexate"), said in a sentence already known to be the
 * companion's: taken by the speaker, so neither the patient's drug history nor coded as the patient's long-term use.
 * A medicine given to the patient ("I give him his tablets", "I put the cream on her") names the patient and stays.
 */
const first = new Set(FIRST_PERSON);
const third = new Set([...THIRD_PERSON_CHILD, 'him']);
const givenTo = new Set(GIVEN_TO_WORDS);
/** How many words after the medicine "to him" / "on her" still says whom it is given to. */
const GIVEN_TO_REACH = 4;

export function takenBySpeaker(tokens: readonly WordToken[], item: RawMention): boolean {
  // A medicine listed on after the first ("I'm on apixaban and bisoprolol") carries no verb of its own.
  const action = item.medication?.action;
  if (item.kind !== 'medication' || (action !== undefined && action !== 'taking')) return false;
  const after = tokens.slice(item.last, item.last + GIVEN_TO_REACH);
  if (after.some((token, k) => givenTo.has(token.norm) && third.has(after[k + 1]?.norm ?? ''))) return false;
  // The nearest person before the medicine takes it: "I'm on …" the speaker, "he takes …" someone else.
  for (let k = item.first - 1; k >= 0; k -= 1) {
    if (third.has(tokens[k]!.norm)) return false;
    if (first.has(tokens[k]!.norm)) return true;
  }
  return false;
}

/**
 * An allergen the speaker gives themselves ("penicillin's me, not her", "I'm allergic to it … sulfa"): the nearest
 * person before it is the speaker, or, with nobody before it, the nearest after it. "He's allergic to penicillin, I
 * know that myself" gives it to him.
 */
export function allergenOfSpeaker(tokens: readonly WordToken[], item: RawMention): boolean {
  for (let k = item.first - 1; k >= 0; k -= 1) {
    if (third.has(tokens[k]!.norm)) return false;
    if (first.has(tokens[k]!.norm)) return true;
  }
  const after = tokens.slice(item.last).find((token) => third.has(token.norm) || first.has(token.norm));
  return after !== undefined && first.has(after.norm);
}

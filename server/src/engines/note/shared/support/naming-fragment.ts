import { CLAUSE_JOINERS, NAMING_APPOSITIVES } from '../vocabulary/naming-appositive.vocab';
import { foldText } from './folded-text';

/**
 * "What we call myelopathy." cut from "nothing that tells me the cord is squeezed, what we call myelopathy": a
 * sentence that opens with the appositive naming what the clause before it described has lost that clause, and
 * with it any "no", so a ruled-out diagnosis reads as present. The clause before carries the content; the
 * fragment carries none of its own.
 */
const openings = NAMING_APPOSITIVES.map((run) => foldText(run).text);
// A plan bullet's label ("Patient Education and Counseling:") is not part of its sentence.
const BULLET_LABEL = /^(?:[•*-]\s*)?(?:[A-Za-z][A-Za-z ,&/-]{0,60}:\s+)?/;

const joiners = new Set(CLAUSE_JOINERS);
/** Words a clause after the name needs before it is a finding rather than part of the name ("pins and needles"). */
const MIN_CLAUSE_WORDS = 2;

/** True when, after the name, the sentence goes on to a clause of its own (which may hold a real finding). */
function goesOnPastName(text: string): boolean {
  const parts = text.split(/[,;:]/);
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const joinedAt = words.findIndex((word, k) => k > 0 && joiners.has(word));
  const afterJoiner = joinedAt < 0 ? 0 : words.length - joinedAt - 1;
  const afterStop =
    parts.length > 1
      ? (
          parts
            .slice(1)
            .join(' ')
            .match(/[a-z']+/gi) ?? []
        ).length
      : 0;
  return Math.max(afterJoiner, afterStop) >= MIN_CLAUSE_WORDS;
}

/** True when the sentence is only a naming appositive split off the clause it names. */
export function isNamingFragment(text: string): boolean {
  const unlabelled = text.replace(BULLET_LABEL, '');
  const folded = foldText(unlabelled).text;
  const opening = openings.find((run) => folded === run || folded.startsWith(`${run} `));
  return opening !== undefined && !goesOnPastName(unlabelled);
}

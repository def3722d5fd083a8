import { NAMING_APPOSITIVES } from '../vocabulary/naming-appositive.vocab';
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

/** True when the sentence is only a naming appositive split off the clause it names. */
export function isNamingFragment(text: string): boolean {
  const folded = foldText(text.replace(BULLET_LABEL, '')).text;
  return openings.some((opening) => folded === opening || folded.startsWith(`${opening} `));
}

import type { Sentence } from './analysis.types';
import { namesSomeoneElse, patientReferents, speakOfPatient } from './companion-exchange';
import { hasTurns, patientSideRun } from './speaker-run';

/**
 * Tagged talk with a companion in the room: patient-side turns back to back, with no clinician between, may be the
 * patient and the companion taking turns ("It's about the same." / "He's been on the Gaviscon."). A patient may
 * also go on in a second line ("And I've got eczema myself, too"), so a back-to-back turn is the companion's only
 * when it speaks of the patient as he/she (of the patient's sex, nobody else named before it for it to stand for, in
 * it or in the line it follows: "My son drove me in." / "He thinks I should…" is the patient going on):
 * its "I've got epilepsy, I'm on levetiracetam" is then the companion's own. After the clinician the patient answers first, unless that answer is already known to be the
 * companion's. Untagged speech has no turns to tell this by.
 */
export function alternatingCompanionTurns(sentences: readonly Sentence[], known: ReadonlySet<number>): Set<number> {
  const found = new Set<number>();
  if (!hasTurns(sentences)) return found;
  const referents = patientReferents(sentences);
  let companionSpoke = false;
  for (const sentence of sentences) {
    const before = sentences[sentence.index - 1];
    if (sentence.speaker !== 'patient' || before?.turnIndex === sentence.turnIndex) continue;
    const turn = [sentence.index, ...patientSideRun(sentences, sentence.index, 1, 0)];
    // A turn with a sentence already the companion's was read sentence by sentence: it is left as it is.
    if (turn.some((i) => known.has(i))) {
      companionSpoke = true;
      continue;
    }
    const answersPatient: boolean = before?.speaker === 'patient' && !companionSpoke;
    const lead = [sentence.index - 1, ...patientSideRun(sentences, sentence.index - 1, -1, 0)];
    companionSpoke =
      answersPatient &&
      referents !== undefined &&
      !namesSomeoneElse(sentences, lead) &&
      speakOfPatient(sentences, turn, referents);
    if (companionSpoke) for (const i of turn) found.add(i);
  }
  return found;
}

/** In tagged talk a turn is one speaker's: a companion's sentence makes the rest of its turn theirs too. */
export function restOfCompanionTurns(sentences: readonly Sentence[], found: ReadonlySet<number>): Set<number> {
  const whole = new Set(found);
  if (!hasTurns(sentences)) return whole;
  for (const i of found) for (const j of patientSideRun(sentences, i, 1, 0)) whole.add(j);
  return whole;
}

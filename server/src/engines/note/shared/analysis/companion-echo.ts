import { ADDRESSEE_OWNERS } from '../vocabulary/companion-address.vocab';
import type { Mention, Sentence } from './analysis.types';
import { companionNames } from './companion-address';
import { vocativeName } from './companion-vocative';
import { readOtherVoices } from './other-voices';
import { addressedPatientNames } from './patient-address';
import { patientSideRun } from './speaker-run';

/**
 * The clinician's words to a companion just after the companion told of their own illness ("I'm glad the omeprazole
 * is settling your ulcer, Rob."): what they say back there is the companion's too, not the patient's. Only the
 * concepts the companion's turn already gave them, in the clinician's sentences that speak to someone ("your", the
 * companion's name) before they turn back to the patient by name; and in a sentence that calls the companion by name,
 * whatever it gives them as "your …".
 */
const addressee = new Set(ADDRESSEE_OWNERS);
/** How many patient-side sentences before the clinician's reply the companion's turn may hold. */
const TURN_REACH = 3;
const echoable = new Set(['present', 'historical']);

export function applyCompanionEchoes(mentions: Mention[], sentences: readonly Sentence[]): void {
  // A young child's carer is the one spoken to as well ("I'm glad the citalopram has helped your mood").
  const companions = readOtherVoices(sentences).all;
  if (companions.size === 0) return;
  const names = companionNames(sentences);
  const patientNames = addressedPatientNames(sentences);
  for (const sentence of sentences) {
    const before = sentences[sentence.index - 1];
    if (sentence.speaker !== 'doctor' || before?.speaker !== 'patient' || !companions.has(before.index)) continue;
    const run = new Set(patientSideRun(sentences, sentence.index, -1, TURN_REACH).filter((i) => companions.has(i)));
    const theirs = new Map(
      mentions.filter((m) => run.has(m.sentenceIndex) && m.assertion === 'family').map((m) => [m.conceptId, m]),
    );
    const replies = clinicianReply(sentences, sentence, patientNames);
    const speaksTo = (reply: Sentence | undefined) =>
      reply !== undefined && reply.tokens.some((token) => addressee.has(token.norm) || names.has(token.norm));
    for (const [k, reply] of replies.entries()) {
      const words = reply.tokens.map((token) => token.norm);
      // A clause cut off its words to them ("I'm glad the edoxaban is sorted | for your AF, Jean") is said to them too.
      const ownSpoken = speaksTo(reply) || (k === 0 && speaksTo(replies[1]));
      if (!ownSpoken) continue;
      // Said to the companion by name, "your migraines" is theirs even when their turn only said "them".
      const called = vocativeName(reply, names);
      for (const mention of mentions) {
        if (mention.sentenceIndex !== reply.index || !echoable.has(mention.assertion)) continue;
        const own = theirs.get(mention.conceptId);
        const yours = called !== undefined && addressee.has(words[mention.first - 1] ?? '');
        if (!own && !yours) continue;
        mention.assertion = 'family';
        if (own) {
          for (const key of ['relative', 'notKin'] as const)
            if (own.attributes[key] !== undefined) mention.attributes[key] = own.attributes[key];
        } else mention.attributes.relative = names.get(called!)!;
        mention.reason = "the clinician says back the companion's own";
      }
    }
  }
}

/** The clinician's sentences from `first` on in that turn, up to one that calls the patient by name. */
function clinicianReply(sentences: readonly Sentence[], first: Sentence, patientNames: ReadonlySet<string>) {
  const reply: Sentence[] = [];
  for (let i = first.index; sentences[i]?.speaker === 'doctor' && sentences[i]!.turnIndex === first.turnIndex; i += 1) {
    if (sentences[i]!.tokens.some((token) => patientNames.has(token.norm))) break;
    reply.push(sentences[i]!);
  }
  return reply;
}

import type { Sentence } from '../../shared/analysis/analysis.types';
import { containsPhrase, stemTokens, cueIndex } from '../../shared/analysis/phrase-index';
import { findTimeExpressions } from '../../shared/analysis/time-expression';
import { PLAN_KIND_CUES } from '../../shared/vocabulary/section-cue.vocab';
import type { DraftStatement } from './note-draft';
import type { WriterContext } from './writer-context';

const followupCues = cueIndex([...PLAN_KIND_CUES.followup, 'see you back', 'see you again']);
// The patient's own arrangement, said ahead: "I'm planning to …", "I'll …", "I am going to …".
const OWN_INTENT = /\b(i'm planning to|i am planning to|i plan to|i'll|i will|i'm going to|i am going to)\b/i;
// "I was going to follow up but forgot", "if it gets worse I'll come back": no arrangement.
const NOT_ARRANGED = /\b(was|were|if|unless|forgot|didn't|did not|never|should have)\b/i;

function arrangesFollowUp(sentence: Sentence): boolean {
  if (sentence.speaker !== 'patient' || sentence.guest || sentence.isQuestion) return false;
  if (!OWN_INTENT.test(sentence.text) || NOT_ARRANGED.test(sentence.text)) return false;
  if (!containsPhrase(stemTokens(sentence.tokens), followupCues)) return false;
  // The arrangement has a time ahead ("in the next two weeks"), said with "in".
  return findTimeExpressions(sentence.tokens).some((time) =>
    sentence.tokens.slice(Math.max(0, time.first - 3), time.first).some((token) => token.norm === 'in'),
  );
}

/**
 * A follow-up only the patient says ("I'm going to follow up with her in two weeks") after the clinician went
 * over the visit: when the clinician set none, it is the visit's plan, written from the patient's own words.
 */
export function patientFollowUp(context: WriterContext): DraftStatement | null {
  // The clinician's own word on the follow-up, wherever it was said, is the one the note keeps.
  const clinicianSets = context.sentences.some(
    (s) => s.speaker === 'doctor' && !s.isQuestion && containsPhrase(stemTokens(s.tokens), followupCues),
  );
  if (clinicianSets) return null;
  const sentence = context.sentences.find(arrangesFollowUp);
  const text = sentence ? context.rewrite(sentence) : null;
  if (!sentence || !text) return null;
  return { text, evidence: context.evidence([sentence.index]) };
}

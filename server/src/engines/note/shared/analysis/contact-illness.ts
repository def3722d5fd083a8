import type { Mention, PatientReferent, Sentence } from './analysis.types';
import { findContactStories, spokenOfContact } from './contact-story';

/** What a contact may have: an illness, a complaint, a medicine or an operation ("he was on a blood thinner"). */
const CONTACT_KINDS: ReadonlySet<string> = new Set(['condition', 'symptom', 'medication', 'procedure']);
/** Said as had, has or may have: someone's. A denial ("he was negative for HIV") stays what it is. */
const OWNED: ReadonlySet<string> = new Set(['present', 'historical', 'uncertain']);

/**
 * "My mate Jonno, he had a collapsed lung", "a girl on my team had a clot after her knee op": an illness told of
 * someone outside the family is theirs, not the patient's, and no family history: kept as someone else's with no
 * kin, so it is neither coded nor written as the patient's (nor under FAMILY HISTORY).
 */
export function applyContactIllness(
  mentions: Mention[],
  sentences: readonly Sentence[],
  referent: PatientReferent | null = null,
): void {
  const stories = findContactStories(sentences, referent);
  for (const mention of mentions) {
    const story = stories.get(mention.sentenceIndex);
    if (!story || !CONTACT_KINDS.has(mention.kind) || mention.inAssessment) continue;
    if (!OWNED.has(mention.assertion) || !spokenOfContact(story, mention.first)) continue;
    mention.assertion = 'family';
    mention.attributes.relative = story.contact;
    mention.attributes.notKin = 'true';
    mention.reason = `told of someone outside the family ("${story.contact}")`;
  }
}

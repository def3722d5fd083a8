import type { Mention, Sentence } from '../../shared/analysis/analysis.types';
import { findContactStories } from '../../shared/analysis/contact-story';
import { CONTACT_HEALTH_WORDS } from '../../shared/vocabulary/contact-person.vocab';
import type { WriterContext } from './writer-context';

const healthWords = new Set(CONTACT_HEALTH_WORDS);
const COMPLAINT_KINDS: ReadonlySet<string> = new Set(['symptom', 'condition', 'medication']);

/** The patient's own complaint or medicine in the sentence: then the sentence stays in the patient's story. */
const ownFinding = (m: Mention) => COMPLAINT_KINDS.has(m.kind) && m.assertion !== 'family';

/**
 * Sentences that tell a non-family contact's health ("my mate Jonno | he had a collapsed lung last year", "she
 * ended up in hospital with pancreatitis"): written under SOCIAL HISTORY with the sentence that names the person,
 * never as the patient's story and never as FAMILY HISTORY (the contact is no relative). A sentence that also
 * tells something of the patient's own stays in the story.
 */
export function contactHealthSentences(context: WriterContext): ReadonlySet<number> {
  // The history and family writers each ask for them; the answer depends only on the finished analysis the context
  // holds, so it is read once per note (keyed by the context, which lives as long as the note being written).
  const known = readOnce.get(context);
  if (known) return known;
  const found = readContactHealth(context);
  readOnce.set(context, found);
  return found;
}

const readOnce = new WeakMap<WriterContext, ReadonlySet<number>>();

function readContactHealth(context: WriterContext): ReadonlySet<number> {
  const found = new Set<number>();
  const aside = (sentence: Sentence) => !sentence.isQuestion && !context.mentionsOf(sentence).some(ownFinding);
  for (const [index, story] of findContactStories(context.sentences, context.analysis.referent ?? null)) {
    const sentence: Sentence = context.sentences[index]!;
    if (!aside(sentence)) continue;
    const mentions = context.mentionsOf(sentence);
    const said = sentence.tokens.slice(story.from, story.until).map((token) => token.norm);
    const theirs = mentions.some((m) => m.attributes.notKin === 'true') || said.some((word) => healthWords.has(word));
    if (!theirs) continue;
    found.add(index);
    // "One of the other TAs, Bev | she ended up in hospital": the sentence naming her goes with it.
    const naming = context.sentences[story.namedAt]!;
    if (aside(naming)) found.add(naming.index);
  }
  return found;
}

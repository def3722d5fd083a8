import type { Mention, Sentence } from '../../shared/analysis/analysis.types';
import { cutPiecesBefore } from '../../shared/analysis/relative-carry';
import { contactHealthSentences } from './contact-social';
import { block, type DraftBlock, type DraftStatement } from './note-draft';
import type { WriterContext } from './writer-context';
import { writePhrase } from './written-form';

/** What a relative's sentence may name to be family history: their illnesses, and the medicines they take. */
const RELATIVES_KINDS: ReadonlySet<string> = new Set(['condition', 'medication']);

// "… a son who is nine. He also has autism.": a condition said of a person of the other sex than the patient.
const OTHER_HAS = {
  she: /^He (?:also )?(?:has|had|was diagnosed with|suffers from)\b/,
  he: /^She (?:also )?(?:has|had|was diagnosed with|suffers from)\b/,
};
const RELATIVE =
  /\b(son|sons|daughter|daughters|brother|brothers|sister|sisters|sibling|siblings|mother|mom|father|dad|husband|wife|uncle|aunt|cousin|grandmother|grandfather|grandma|grandpa|twin|family|mum|nan|nana|gran|granny|grandad|grandparents)\b/i;
const FAMILY_QUESTION =
  /\b(family|relatives?|mother|mom|father|dad|parents?|brothers?|sisters?|siblings?|grand(?:mother|father|parents?)|uncles?|aunts?)\b/i;

/**
 * A patient-side statement about someone else's illness, recognised by its pronoun: in a visit where the patient
 * is "she", "he also has autism" is about another person and belongs to the family history, not the story.
 */
export function saysOtherPersonHas(context: WriterContext, sentence: Sentence, text: string): boolean {
  if (sentence.speaker === 'doctor') return false;
  const subject = context.pronouns.subject;
  if (subject !== 'she' && subject !== 'he') return false;
  return OTHER_HAS[subject].test(text);
}

/** The sentence just before, by the same speaker, names the relative ("I have a son also who is nine"). */
export function relativeNamedBefore(context: WriterContext, sentence: Sentence): number | null {
  const previous = context.sentences[sentence.index - 1];
  if (!previous || previous.speaker !== sentence.speaker) return null;
  return RELATIVE.test(previous.text) ? previous.index : null;
}

// Asked of the family and answered "no": read as denied, or as the family's and denied too ("anybody in the family").
const deniedForFamily = (context: WriterContext, m: Mention) =>
  m.kind === 'condition' &&
  (m.assertion === 'negated' || (m.assertion === 'family' && m.negatedToo)) &&
  m.evidenceSentences.some((index) => FAMILY_QUESTION.test(context.sentences[index]?.text ?? ''));

/** The words said for the condition ("kidney failure"), not the concept's name for it. */
function saidWords(context: WriterContext, m: Mention): string[] {
  const tokens = context.sentences[m.sentenceIndex]?.tokens.slice(m.first, m.last) ?? [];
  return tokens.length > 0 ? tokens.map((token) => token.norm) : m.display.toLowerCase().split(' ');
}

/** "No family history of kidney failure.": conditions denied when asked about the family. */
export function deniedFamilyHistory(context: WriterContext): DraftStatement[] {
  const denied = context.analysis.mentions.filter((m) => deniedForFamily(context, m));
  const seen = new Set<string>();
  const statements: DraftStatement[] = [];
  for (const m of denied) {
    if (seen.has(m.conceptId)) continue;
    seen.add(m.conceptId);
    statements.push({
      text: `No family history of ${writePhrase(saidWords(context, m))}.`,
      evidence: context.evidence(m.evidenceSentences),
    });
  }
  return statements;
}

/** Nothing of the patient's own in the sentence: no complaint or medicine but a relative's. */
const namesNothingOwn = (context: WriterContext, sentence: Sentence) =>
  context
    .mentionsOf(sentence)
    .every(
      (m) => m.assertion === 'family' || (m.kind !== 'symptom' && m.kind !== 'condition' && m.kind !== 'medication'),
    );

/**
 * Sentences that tell a relative's illnesses or medicines, in order, with the pieces unpunctuated speech cut off
 * before them when those name nothing of the patient's ("his dad had grommets when he was little | because of glue
 * ear"): the relative is named there.
 */
export function familySentences(context: WriterContext): number[] {
  const indexes = new Set<number>();
  const denied = new Set(context.analysis.mentions.filter((m) => m.assertion === 'negated').map((m) => m.conceptId));
  const contacts = contactHealthSentences(context);
  for (const m of context.analysis.mentions) {
    if (m.assertion !== 'family' || !RELATIVES_KINDS.has(m.kind)) continue;
    // "Any diabetes?" "No. My mate's diabetic.": a friend's illness the patient denied having is no family history,
    // and written there it would read as the denied illness; the patient's denial is what the note keeps.
    if (m.attributes.notKin === 'true' && denied.has(m.conceptId)) continue;
    // A friend's or colleague's illness is no family history: the history writers put it under SOCIAL HISTORY.
    if (m.attributes.notKin === 'true' && contacts.has(m.sentenceIndex)) continue;
    const sentence = context.sentences[m.sentenceIndex]!;
    // Back to the piece that names the relative, no further.
    const pieces = cutPiecesBefore(context.sentences, sentence).reverse();
    const named = pieces.findIndex((piece) => RELATIVE.test(piece.text));
    for (const piece of named < 0 ? [] : pieces.slice(0, named + 1))
      if (namesNothingOwn(context, piece)) indexes.add(piece.index);
    indexes.add(m.sentenceIndex);
  }
  // "She has attempted suicide twice" after "I have one sister": a relative's story, known concept or not, when it
  // reads as theirs on its own.
  for (const [index, told] of context.analysis.relativeSentences)
    if (told.named && namesNothingOwn(context, context.sentences[index]!)) indexes.add(index);
  return [...indexes].sort((a, b) => a - b);
}

/**
 * Sentences that are a relative's story but read as theirs only with the question before them ("I'm fairly sure
 * they had polio"): kept out of the patient's story, and not written alone in the family history.
 */
export function relativeAsides(context: WriterContext): number[] {
  return [...context.analysis.relativeSentences]
    .filter(([index, told]) => !told.named && namesNothingOwn(context, context.sentences[index]!))
    .map(([index]) => index);
}

/** FAMILY HISTORY: relatives' illnesses in the patient's words, then what was denied for the family. */
export function writeFamilyHistory(context: WriterContext, said: readonly DraftStatement[]): DraftBlock[] {
  const indexes = familySentences(context);
  const statements: DraftStatement[] = [...said];
  for (const index of indexes) {
    const sentence = context.sentences[index]!;
    if (context.used.has(index) || sentence.isQuestion) continue;
    const text = context.rewrite(sentence);
    if (!text) continue;
    statements.push({ text, evidence: context.evidence([index]) });
    context.used.add(index);
  }
  statements.push(...deniedFamilyHistory(context));
  return statements.length > 0 ? [block('paragraph', statements, { heading: 'FAMILY HISTORY' })] : [];
}

import type { Mention, Sentence } from '../../shared/analysis/analysis.types';
import { containsPhrase, stemTokens, cueIndex } from '../../shared/analysis/phrase-index';
import { findTimeExpressions } from '../../shared/analysis/time-expression';
import { GENERAL_EFFECT_CUES } from '../../shared/vocabulary/general-effect-cue.vocab';
import { block, type DraftBlock, type DraftStatement } from './note-draft';
import { contactHealthSentences } from './contact-social';
import { familySentences, relativeAsides, relativeNamedBefore, saysOtherPersonHas } from './family-history-writer';
import { leftForAssessmentAndPlan } from './plan-fallback';
import { answerAsStatement } from './question-declarative';
import { asksAddressee, asksCompanionWhoTheyAre } from './companion-voice';
import { restatedDenial } from './denial-restatement';
import type { WriterContext } from './writer-context';
import { isOverruledGuess } from './overruled-guess';

interface Candidate {
  order: number;
  score: number;
  statement: DraftStatement;
  uses: number[];
}

/** Most words the story of the illness gets; the best-supported sentences are kept, in the order said. */
export const HPI_WORD_BUDGET = 170;
const SHORT_ANSWER_WORDS = 4;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function clinicalWeight(context: WriterContext, sentence: Sentence): number {
  const mentions = context.mentionsOf(sentence).filter((m) => m.kind !== 'education' && m.kind !== 'followup');
  return 2 * mentions.length + (findTimeExpressions(sentence.tokens).length > 0 ? 1 : 0);
}

// "Yeah. I think so, actually no, sorry": the speaker takes the yes back.
const TAKEN_BACK = /\b(?:actually|sorry|wait|i mean),? no\b|\bno,? (?:sorry|actually|wait)\b/i;

/** The patient's "yes" taken back later in the same answer turn. */
function yesTakenBack(context: WriterContext, answer: Sentence): boolean {
  return context.sentences.some(
    (other) => other.index >= answer.index && other.turnIndex === answer.turnIndex && TAKEN_BACK.test(other.text),
  );
}

/** A yes/no question the patient answered, as the statement it establishes; "any …?" denials are left to the ROS. */
function answeredQuestion(context: WriterContext, sentence: Sentence): Candidate | null {
  const pair = context.analysis.questions.get(sentence.index);
  if (!pair || pair.polarity === 'unclear' || pair.polarity === 'unknown') return null;
  const mentions = context.mentionsOf(sentence);
  if (mentions.length > 0 && mentions.every((m) => m.kind === 'symptom' && m.assertion === 'negated')) return null;
  // Allergies have their own line; "any allergies?" never becomes a story sentence.
  if (sentence.tokens.some((token) => /^allerg/.test(token.norm))) return null;
  if (pair.polarity === 'yes' && yesTakenBack(context, pair.answer)) return null;
  // "Tired, breathless, dizzy?" "Tired, yes. Not breathless": a yes to part of a list denies the rest; written as a
  // statement, the question would assert what the patient denied.
  if (pair.polarity === 'yes' && mentions.some((m) => m.assertion === 'negated')) return null;
  // "And you're Mum?" "Yes.": asked of a companion or a child's carer, the question's "you" is them, not the patient.
  if (asksCompanionWhoTheyAre(sentence) || (context.companionVoice(pair.answer) && asksAddressee(sentence)))
    return null;
  const text = answerAsStatement(sentence.text, pair.polarity === 'yes', context.pronouns, context.patientNouns);
  if (!text) return null;
  const short = pair.answer.tokens.length <= SHORT_ANSWER_WORDS;
  // "No, it's been years since I traveled": the denial written here says it; copied bare it would not.
  const restated = restatedDenial(context, pair);
  return {
    order: sentence.index,
    score: 2 + clinicalWeight(context, sentence),
    statement: { text, evidence: context.evidence([sentence.index, pair.answer.index, ...restated]) },
    uses: [...new Set([sentence.index, ...(short ? [pair.answer.index] : []), ...restated])],
  };
}

// Words that carry no content of their own; a sentence made of little else says nothing for the note.
const FUNCTION_WORDS = new Set([
  'i',
  'it',
  'that',
  'this',
  'is',
  'was',
  'a',
  'the',
  'and',
  'to',
  'of',
  'in',
  'on',
  'so',
  'be',
  'have',
  'has',
  'had',
  'do',
  'does',
  'did',
  'not',
  'just',
  'but',
  'you',
  'my',
  'me',
  'we',
  'they',
  'there',
  'what',
  'like',
  'know',
  'think',
  'yeah',
  'yes',
  'no',
  'okay',
  'um',
  'uh',
  'kind',
  'of',
  'really',
  'mean',
  'well',
  'all',
  'right',
  'get',
  'got',
  'some',
  'little',
  'bit',
  'good',
  'fine',
  'sure',
  'thing',
  'things',
  'now',
  'then',
  'oh',
  'for',
  'with',
  'at',
  'can',
  'would',
  'will',
  'could',
  'go',
  'going',
  'gon',
  'na',
  "it's",
  "i'm",
  "that's",
  "don't",
  "n't",
  'are',
  'am',
  'were',
  'been',
  'too',
  'very',
  'much',
  'or',
  'if',
  'when',
  'how',
  'about',
]);
const MIN_CONTENT_WORDS = 2;

function contentWords(sentence: Sentence): number {
  return sentence.tokens.filter((token) => !FUNCTION_WORDS.has(token.norm)).length;
}

/**
 * "My chest does not hurt either": a denial the pertinent negatives already state. "I think I've got sinusitis",
 * ruled out by the clinician: a guess the impression answers; written as said it reads as the diagnosis. A
 * condition the patient denies having ("I've never had asthma") is their history and is written.
 */
function onlyDenies(context: WriterContext, sentence: Sentence): boolean {
  const mentions = context.mentionsOf(sentence);
  const denied = (m: Mention) =>
    m.assertion === 'negated' && (m.kind === 'symptom' || (m.kind === 'condition' && m.ruledOutIn !== undefined));
  return sentence.speaker === 'patient' && mentions.length > 0 && mentions.every(denied);
}

/** "It looks like there's high blood pressure, diabetes …" read from the family history: the relatives' story. */
function onlyRelatives(context: WriterContext, sentence: Sentence): boolean {
  // "He's on lithium" after the brother was named: a relative's medicine is their story too.
  const complaints = context
    .mentionsOf(sentence)
    .filter((m) => m.kind === 'symptom' || m.kind === 'condition' || m.kind === 'medication');
  return complaints.length > 0 && complaints.every((m) => m.assertion === 'family');
}

const generalEffects = cueIndex(GENERAL_EFFECT_CUES);

/**
 * "Some people get swollen ankles", "… or your vision changes, you need to be seen": a sentence whose every
 * complaint is only what may happen tells no part of the story; written as it was said, it reads as present.
 */
function onlyPossible(context: WriterContext, sentence: Sentence): boolean {
  const complaints = context.mentionsOf(sentence).filter((m) => m.kind === 'symptom' || m.kind === 'condition');
  const possible = complaints.filter((m) => m.assertion === 'hypothetical');
  // "… and antibiotics can cause tummy upsets and rashes": the clinician telling what may happen is counselling,
  // even beside today's diagnosis; copied into the story, the possible reads as present.
  const counselling = sentence.speaker === 'doctor' || containsPhrase(stemTokens(sentence.tokens), generalEffects);
  if (counselling && possible.length > 0) return true;
  return complaints.length > 0 && possible.length === complaints.length;
}

// "Tell me about the headache", "talk me through it": the clinician asking, in the words of a statement.
const ASKS_TO_TELL =
  /^(?:(?:so|and|okay|ok|right|now|well|um|uh),? )*(?:tell me|talk me through|walk me through|describe)\b/i;

/** A question or a request to tell: it asks, the answer says; a note states facts. */
function asks(sentence: Sentence): boolean {
  return sentence.isQuestion || (sentence.speaker === 'doctor' && ASKS_TO_TELL.test(sentence.text));
}

function spokenStatement(context: WriterContext, sentence: Sentence): Candidate | null {
  if (onlyDenies(context, sentence) || onlyRelatives(context, sentence) || onlyPossible(context, sentence)) return null;
  if (isOverruledGuess(context.sentences, sentence)) return null;
  if (asks(sentence) || leftForAssessmentAndPlan(context, sentence)) return null;
  const weight = clinicalWeight(context, sentence);
  if (sentence.speaker === 'doctor' && weight === 0) return null;
  if (weight === 0 && contentWords(sentence) < MIN_CONTENT_WORDS) return null;
  const text = context.rewrite(sentence);
  if (!text || wordCount(text) < 4) return null;
  return {
    order: sentence.index,
    score: 1 + weight,
    statement: { text, evidence: context.evidence([sentence.index]) },
    uses: [sentence.index],
  };
}

/** Keeps the best candidates within the word budget, then restores the order of the visit. */
function withinBudget(candidates: Candidate[], budget: number): Candidate[] {
  const chosen: Candidate[] = [];
  let words = 0;
  for (const candidate of [...candidates].sort((a, b) => b.score - a.score || a.order - b.order)) {
    const size = wordCount(candidate.statement.text);
    if (words + size > budget) continue;
    chosen.push(candidate);
    words += size;
  }
  return chosen.sort((a, b) => a.order - b.order);
}

/** The clinician's one-liner, or one built from age, sex and the chief complaint when those were said. */
export function openingStatement(context: WriterContext): DraftStatement | null {
  const { patient, chiefComplaint } = context.analysis;
  const summary = patient.summary ? context.sentences[patient.summary.sentenceIndex] : undefined;
  const text = summary ? context.rewrite(summary) : null;
  if (summary && text) return { text, evidence: context.evidence([summary.index]) };
  if (!chiefComplaint) return null;
  const who =
    patient.age && patient.sex
      ? `The patient is a ${patient.age.value}-year-old ${patient.sex.value} who presents today`
      : 'The patient presents today';
  const evidence = [
    ...chiefComplaint.evidence,
    ...(patient.age && patient.sex ? [patient.age.evidence, patient.sex.evidence] : []),
  ];
  return {
    text: `${who} with ${chiefComplaint.text.toLowerCase()}.`,
    evidence: evidence.map((span) => context.timed(span)),
  };
}

/** "The patient reports left knee pain for 3 days.": a complaint whose side or duration was corrected, as corrected. */
function correctedComplaints(context: WriterContext): Candidate[] {
  const subject = context.pronouns.subject;
  return context.analysis.mentions
    .filter(
      (m) => m.attributes.corrected && m.assertion === 'present' && (m.kind === 'symptom' || m.kind === 'condition'),
    )
    .map((m) => {
      const side = m.attributes.laterality;
      const term = m.display.toLowerCase();
      const named = side && !term.startsWith(side) ? `${side} ${term}` : term;
      const duration = m.attributes.duration ? ` for ${m.attributes.duration.replace(/^for /, '')}` : '';
      const text = `${subject.charAt(0).toUpperCase()}${subject.slice(1)} reports ${named}${duration}.`;
      return {
        order: m.sentenceIndex,
        score: 2,
        statement: { text, evidence: context.evidence(m.evidenceSentences) },
        uses: [],
      };
    });
}

/** HISTORY OF PRESENT ILLNESS: the one-liner, then the story in the patient's (third-person) words. */
export function writeHpi(
  context: WriterContext,
  social: DraftStatement[],
  family: DraftStatement[] = [],
): DraftBlock[] {
  const opening = openingStatement(context);
  if (context.analysis.patient.summary) context.used.add(context.analysis.patient.summary.sentenceIndex);
  const candidates: Candidate[] = [];
  // Words taken back ("my right knee … actually, the left") are not copied: the corrected value is written from
  // the findings (chief complaint, review of systems, medications) instead.
  const corrected = new Set(
    context.analysis.mentions.filter((m) => m.attributes.corrected).flatMap((m) => m.evidenceSentences),
  );
  // A relative's story (with the speech pieces that name the relative) is left to the family history.
  const relatives = new Set([...familySentences(context), ...relativeAsides(context)]);
  // A friend's or colleague's illness is social history, naming them; never the patient's story.
  const contacts = contactHealthSentences(context);
  for (const sentence of context.sentences) {
    if (sentence.phase !== 'history' || context.used.has(sentence.index) || context.isSmallTalk(sentence)) continue;
    if (relatives.has(sentence.index) && !sentence.isQuestion) continue;
    if (contacts.has(sentence.index)) {
      const text = context.rewrite(sentence);
      if (text) social.push({ text, evidence: context.evidence([sentence.index]) });
      context.used.add(sentence.index);
      continue;
    }
    const candidate =
      sentence.speaker === 'doctor' && sentence.isQuestion
        ? answeredQuestion(context, sentence)
        : spokenStatement(context, sentence);
    if (!candidate || candidate.uses.some((index) => corrected.has(index))) continue;
    if (saysOtherPersonHas(context, sentence, candidate.statement.text)) {
      // Someone else's illness goes to the family history, with the sentence that named them.
      const before = relativeNamedBefore(context, sentence);
      const named = candidates.findIndex((c) => before !== null && c.order === before);
      if (named >= 0) family.push(candidates.splice(named, 1)[0]!.statement);
      family.push(candidate.statement);
      context.used.add(sentence.index);
      continue;
    }
    if (sentence.speaker === 'patient' && context.isSocial(sentence)) {
      social.push(candidate.statement);
      context.used.add(sentence.index);
      continue;
    }
    candidates.push(candidate);
    candidate.uses.forEach((index) => context.used.add(index));
  }
  candidates.push(...correctedComplaints(context));
  const story = withinBudget(candidates, HPI_WORD_BUDGET).map((candidate) => candidate.statement);
  const statements = [...(opening ? [opening] : []), ...story];
  return statements.length > 0 ? [block('paragraph', statements, { heading: 'HISTORY OF PRESENT ILLNESS' })] : [];
}

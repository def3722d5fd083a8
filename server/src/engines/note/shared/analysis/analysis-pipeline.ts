import type { TranscriptSegment } from '@common/schemas/note.schema';
import { runStages, type PipelineStage, type StageObserver } from '../pipeline-stage';
import type { TranscriptAnalysis } from './analysis.types';
import { findChiefComplaint } from './chief-complaint';
import { extractPlanMentions, extractVitalMentions } from './extra-mention-extractor';
import { extractMentions } from './finding-extractor';
import { mergeFindings, sentenceEvidence } from './finding-merger';
import { carryLaterality } from './laterality-carrier';
import { findPatientReferent } from './patient-referent';
import { readEncounterContext, readPatientProfile } from './patient-profile';
import { segmentProblems } from './problem-segmenter';
import { normaliseQuantities } from './quantity-normaliser';
import { pairQuestionsWithAnswers } from './question-answer';
import { relativeSentences } from './relative-sentences';
import { alignSegments, timeEvidence } from './segment-timeline';
import { structureTranscript } from './transcript-structure';

/** The document while it flows through the stages: the input, and every field a stage has added so far. */
export type DocumentState = Partial<TranscriptAnalysis> & {
  transcript: string;
  segments?: readonly TranscriptSegment[];
};

/** One named step of the analysis: a pure function from the document so far to the fields it adds. */
export type AnalysisStage = PipelineStage<DocumentState>;

/** A field an earlier stage must have added; a missing one is a mistake in the stage order below. */
function need<K extends keyof TranscriptAnalysis>(doc: DocumentState, key: K): NonNullable<TranscriptAnalysis[K]> {
  const value = doc[key];
  if (value === undefined || value === null) throw new Error(`Analysis stage ran before "${key}" was set`);
  return value as NonNullable<TranscriptAnalysis[K]>;
}

/**
 * The analysis every note engine builds on, in order. After segmenting, the normalise stage rewrites each
 * sentence's tokens (spoken quantities in digits, blood pressures as one reading, short units) and every later
 * stage reads those tokens; their offsets still point into the transcript, so evidence quotes what was said.
 * Context and assertion are decided per mention with the exchange around it (question and answer, allergy talk,
 * relatives).
 */
export const ANALYSIS_STAGES: readonly AnalysisStage[] = [
  {
    name: 'segment',
    does: 'turns with speakers, sentences (cut at cue words when unpunctuated), questions, visit phases',
    run: (doc) => structureTranscript(doc.transcript),
  },
  {
    name: 'normalise',
    does: 'spoken numbers in digits, blood pressure as one reading (120/80), doses with short units (1,500 mg)',
    run: (doc) => ({
      sentences: need(doc, 'sentences').map((sentence) => ({
        ...sentence,
        tokens: normaliseQuantities(sentence.tokens),
      })),
    }),
  },
  {
    name: 'pair-questions',
    does: "each clinician question with the patient's answer and its yes/no polarity",
    run: (doc) => ({ questions: pairQuestionsWithAnswers(need(doc, 'sentences')) }),
  },
  {
    name: 'patient-referent',
    does: 'who the patient is when a parent speaks for a child ("my son"), from a first reading of the mentions',
    run: (doc) => {
      const sentences = need(doc, 'sentences');
      const firstReading = extractMentions(sentences, need(doc, 'questions'));
      return { referent: findPatientReferent(sentences, firstReading), mentions: firstReading };
    },
  },
  {
    name: 'mentions-and-assertions',
    does:
      'concepts per sentence with ConText status, the answer or exchange that decided it, and attributes; ' +
      "the sentences that tell a relative's story",
    run: (doc) => {
      const sentences = need(doc, 'sentences');
      const referent = doc.referent ?? null;
      // Who the patient is decides whose complaints are whose: read again only when a parent speaks for a child.
      const mentions = [
        ...(referent ? extractMentions(sentences, need(doc, 'questions'), { referent }) : need(doc, 'mentions')),
        ...extractVitalMentions(sentences),
        ...extractPlanMentions(sentences),
      ].sort((a, b) => a.sentenceIndex - b.sentenceIndex || a.first - b.first);
      return { mentions, relativeSentences: relativeSentences(sentences, need(doc, 'questions'), referent) };
    },
  },
  {
    name: 'timeline',
    does: 'where timed segments fall in the transcript, for audio times on evidence',
    run: (doc) => ({ timeline: alignSegments(doc.transcript, doc.segments) }),
  },
  {
    name: 'findings',
    does: 'mentions merged per concept and status, laterality carried, evidence timed',
    run: (doc) => {
      const [mentions, sentences, timeline] = [need(doc, 'mentions'), need(doc, 'sentences'), need(doc, 'timeline')];
      const findings = carryLaterality(mergeFindings(mentions, sentences), mentions, sentences).map((finding) => ({
        ...finding,
        evidence: finding.evidence.map((span) => timeEvidence(span, timeline)),
      }));
      return { findings };
    },
  },
  {
    name: 'patient-and-encounter',
    does: 'age, sex and name when said; what the E/M level needs',
    run: (doc) => {
      const [sentences, mentions] = [need(doc, 'sentences'), need(doc, 'mentions')];
      const referent = doc.referent ?? null;
      const patient = readPatientProfile(sentences);
      // "My son has had ear pain": the patient is a boy, and the history comes from someone else.
      if (referent?.sex && !patient.sex)
        patient.sex = { value: referent.sex, evidence: sentenceEvidence(sentences[referent.sentenceIndex]!) };
      const encounter = readEncounterContext(sentences);
      const guestTalks = sentences.some((s) => s.guest && mentions.some((m) => m.sentenceIndex === s.index));
      if (referent || guestTalks) encounter.independentHistorian = true;
      return { patient, encounter };
    },
  },
  {
    name: 'chief-complaint-and-problems',
    does: 'the chief complaint, and the problems the clinician assessed with their sentences',
    run: (doc) => {
      const [sentences, mentions] = [need(doc, 'sentences'), need(doc, 'mentions')];
      return {
        chiefComplaint: findChiefComplaint(sentences, mentions, need(doc, 'patient')),
        problems: segmentProblems(sentences, mentions),
      };
    },
  },
];

/** The document once every analysis stage has run, as the typed analysis the note stages read. */
export function toAnalysis(doc: DocumentState): TranscriptAnalysis {
  return {
    transcript: doc.transcript,
    turns: need(doc, 'turns'),
    sentences: need(doc, 'sentences'),
    findings: need(doc, 'findings'),
    chiefComplaint: doc.chiefComplaint ?? null,
    encounter: need(doc, 'encounter'),
    patient: need(doc, 'patient'),
    referent: doc.referent ?? null,
    problems: need(doc, 'problems'),
    mentions: need(doc, 'mentions'),
    questions: need(doc, 'questions'),
    relativeSentences: need(doc, 'relativeSentences'),
    timeline: need(doc, 'timeline'),
  };
}

/** Runs the stages in order; `observe` sees the document after each stage (for tracing and tests). */
export function runAnalysis(
  transcript: string,
  segments?: readonly TranscriptSegment[],
  observe?: StageObserver<DocumentState>,
): TranscriptAnalysis {
  const start: DocumentState = { transcript, ...(segments ? { segments } : {}) };
  return toAnalysis(runStages(ANALYSIS_STAGES, start, observe));
}

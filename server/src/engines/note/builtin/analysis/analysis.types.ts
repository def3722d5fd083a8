import type { ClinicalFinding, EncounterContext, Speaker } from '../../../../coding/clinical-finding';
import type { EvidenceSpan } from '@common/schemas/note.schema';
import type { Mention } from './finding-extractor';
import type { PatientReferent } from './patient-referent';
import type { QuestionAnswer } from './question-answer';
import type { TimedRange } from './segment-timeline';
import type { WordToken } from './word-tokenizer';

/** One speaker's uninterrupted talk. Offsets point into the transcript; the label itself is not inside. */
export interface Turn {
  index: number;
  speaker: Speaker;
  /** True when the speaker came from a `[doctor]` / `Patient:` label rather than from the words. */
  labelled: boolean;
  /** Someone with the patient (a relative): their "I" is not the patient. */
  guest: boolean;
  start: number;
  end: number;
}

/** Where in the visit a sentence was said; clinicians talk history first, then examine, then explain. */
export type VisitPhase = 'history' | 'exam' | 'results' | 'plan';

export interface Sentence {
  index: number;
  turnIndex: number;
  speaker: Speaker;
  guest: boolean;
  start: number;
  end: number;
  text: string;
  tokens: WordToken[];
  isQuestion: boolean;
  phase: VisitPhase;
}

export type Sex = 'female' | 'male';

/** What the transcript says about who the patient is; every field carries where it was said. */
export interface PatientProfile {
  name?: { value: string; evidence: EvidenceSpan };
  age?: { value: number; evidence: EvidenceSpan };
  sex?: { value: Sex; evidence: EvidenceSpan };
  /** The clinician's one-line summary ("… is a 62-year-old male with … who presents …"), when dictated. */
  summary?: { sentenceIndex: number };
}

export interface ChiefComplaint {
  text: string;
  evidence: EvidenceSpan[];
}

/** A problem the clinician addresses in the assessment and plan, with the sentences that discuss it. */
export interface Problem {
  title: string;
  conceptId?: string;
  evidence: EvidenceSpan;
  sentenceIndexes: number[];
}

export interface TranscriptAnalysis {
  transcript: string;
  turns: Turn[];
  sentences: Sentence[];
  findings: ClinicalFinding[];
  chiefComplaint: ChiefComplaint | null;
  encounter: EncounterContext;
  patient: PatientProfile;
  /** The words that name the patient when a parent speaks for a child ("my son"); null otherwise. */
  referent: PatientReferent | null;
  problems: Problem[];
  /** Every concept mention per sentence, with its status (the findings before merging). */
  mentions: Mention[];
  /** Clinician questions with the patient's answer, keyed by the question's sentence index. */
  questions: Map<number, QuestionAnswer>;
  /** Where timed segments fall in the transcript, to put audio times on evidence. */
  timeline: TimedRange[];
}

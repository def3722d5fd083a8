import type { Assertion, ClinicalFinding, EncounterContext, Speaker } from '../../../../coding/clinical-finding';
import type { EvidenceSpan } from '@common/schemas/note.schema';
import type { RawMention } from './mention.types';
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
  /**
   * The transcript came with no punctuation at all (speech-to-text): its questions were heard in the words, so a run
   * of speech read as a question may hold a statement or an answer too. Rules for such runs are for speech only.
   */
  spoken: boolean;
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
  /**
   * Patient-side sentences that tell a relative's story rather than the patient's ("She has attempted suicide
   * twice" after "I have one sister"), with the relative, whether or not they name a known concept.
   */
  relativeSentences: ReadonlyMap<number, RelativeSentence>;
  /** Where timed segments fall in the transcript, to put audio times on evidence. */
  timeline: TimedRange[];
}

/** A sentence that tells a relative's story: who, and whether it reads as theirs without the question before it. */
export interface RelativeSentence {
  relative: string;
  /** It names the relative or opens with their pronoun ("She has attempted suicide twice" after "my sister"). */
  named: boolean;
}

/** A concept in one sentence with its status: the unit the note writers and the coder build on. */
export interface Mention extends RawMention {
  sentenceIndex: number;
  assertion: Assertion;
  historyOf: boolean;
  negatedToo: boolean;
  inAssessment: boolean;
  /** Sentences the mention rests on: its own, plus the answer when it was asked about. */
  evidenceSentences: number[];
  /** Why it has its status (the trigger, the answer or the exchange that decided), for `npm run note -- --trace`. */
  reason?: string;
  /**
   * The clinician's sentence that ruled out this condition the patient had only guessed at ("I reckon it's gout" …
   * "this isn't gout"): the guess is denied because of it, and the story need not repeat the guess.
   */
  ruledOutIn?: number;
  /**
   * A medicine's change stated as the plan before a run of speech went on to ask ("i'd like to reduce the doxazosin
   * to two milligrams … how does that sound"): given today, though its sentence reads as a question.
   */
  statedAsPlan?: boolean;
}

/** Who the patient is when someone brings them: the words that name them ("son", "child"), and their sex. */
export interface PatientReferent {
  /** Stemmed nouns that name the patient in this visit. */
  nouns: ReadonlySet<string>;
  sex?: Sex;
  /** The sentence where the parent named the patient with a complaint. */
  sentenceIndex: number;
}

/** 'unknown': the patient cannot know ("I was adopted"), which says nothing either way. */
export type Polarity = 'yes' | 'no' | 'unclear' | 'unknown';

/** A clinician's question with the patient's answer right after it. */
export interface QuestionAnswer {
  question: Sentence;
  answer: Sentence;
  polarity: Polarity;
}

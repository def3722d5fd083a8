import type { EvidenceSpan } from '@common/schemas/note.schema';

/**
 * The contract between the note engine's language analysis and the coder: what was found in the transcript,
 * how sure we are it applies to this patient now, and where it was said.
 */
export type FindingKind =
  | 'symptom'
  | 'condition'
  | 'medication'
  | 'allergy'
  | 'vital'
  | 'exam'
  | 'result'
  | 'procedure'
  | 'order'
  | 'referral'
  | 'followup'
  | 'education';

/** ConText-style assertion status. Only `present` findings may be coded as current problems. */
export type Assertion = 'present' | 'negated' | 'historical' | 'hypothetical' | 'family' | 'uncertain';

/** How the concept matched: the vocabulary's preferred term, one of its synonyms, or inferred from other words. */
export type MatchKind = 'exact' | 'synonym' | 'inferred';

export type Speaker = 'doctor' | 'patient' | 'unknown';

export interface ClinicalFinding {
  kind: FindingKind;
  /** Our vocabulary's concept id, e.g. `cough`, `essential-hypertension`, `lisinopril`. */
  conceptId: string;
  /** Preferred display term of the concept. */
  term: string;
  /** The words as they occur in the transcript. */
  surface: string;
  assertion: Assertion;
  match: MatchKind;
  speaker: Speaker;
  /** True when the clinician states it as an impression or diagnosis (it belongs in the Assessment). */
  inAssessment: boolean;
  /** Free attributes: laterality, severity, duration, dose, route, frequency, value, unit, body site… */
  attributes: Record<string, string>;
  evidence: EvidenceSpan[];
}

/** Facts about the encounter the E/M level needs beyond the findings. */
export interface EncounterContext {
  /** New patient (99202–99205) or established (99211–99215); unknown counts as established. */
  newPatient?: boolean;
  /** Total clinician time on the date of the encounter, in minutes, when stated. */
  totalMinutes?: number;
  /** History obtained from someone other than the patient (parent, caregiver), when the engine can tell. */
  independentHistorian?: boolean;
  /** Unique external sources whose prior notes the clinician reviewed. */
  externalNotesReviewed?: number;
  /** The clinician interpreted a test performed by another physician (e.g. read an outside ECG or film). */
  independentInterpretation?: boolean;
  /** Management or a test was discussed with an external physician or other appropriate source. */
  externalDiscussion?: boolean;
  /** Concept ids of the problems the clinician took up in the assessment and plan, when the engine can tell. */
  assessedConcepts?: readonly string[];
  /** Where the chief complaint was said (transcript offsets), when the engine found one. */
  complaintSpans?: readonly Pick<EvidenceSpan, 'start' | 'end'>[];
}

/** What the selection post-filters need of a code choice: its code and the findings behind it. */
export interface CodedFindings {
  entry: { code: string };
  findings: readonly ClinicalFinding[];
}

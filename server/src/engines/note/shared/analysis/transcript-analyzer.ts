import type { TranscriptSegment } from '@common/schemas/note.schema';
import type { TranscriptAnalysis } from './analysis.types';
import { findChiefComplaint } from './chief-complaint';
import { extractPlanMentions, extractVitalMentions } from './extra-mention-extractor';
import { extractMentions } from './finding-extractor';
import { mergeFindings, sentenceEvidence } from './finding-merger';
import { carryLaterality } from './laterality-carrier';
import { findPatientReferent } from './patient-referent';
import { readEncounterContext, readPatientProfile } from './patient-profile';
import { segmentProblems } from './problem-segmenter';
import { pairQuestionsWithAnswers } from './question-answer';
import { alignSegments, timeEvidence } from './segment-timeline';
import { structureTranscript } from './transcript-structure';

/**
 * The language analysis every note engine can build on: turns and sentences with speakers and visit phases,
 * clinical findings with ConText status and evidence, the chief complaint, the patient's age and sex when
 * said, the problems of the plan, and what the E/M level needs. Deterministic; reads nothing but its input.
 */
export function analyzeTranscript(transcript: string, segments?: readonly TranscriptSegment[]): TranscriptAnalysis {
  const { turns, sentences } = structureTranscript(transcript);
  const questions = pairQuestionsWithAnswers(sentences);
  // Who the patient is decides whose complaints are whose: read once, and again when a parent speaks for a child.
  const firstReading = extractMentions(sentences, questions);
  const referent = findPatientReferent(sentences, firstReading);
  const mentions = [
    ...(referent ? extractMentions(sentences, questions, { referent }) : firstReading),
    ...extractVitalMentions(sentences),
    ...extractPlanMentions(sentences),
  ].sort((a, b) => a.sentenceIndex - b.sentenceIndex || a.first - b.first);
  const timeline = alignSegments(transcript, segments);
  const findings = carryLaterality(mergeFindings(mentions, sentences), mentions, sentences).map((finding) => ({
    ...finding,
    evidence: finding.evidence.map((span) => timeEvidence(span, timeline)),
  }));
  const patient = readPatientProfile(sentences);
  // "My son has had ear pain": the patient is a boy, and the history comes from someone else.
  if (referent?.sex && !patient.sex)
    patient.sex = { value: referent.sex, evidence: sentenceEvidence(sentences[referent.sentenceIndex]!) };
  const encounter = readEncounterContext(sentences);
  if (
    referent ||
    sentences.some((sentence) => sentence.guest && mentions.some((m) => m.sentenceIndex === sentence.index))
  )
    encounter.independentHistorian = true;
  return {
    transcript,
    turns,
    sentences,
    findings,
    chiefComplaint: findChiefComplaint(sentences, mentions, patient),
    encounter,
    patient,
    referent,
    problems: segmentProblems(sentences, mentions),
    mentions,
    questions,
    timeline,
  };
}

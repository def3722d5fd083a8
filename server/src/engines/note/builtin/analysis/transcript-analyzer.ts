import type { TranscriptSegment } from '@common/schemas/note.schema';
import type { TranscriptAnalysis } from './analysis.types';
import { findChiefComplaint } from './chief-complaint';
import { extractPlanMentions, extractVitalMentions } from './extra-mention-extractor';
import { extractMentions } from './finding-extractor';
import { mergeFindings } from './finding-merger';
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
  const mentions = [...extractMentions(sentences, questions), ...extractVitalMentions(sentences), ...extractPlanMentions(sentences)].sort(
    (a, b) => a.sentenceIndex - b.sentenceIndex || a.first - b.first,
  );
  const timeline = alignSegments(transcript, segments);
  const findings = mergeFindings(mentions, sentences).map((finding) => ({
    ...finding,
    evidence: finding.evidence.map((span) => timeEvidence(span, timeline)),
  }));
  const patient = readPatientProfile(sentences);
  return {
    transcript,
    turns,
    sentences,
    findings,
    chiefComplaint: findChiefComplaint(sentences, mentions, patient),
    encounter: readEncounterContext(sentences),
    patient,
    problems: segmentProblems(sentences, mentions),
    mentions,
    questions,
    timeline,
  };
}

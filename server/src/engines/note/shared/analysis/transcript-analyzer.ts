import type { TranscriptSegment } from '@common/schemas/note.schema';
import type { TranscriptAnalysis } from './analysis.types';
import { runAnalysis } from './analysis-pipeline';

/**
 * The language analysis every note engine can build on: turns and sentences with speakers and visit phases,
 * clinical findings with ConText status and evidence, the chief complaint, the patient's age and sex when
 * said, the problems of the plan, and what the E/M level needs. Deterministic; reads nothing but its input.
 * The stages are listed, in order, in `analysis-pipeline.ts`.
 */
export function analyzeTranscript(transcript: string, segments?: readonly TranscriptSegment[]): TranscriptAnalysis {
  return runAnalysis(transcript, segments);
}

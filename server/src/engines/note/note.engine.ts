import type {
  CodeSuggestion,
  NoteEngineInfo,
  NoteStatement,
  NoteWarning,
  TranscriptSegment,
} from '@common/schemas/note.schema';
import type { TranscriptAnalysis } from './shared/analysis/analysis.types';

export interface NoteInput {
  /** Transcript text; turns may be labelled `[doctor]` / `[patient]` at line starts, or plain text. */
  transcript: string;
  /** Timed segments when the transcription engine gave them; used to put audio times on evidence. */
  segments?: TranscriptSegment[];
  signal?: AbortSignal;
  /**
   * The document of this transcript when a caller analysed it already (the LLM engine hands its own to the draft
   * engine, so both read one analysis). Ignored unless its transcript is this input's.
   */
  document?: TranscriptAnalysis;
}

export interface NoteResult {
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  /** Sorted by confidence, highest first. */
  codeSuggestions: CodeSuggestion[];
  /** Every sentence of the four sections with the transcript span(s) it rests on. */
  statements: NoteStatement[];
  /** Short chief complaint for list screens, when one was found. */
  chiefComplaint: string | null;
  engine: NoteEngineInfo;
  /** What the clinician should know before trusting the draft; engines always fill it (notes stored before may not have it). */
  warnings?: NoteWarning[];
}

export interface NoteEngine {
  readonly id: string;
  generate(input: NoteInput): Promise<NoteResult>;
}

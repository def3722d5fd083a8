import type { CodeSuggestion } from '@common/schemas/note.schema';
import type { ClinicalFinding, EncounterContext } from '../../../coding/clinical-finding';
import { suggestCodes } from '../../../coding/code-suggester';
import type { NoteEngine, NoteInput, NoteResult } from '../note.engine';
import { blocksCodes, noteWarnings } from '../shared/note-warnings';
import { analyzeTranscript } from '../shared/analysis/transcript-analyzer';
import type { NoteStyleOption } from './writing/gp-style/note-style';
import { writeStyledNote } from './writing/styled-note-writer';

export const BUILTIN_ENGINE_ID = 'builtin';
/** Bumped whenever vocabularies or rules change what the engine writes. */
export const BUILTIN_ENGINE_VERSION = '1.2.0';

export type CodeSuggesterFn = (findings: ClinicalFinding[], encounter: EncounterContext) => CodeSuggestion[];

/**
 * The offline default: a deterministic, rule-based note from our own vocabularies. Every sentence it writes
 * carries the transcript span(s) it rests on; findings the patient denies are never coded.
 */
export class BuiltinNoteEngine implements NoteEngine {
  readonly id = BUILTIN_ENGINE_ID;

  constructor(
    private readonly suggest: CodeSuggesterFn = suggestCodes,
    /** NOTE_STYLE: the US SOAP note, the UK GP consultation, or `auto` from the conversation's words. */
    private readonly style: NoteStyleOption = 'auto',
  ) {}

  // eslint-disable-next-line @typescript-eslint/require-await -- async so an abort or a failure is a rejection, as the interface promises
  async generate(input: NoteInput): Promise<NoteResult> {
    input.signal?.throwIfAborted();
    const analysis = analyzeTranscript(input.transcript, input.segments);
    input.signal?.throwIfAborted();
    const { note } = writeStyledNote(analysis, this.style);
    // "No known drug allergies" names no concept but is clinical content all the same.
    const clinical =
      analysis.mentions.filter((m) => m.kind !== 'education' && m.kind !== 'followup').length +
      note.statements.filter((statement) => /\ballerg/i.test(statement.text)).length;
    const warnings = noteWarnings(input.transcript, clinical);
    const codable = analysis.findings.filter((finding) => finding.assertion !== 'negated');
    // Nothing (readable) was said: a code would be confident nonsense.
    const codeSuggestions = blocksCodes(warnings)
      ? []
      : [...this.suggest(codable, analysis.encounter)].sort((a, b) => b.confidence - a.confidence);
    return {
      ...note.sections,
      codeSuggestions,
      statements: note.statements,
      chiefComplaint: analysis.chiefComplaint?.text ?? null,
      engine: { id: BUILTIN_ENGINE_ID, version: BUILTIN_ENGINE_VERSION },
      warnings,
    };
  }
}

import type { NoteEngine, NoteInput, NoteResult } from '../note.engine';
import { runBuiltinPipeline, type CodeSuggesterFn } from './builtin-pipeline';
import type { NoteStyleOption } from './writing/gp-style/note-style';

export const BUILTIN_ENGINE_ID = 'builtin';
/** Bumped whenever vocabularies or rules change what the engine writes. */
export const BUILTIN_ENGINE_VERSION = '1.15.0';

/**
 * The offline default: a deterministic, rule-based note from our own vocabularies, made by the stages listed in
 * `builtin-pipeline.ts`. Every sentence it writes passes the shared support check; findings the patient denies
 * are never coded.
 */
export class BuiltinNoteEngine implements NoteEngine {
  readonly id = BUILTIN_ENGINE_ID;

  constructor(
    private readonly suggest?: CodeSuggesterFn,
    /** NOTE_STYLE: the US SOAP note, the UK GP consultation, or `auto` from the conversation's words. */
    private readonly style: NoteStyleOption = 'auto',
  ) {}

  // eslint-disable-next-line @typescript-eslint/require-await -- async so an abort or a failure is a rejection, as the interface promises
  async generate(input: NoteInput): Promise<NoteResult> {
    input.signal?.throwIfAborted();
    const { analysis, note, warnings, codeSuggestions } = runBuiltinPipeline(input, {
      suggest: this.suggest,
      style: this.style,
    });
    input.signal?.throwIfAborted();
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

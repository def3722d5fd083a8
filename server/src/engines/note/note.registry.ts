import { BuiltinNoteEngine } from './builtin/builtin-note.engine';
import type { NoteStyleOption } from './builtin/writing/gp-style/note-style';
import { LlmNoteEngine } from './llm/llm-note.engine';
import type { LlmNoteDeps } from './llm/llm-note.options';
import type { NoteEngine } from './note.engine';

export const NOTE_ENGINE_NAMES = ['builtin', 'llm'] as const;
export type NoteEngineName = (typeof NOTE_ENGINE_NAMES)[number];

/** The note part of the app's typed configuration (see config.ts); only `engine` is needed for builtin. */
export interface NoteEngineConfig {
  engine: NoteEngineName;
  /** How the builtin note (and the LLM engine's draft) is laid out; `auto` when unset. */
  style?: NoteStyleOption;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

export class UnknownNoteEngineError extends Error {
  constructor(name: string) {
    super(`Unknown note engine '${name}': expected one of ${NOTE_ENGINE_NAMES.join(', ')}`);
    this.name = 'UnknownNoteEngineError';
  }
}

/** Checks a name from the command line or elsewhere untyped; throws a clear error for anything unknown. */
export function parseNoteEngineName(name: string): NoteEngineName {
  const found = NOTE_ENGINE_NAMES.find((known) => known === name.trim().toLowerCase());
  if (!found) throw new UnknownNoteEngineError(name);
  return found;
}

/** What an external engine may use beyond its config, e.g. the server's isKnownCode over imported code tables. */
export type NoteEngineDeps = LlmNoteDeps;

/**
 * Builds the configured note engine. Services get a NoteEngine and never import a concrete engine. A bad llm
 * setting (no model, plain http:// to another host) throws here, at start-up.
 */
export function buildNoteEngine(config: NoteEngineConfig, deps: NoteEngineDeps = {}): NoteEngine {
  const engine: string = config.engine;
  switch (engine) {
    case 'builtin':
      return new BuiltinNoteEngine(undefined, config.style);
    case 'llm':
      return new LlmNoteEngine(
        {
          baseUrl: config.baseUrl ?? '',
          apiKey: config.apiKey,
          model: config.model ?? '',
          timeoutMs: config.timeoutMs,
        },
        new BuiltinNoteEngine(undefined, config.style),
        deps,
      );
    default:
      throw new UnknownNoteEngineError(engine);
  }
}

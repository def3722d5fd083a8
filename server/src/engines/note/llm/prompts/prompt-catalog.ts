import type { NotePrompt } from './note-prompt';
import { SOAP_NOTE_V1 } from './soap-note.v1.prompt';

export type { NotePrompt } from './note-prompt';

/** Every released prompt by version. Old versions stay so a stored note's promptVersion can be looked up. */
const PROMPTS: ReadonlyMap<string, NotePrompt> = new Map([[SOAP_NOTE_V1.version, SOAP_NOTE_V1]]);

export const DEFAULT_PROMPT_VERSION = SOAP_NOTE_V1.version;

export function loadPrompt(version: string): NotePrompt | null {
  return PROMPTS.get(version.trim()) ?? null;
}

export function listPromptVersions(): string[] {
  return [...PROMPTS.keys()];
}

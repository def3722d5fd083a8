/** A versioned prompt: the system text and the user template with {{name}} placeholders. */
export interface NotePrompt {
  /** Stored in every note as engine.promptVersion, e.g. `soap-note.v1`. */
  version: string;
  system: string;
  user: string;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * Fills the template's placeholders in one pass, so text inside a value (a transcript may contain anything,
 * even "{{codes}}") is never expanded again. A placeholder without a value is a programming error.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Prompt placeholder {{${name}}} has no value`);
    return value;
  });
}

/** Placeholder names a template uses, for checking a prompt file against what the engine fills in. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

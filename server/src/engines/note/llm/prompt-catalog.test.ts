import { describe, expect, it } from 'vitest';
import { REPLY_JSON_SCHEMA } from './note-reply.schema';
import { renderTemplate, templatePlaceholders } from './prompts/note-prompt';
import { DEFAULT_PROMPT_VERSION, listPromptVersions, loadPrompt } from './prompts/prompt-catalog';

describe('prompt catalog', () => {
  it('loads every released prompt by its version, with exactly the placeholders the engine fills', () => {
    expect(listPromptVersions()).toContain(DEFAULT_PROMPT_VERSION);
    for (const version of listPromptVersions()) {
      const prompt = loadPrompt(version)!;
      expect(prompt.version).toBe(version);
      expect(templatePlaceholders(prompt.user).sort()).toEqual(['codes', 'draft', 'findings', 'transcript']);
      expect(templatePlaceholders(prompt.system)).toEqual([]);
      // json_object mode requires the word JSON in the messages.
      expect(prompt.system).toContain('JSON');
    }
    expect(loadPrompt('soap-note.v999')).toBeNull();
  });
});

describe('renderTemplate', () => {
  it('fills placeholders once, never expanding text inside a value', () => {
    expect(renderTemplate('A {{x}} B {{y}}', { x: '{{y}} $& $1', y: 'two' })).toBe('A {{y}} $& $1 B two');
    expect(() => renderTemplate('{{missing}}', {})).toThrow(/no value/);
  });
});

type JsonSchemaNode = {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: readonly string[];
  additionalProperties?: boolean;
  items?: JsonSchemaNode;
};

/** Structured-output strict mode: every object lists all its properties as required and allows no others. */
function expectStrict(node: JsonSchemaNode, path: string): void {
  if (node.type === 'object') {
    expect(node.additionalProperties, path).toBe(false);
    expect([...(node.required ?? [])].sort(), path).toEqual(Object.keys(node.properties ?? {}).sort());
    for (const [key, child] of Object.entries(node.properties ?? {})) expectStrict(child, `${path}.${key}`);
  }
  if (node.items) expectStrict(node.items, `${path}[]`);
}

describe('REPLY_JSON_SCHEMA', () => {
  it('is valid for strict structured outputs', () => {
    expectStrict(REPLY_JSON_SCHEMA, 'reply');
  });
});

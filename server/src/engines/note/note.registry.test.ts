import { describe, expect, it } from 'vitest';
import { BuiltinNoteEngine } from './builtin/builtin-note.engine';
import { SORE_THROAT, US_KNEE_VISIT } from './builtin/writing/gp-style/gp-consultation.fixtures';
import { LlmNoteEngine } from './llm/llm-note.engine';
import { buildNoteEngine, parseNoteEngineName, UnknownNoteEngineError, type NoteEngineConfig } from './note.registry';

describe('buildNoteEngine', () => {
  it('builds the builtin engine', () => {
    const engine = buildNoteEngine({ engine: 'builtin' });
    expect(engine).toBeInstanceOf(BuiltinNoteEngine);
    expect(engine.id).toBe('builtin');
  });

  it('passes NOTE_STYLE to the builtin engine: a fixed style, or auto from the words', async () => {
    const headings = async (style: NoteEngineConfig['style'], transcript: string) =>
      (await buildNoteEngine({ engine: 'builtin', style }).generate({ transcript })).subjective.split('\n')[0];
    expect(await headings('gp', US_KNEE_VISIT)).toBe('PRESENTING COMPLAINT');
    expect(await headings('soap', SORE_THROAT)).toBe('CHIEF COMPLAINT');
    expect(await headings(undefined, SORE_THROAT)).toBe('PRESENTING COMPLAINT');
    expect(await headings('auto', US_KNEE_VISIT)).toBe('CHIEF COMPLAINT');
  });

  it('builds the llm engine, and fails fast on a setting it cannot use', () => {
    expect(buildNoteEngine({ engine: 'llm', baseUrl: 'https://llm.example/v1', model: 'm' })).toBeInstanceOf(
      LlmNoteEngine,
    );
    expect(() => buildNoteEngine({ engine: 'llm', baseUrl: 'http://10.0.0.5/v1', model: 'm' })).toThrow(
      /LLM_BASE_URL uses plain http:\/\//,
    );
    expect(() => buildNoteEngine({ engine: 'llm', baseUrl: 'https://llm.example/v1' })).toThrow(
      /LLM_MODEL is required/,
    );
  });

  it('rejects an unknown engine name that slipped past the types', () => {
    const config = { engine: 'gpt-magic' } as unknown as NoteEngineConfig;
    expect(() => buildNoteEngine(config)).toThrow(UnknownNoteEngineError);
    expect(() => buildNoteEngine(config)).toThrow("Unknown note engine 'gpt-magic': expected one of builtin, llm");
  });
});

describe('parseNoteEngineName', () => {
  it('accepts known names in any case and rejects others', () => {
    expect(parseNoteEngineName(' Builtin ')).toBe('builtin');
    expect(parseNoteEngineName('llm')).toBe('llm');
    expect(() => parseNoteEngineName('nope')).toThrow(/Unknown note engine 'nope'/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNoteEngine } from '../note.registry';
import type { NoteEngine, NoteInput } from '../note.engine';
import { completion, sendJson, startFakeChatServer, type FakeChatServer } from './fake-chat-server.test-helper';
import { LlmNoteEngine } from './llm-note.engine';
import { code, GROUNDED_STATEMENTS, sentence, TEST_KEY, VISIT } from './llm-note.fixtures.test-helper';

let server: FakeChatServer;

beforeAll(async () => {
  server = await startFakeChatServer((_req, res) =>
    sendJson(
      res,
      200,
      completion({
        statements: [
          ...GROUNDED_STATEMENTS,
          // Grounded-looking, but a stock phrase resting on a bare "No": the shared support check takes it out.
          sentence('plan', 'The patient understands and agrees with the plan.', [{ turn: 4, quote: 'No' }]),
        ],
        codes: [code('ICD-10', 'J069', 0.9), code('ICD-10', 'R50.9', 0.9, [{ turn: 2, quote: 'No fever' }])],
      }),
    ),
  );
});
afterAll(() => server.close());

/** The draft engine as the registry builds it, recording what it was given. */
function recordingDraftEngine(inputs: NoteInput[]): NoteEngine {
  const builtin = buildNoteEngine({ engine: 'builtin' });
  return {
    id: builtin.id,
    generate: (input) => {
      inputs.push(input);
      return builtin.generate(input);
    },
  };
}

describe('LlmNoteEngine over the shared document', () => {
  it('hands its document to the draft engine, and checks the model against the same support check and coder gate', async () => {
    const inputs: NoteInput[] = [];
    const engine = new LlmNoteEngine(
      { baseUrl: server.baseUrl, apiKey: TEST_KEY, model: 'test-model', timeoutMs: 5000, retryDelayMs: 10 },
      recordingDraftEngine(inputs),
    );
    const note = await engine.generate({ transcript: VISIT });
    expect(inputs).toHaveLength(1);
    expect(inputs[0]!.document?.transcript).toBe(VISIT);
    expect(note.engine.id).toBe('llm');
    expect(note.plan).not.toMatch(/understands and agrees/);
    expect(note.engine.validation?.dropReasons).toMatchObject({ quoteNotFound: 1, negatedFinding: 1 });
    expect(note.codeSuggestions.map((c) => c.code)).toContain('J06.9');
    expect(note.codeSuggestions.map((c) => c.code)).not.toContain('R50.9');
  });
});

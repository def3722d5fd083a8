import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noteEngineInfoSchema, noteStatementSchema } from '@common/schemas/note.schema';
import { buildNoteEngine } from '../note.registry';
import { analyzeTranscript } from '../shared/analysis/transcript-analyzer';
import { completion, sendJson, startFakeChatServer, type FakeChatServer } from './fake-chat-server.test-helper';
import { LlmNoteEngine } from './llm-note.engine';
import type { LlmNoteOptions } from './llm-note.options';
import { code, GOOD_REPLY, GROUNDED_STATEMENTS, sentence, TEST_KEY, VISIT } from './llm-note.fixtures.test-helper';

let server: FakeChatServer;

beforeAll(async () => {
  server = await startFakeChatServer((_req, res) => sendJson(res, 500, {}));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function engine(extra: Partial<LlmNoteOptions> = {}, deps = {}): LlmNoteEngine {
  return new LlmNoteEngine(
    { baseUrl: server.baseUrl, apiKey: TEST_KEY, model: 'test-model', timeoutMs: 5000, retryDelayMs: 10, ...extra },
    buildNoteEngine({ engine: 'builtin' }),
    deps,
  );
}

function replyWith(reply: unknown): void {
  server.handle((_req, res) => sendJson(res, 200, completion(reply)));
}

describe('LlmNoteEngine with a grounded reply', () => {
  it('keeps grounded sentences with the transcript’s own text at exact offsets, and the codes', async () => {
    replyWith(GOOD_REPLY);
    const note = await engine().generate({ transcript: VISIT });

    expect(note.engine).toMatchObject({
      id: 'llm',
      version: '1.0.0',
      promptVersion: 'soap-note.v1',
      model: 'test-model',
    });
    expect(note.engine.fallbackReason).toBeUndefined();
    expect(noteEngineInfoSchema.safeParse(note.engine).success).toBe(true);
    expect(note.statements).toHaveLength(GROUNDED_STATEMENTS.length);
    for (const statement of note.statements) {
      expect(noteStatementSchema.safeParse(statement).success).toBe(true);
      expect(note[statement.section]).toContain(statement.text);
      for (const span of statement.evidence) expect(VISIT.slice(span.start, span.end)).toBe(span.quote);
    }
    // The model's copy was lower-case with a double space; the stored quote is what was said.
    expect(note.statements[0]!.evidence[0]!.quote).toBe("I've had a sore throat and a cough for three days");
    expect(note.statements[1]!.evidence[0]!.quote).toBe('No fever');
    expect(note.subjective).toBe('The patient reports a sore throat and cough for 3 days. Denies fever.');
    expect(note.objective).toBe(
      'Temperature 98.6, blood pressure 124/78.\n\nThroat erythematous; lungs clear to auscultation.',
    );
    expect(note.plan.split('\n')).toHaveLength(2);
    expect(note.codeSuggestions).toEqual([
      { type: 'ICD-10', code: 'J06.9', description: 'Acute upper respiratory infection, unspecified', confidence: 0.9 },
    ]);
    expect(note.engine.validation).toEqual({
      statementsKept: 7,
      statementsDropped: 0,
      codesKept: 1,
      codesDropped: 0,
      dropReasons: {},
    });
  });

  it('sends an OpenAI-compatible request: Bearer key, strict json_schema, numbered turns and the builtin material', async () => {
    replyWith(GOOD_REPLY);
    await engine().generate({ transcript: VISIT });
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.temperature).toBe(0);
    expect(request!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'soap_note', strict: true },
    });
    const user = request!.body.messages!.find((m) => m.role === 'user')!.content;
    expect(user).toContain("T2 [patient]: I've had a sore throat and a cough for three days. No fever.");
    expect(user).toContain('"assertion":"negated"');
    expect(user).toContain('DRAFT NOTE');
    expect(user).toContain('"code":"J06.9"');
  });

  it('sends no Authorization header without a key (local servers such as Ollama)', async () => {
    replyWith(GOOD_REPLY);
    await engine({ apiKey: undefined }).generate({ transcript: VISIT });
    expect(server.requests[0]!.authorization).toBeUndefined();
  });

  it('puts audio times on evidence when the transcript came with timed segments', async () => {
    replyWith({ statements: [GROUNDED_STATEMENTS[4]], codes: [] });
    const segments = [{ start: 41.5, end: 44, text: 'This looks like a viral upper respiratory infection.' }];
    const note = await engine().generate({ transcript: VISIT, segments });
    expect(note.statements[0]!.evidence[0]).toMatchObject({
      quote: 'This looks like a viral upper respiratory infection',
      startTime: 41.5,
      endTime: 44,
    });
  });
});

describe('LlmNoteEngine drops what does not hold', () => {
  it('drops sentences whose quote was never said, with a number nobody said, or turning a denial around', async () => {
    replyWith({
      statements: [
        ...GROUNDED_STATEMENTS,
        sentence('subjective', 'The patient reports chest pain for a month.', [
          { turn: 2, quote: 'I have had chest pain for a month' },
        ]),
        sentence('objective', 'Temperature 101.2.', [{ turn: 5, quote: 'Your temperature is 98.6' }]),
        sentence('plan', 'Follow up in two weeks.', [
          { turn: 7, quote: 'Come back if you are not better in one week' },
        ]),
        sentence('plan', 'Rest.', []),
        sentence('subjective', 'The patient reports fever.', [{ turn: 2, quote: 'No fever' }]),
      ],
      codes: [],
    });
    const note = await engine().generate({ transcript: VISIT });
    expect(note.engine.id).toBe('llm');
    expect(note.statements.map((s) => s.text)).toEqual(GROUNDED_STATEMENTS.map((s) => s.text));
    expect(note.subjective).not.toContain('chest pain');
    expect(note.objective).not.toContain('101.2');
    expect(note.engine.validation).toMatchObject({
      statementsKept: 7,
      statementsDropped: 5,
      dropReasons: { quoteNotFound: 1, numberNotInTranscript: 2, noEvidence: 1, contradictsDenial: 1 },
    });
  });

  it('removes a misquote from a sentence that has another real quote', async () => {
    replyWith({
      statements: [
        sentence('assessment', 'Viral upper respiratory infection.', [
          { turn: 7, quote: 'bacterial sinusitis' },
          { turn: 7, quote: 'a viral upper respiratory infection' },
        ]),
      ],
      codes: [],
    });
    const note = await engine().generate({ transcript: VISIT });
    expect(note.statements[0]!.evidence.map((span) => span.quote)).toEqual(['a viral upper respiratory infection']);
    expect(note.engine.validation?.dropReasons).toEqual({ quoteRemoved: 1 });
  });

  it('drops unknown codes, codes for a denied finding and unsupported extra codes; clamps confidences', async () => {
    const fever = analyzeTranscript(VISIT).findings.find(
      (finding) => finding.conceptId === 'fever' || finding.term === 'fever',
    );
    expect(fever?.assertion).toBe('negated');
    replyWith({
      statements: GROUNDED_STATEMENTS,
      codes: [
        code('ICD-10', 'J069', 95, [{ turn: 7, quote: 'viral upper respiratory infection' }]),
        code('ICD-10', 'Q99.999', 0.8, [{ turn: 7, quote: 'viral upper respiratory infection' }]),
        code('CPT', '00000', 0.8),
        code('ICD-10', 'R50.9', 0.7, [{ turn: 2, quote: 'No fever' }]),
        code('ICD-10', 'R05.9', 0.7, [{ turn: 2, quote: 'a cough for three days' }]),
        code('ICD-10', 'I10', 0.7, []),
        code('ICD-10', 'J02.9', -3, [{ turn: 6, quote: 'Your throat is red' }]),
      ],
    });
    const note = await engine().generate({ transcript: VISIT });
    const codes = note.codeSuggestions.map((c) => c.code);
    expect(codes).toContain('J06.9');
    expect(codes).not.toContain('Q99.999');
    expect(codes).not.toContain('00000');
    expect(codes).not.toContain('R50.9');
    expect(codes).not.toContain('I10');
    expect(codes).not.toContain('J02.9');
    expect(note.codeSuggestions.find((c) => c.code === 'J06.9')!.confidence).toBe(0.95);
    for (const suggestion of note.codeSuggestions) expect(suggestion.confidence).toBeLessThanOrEqual(1);
    const reasons = note.engine.validation!.dropReasons;
    expect(reasons.unknownCode).toBe(2);
    expect(reasons.negatedFinding).toBe(1);
    expect(reasons.codeWithoutEvidence).toBe(1);
    expect(reasons.badConfidence).toBe(1);
  });

  it('asks the injected isKnownCode (the server’s imported tables) instead of the curated tables', async () => {
    replyWith({
      statements: GROUNDED_STATEMENTS,
      codes: [
        code('ICD-10', 'J06.9', 0.9),
        code('ICD-10', 'B34.9', 0.5, [{ turn: 7, quote: 'viral upper respiratory infection' }]),
      ],
    });
    const asked: string[] = [];
    const isKnownCode = async (type: string, value: string) => {
      asked.push(`${type} ${value}`);
      return value === 'B34.9';
    };
    const note = await engine({}, { isKnownCode }).generate({ transcript: VISIT });
    expect(asked).toEqual(['ICD-10 J06.9', 'ICD-10 B34.9']);
    expect(note.codeSuggestions.map((c) => c.code)).toEqual(['B34.9']);
  });

  it('falls back to the builtin note when no sentence survives', async () => {
    replyWith({
      statements: [sentence('assessment', 'Community-acquired pneumonia.', [{ turn: 7, quote: 'this is pneumonia' }])],
      codes: [],
    });
    const note = await engine().generate({ transcript: VISIT });
    expect(note.engine.id).toBe('builtin');
    expect(note.engine.fallbackReason).toBe(
      'No sentence of the note service answer could be matched to the transcript.',
    );
    expect(note.engine.validation).toMatchObject({
      statementsKept: 0,
      statementsDropped: 1,
      dropReasons: { quoteNotFound: 1 },
    });
    expect(JSON.stringify(note)).not.toContain('pneumonia');
  });

  it('falls back when most sentences are invented, even if a few hold', async () => {
    const invented = [1, 2, 3].map((n) =>
      sentence('plan', `Start antibiotic number ${n}.`, [{ turn: 7, quote: `start amoxicillin ${n}` }]),
    );
    replyWith({ statements: [GROUNDED_STATEMENTS[0], ...invented], codes: [] });
    const note = await engine().generate({ transcript: VISIT });
    expect(note.engine.fallbackReason).toMatch(/Most sentences/);
    expect(note.engine.validation).toMatchObject({ statementsKept: 1, statementsDropped: 3 });
  });
});

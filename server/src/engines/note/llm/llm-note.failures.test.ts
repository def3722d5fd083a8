import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noteStatementSchema, SOAP_SECTIONS } from '@common/schemas/note.schema';
import { buildNoteEngine } from '../note.registry';
import type { NoteResult } from '../note.engine';
import { completion, sendJson, startFakeChatServer, type FakeChatServer } from './fake-chat-server.test-helper';
import { LlmNoteEngine } from './llm-note.engine';
import { LlmNoteConfigError } from './llm-note.errors';
import type { LlmNoteOptions } from './llm-note.options';
import { GOOD_REPLY, TEST_KEY, VISIT } from './llm-note.fixtures.test-helper';

let server: FakeChatServer;

beforeAll(async () => {
  server = await startFakeChatServer((_req, res) => sendJson(res, 500, {}));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function engine(extra: Partial<LlmNoteOptions> = {}): LlmNoteEngine {
  return new LlmNoteEngine(
    {
      baseUrl: server.baseUrl,
      apiKey: TEST_KEY,
      model: 'test-model',
      timeoutMs: 5000,
      retryDelayMs: 10,
      ...extra,
    },
    buildNoteEngine({ engine: 'builtin' }),
  );
}

/** A fallback is the builtin engine's complete, valid note with a reason that leaks nothing. */
function expectFallback(note: NoteResult, reason: RegExp): void {
  expect(note.engine.id).toBe('builtin');
  expect(note.engine.fallbackReason).toMatch(reason);
  for (const section of SOAP_SECTIONS) expect(typeof note[section]).toBe('string');
  expect(note.statements.length).toBeGreaterThan(0);
  for (const statement of note.statements) expect(noteStatementSchema.safeParse(statement).success).toBe(true);
  expect(JSON.stringify(note)).not.toContain(TEST_KEY);
  expect(note.engine.fallbackReason).not.toMatch(/sore throat|fever|acetaminophen/i);
}

describe('LlmNoteEngine falls back to the builtin note', () => {
  it('on broken JSON', async () => {
    server.handle((_req, res) => sendJson(res, 200, completion('{"statements": [ {"section": "plan", "text": "Rest')));
    expectFallback(await engine().generate({ transcript: VISIT }), /malformed JSON|did not answer with JSON/);
  });

  it('on a body that is not a chat completion', async () => {
    server.handle((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy login</html>'));
    expectFallback(await engine().generate({ transcript: VISIT }), /not JSON/);
  });

  it('on JSON of the wrong shape (a schema violation)', async () => {
    server.handle((_req, res) => sendJson(res, 200, completion({ note: 'The patient has a cold.' })));
    expectFallback(await engine().generate({ transcript: VISIT }), /unexpected format/);
  });

  it('on an answer cut off at the output limit', async () => {
    server.handle((_req, res) => sendJson(res, 200, completion('{"statements":[', 'length')));
    expectFallback(await engine().generate({ transcript: VISIT }), /output limit/);
  });

  it('on a timeout', async () => {
    server.handle(() => {
      // Never answers.
    });
    const started = Date.now();
    const note = await engine({ timeoutMs: 300 }).generate({ transcript: VISIT });
    expectFallback(note, /did not answer within 0\.3 seconds/);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('on 401, with a clear reason, without retrying and without the key anywhere', async () => {
    server.handle((req, res) =>
      sendJson(res, 401, { error: { message: `Incorrect API key provided: ${req.authorization ?? ''}` } }),
    );
    const note = await engine().generate({ transcript: VISIT });
    expectFallback(note, /rejected the API key \(HTTP 401\); check LLM_API_KEY/);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it('on a service that cannot be reached', async () => {
    const gone = await startFakeChatServer(() => undefined);
    const baseUrl = gone.baseUrl;
    await gone.close();
    expectFallback(await engine({ baseUrl }).generate({ transcript: VISIT }), /Could not reach the note service/);
  });

  it('after one retry on 5xx', async () => {
    server.handle((_req, res) => sendJson(res, 503, { error: { message: 'overloaded' } }));
    expectFallback(await engine().generate({ transcript: VISIT }), /unavailable \(HTTP 503\)/);
    expect(server.requests).toHaveLength(2);
  });

  it('without waiting when Retry-After asks for longer than the cap', async () => {
    server.handle((_req, res) => sendJson(res, 429, { error: { message: 'slow down' } }, { 'retry-after': '120' }));
    expectFallback(await engine().generate({ transcript: VISIT }), /rate-limiting/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('LlmNoteEngine recovers when it can', () => {
  it('retries once after a 429, honouring a short Retry-After', async () => {
    server.handle((_req, res, index) =>
      index === 0
        ? sendJson(res, 429, { error: { message: 'rate limited' } }, { 'retry-after': '0' })
        : sendJson(res, 200, completion(GOOD_REPLY)),
    );
    const note = await engine().generate({ transcript: VISIT });
    expect(note.engine.id).toBe('llm');
    expect(server.requests).toHaveLength(2);
  });

  it('asks again with json_object when json_schema is rejected, and remembers it', async () => {
    server.handle((req, res) => {
      if (req.body.response_format?.type === 'json_schema') {
        sendJson(res, 400, { error: { message: "response_format type 'json_schema' is not supported by this model" } });
      } else sendJson(res, 200, completion(GOOD_REPLY));
    });
    const llm = engine();
    expect((await llm.generate({ transcript: VISIT })).engine.id).toBe('llm');
    expect(server.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect((await llm.generate({ transcript: VISIT })).engine.id).toBe('llm');
    expect(server.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
  });

  it('drops temperature for models that only accept the default', async () => {
    server.handle((req, res) => {
      if (req.body.temperature !== undefined) {
        sendJson(res, 400, {
          error: { message: "Unsupported value: 'temperature' does not support 0 with this model." },
        });
      } else sendJson(res, 200, completion(GOOD_REPLY));
    });
    expect((await engine().generate({ transcript: VISIT })).engine.id).toBe('llm');
    expect(server.requests.map((r) => r.body.temperature)).toEqual([0, undefined]);
  });

  it('reads JSON wrapped in a code fence after a reasoning block', async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, completion(`<think>the patient…</think>\n\`\`\`json\n${JSON.stringify(GOOD_REPLY)}\n\`\`\``)),
    );
    expect((await engine().generate({ transcript: VISIT })).engine.id).toBe('llm');
  });

  it('uses the builtin codes when a reply without json_schema has no codes field', async () => {
    server.handle((_req, res) => sendJson(res, 200, completion({ statements: GOOD_REPLY.statements })));
    const note = await engine().generate({ transcript: VISIT });
    const builtin = await engine({ baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 200 }).generate({ transcript: VISIT });
    expect(note.engine.id).toBe('llm');
    expect(note.codeSuggestions).toEqual(builtin.codeSuggestions);
  });
});

describe('LlmNoteEngine aborts and configuration', () => {
  it('rejects when the caller aborts during the request, instead of answering', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const pending = engine().generate({ transcript: VISIT, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('client went away')), 100);
    await expect(pending).rejects.toThrow('client went away');
  });

  it('refuses plain http:// to another host at construction, naming the setting', () => {
    for (const baseUrl of ['http://10.0.0.5:11434/v1', 'http://llm.example.org/v1', 'http://[fe80::1]/v1']) {
      expect(() => new LlmNoteEngine({ baseUrl, model: 'm' }, buildNoteEngine({ engine: 'builtin' }))).toThrow(
        LlmNoteConfigError,
      );
      expect(() => new LlmNoteEngine({ baseUrl, model: 'm' }, buildNoteEngine({ engine: 'builtin' }))).toThrow(
        /LLM_BASE_URL uses plain http:\/\//,
      );
    }
  });

  it('accepts https:// anywhere and http:// to this machine', () => {
    for (const baseUrl of [
      'https://api.openai.com/v1',
      'http://127.0.0.1:11434/v1',
      'http://localhost:8080/v1',
      'http://[::1]:1234/v1',
    ]) {
      expect(new LlmNoteEngine({ baseUrl, model: 'm' }, buildNoteEngine({ engine: 'builtin' })).id).toBe('llm');
    }
  });

  it('refuses a missing model, a bad URL and credentials in the URL, without echoing them', () => {
    expect(
      () =>
        new LlmNoteEngine({ baseUrl: 'https://api.openai.com/v1', model: ' ' }, buildNoteEngine({ engine: 'builtin' })),
    ).toThrow(/LLM_MODEL is required/);
    expect(
      () => new LlmNoteEngine({ baseUrl: 'not a url', model: 'm' }, buildNoteEngine({ engine: 'builtin' })),
    ).toThrow(/LLM_BASE_URL is not a valid URL/);
    expect(
      () =>
        new LlmNoteEngine(
          { baseUrl: `https://user:${TEST_KEY}@llm.example/v1`, model: 'm' },
          buildNoteEngine({ engine: 'builtin' }),
        ),
    ).toThrow(/must not contain credentials/);
    try {
      new LlmNoteEngine(
        { baseUrl: `https://user:${TEST_KEY}@llm.example/v1`, model: 'm' },
        buildNoteEngine({ engine: 'builtin' }),
      );
    } catch (error) {
      expect(String(error)).not.toContain(TEST_KEY);
    }
  });
});

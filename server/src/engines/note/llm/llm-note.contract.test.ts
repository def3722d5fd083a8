import { afterAll, beforeAll } from 'vitest';
import { describeNoteEngineContract } from '../note-engine.contract';
import {
  completion,
  jsonLinesUnder,
  sendJson,
  startFakeChatServer,
  type ChatRequest,
  type FakeChatServer,
} from './fake-chat-server.test-helper';
import { buildNoteEngine } from '../note.registry';
import { LlmNoteEngine } from './llm-note.engine';

/**
 * The fake service plays a model that rewrites the draft it is given: it answers with the draft's sentences and
 * their quotes, keeps the candidate codes, and — like a careless model — adds one sentence whose quote was never
 * said, one with an invented number and one code that does not exist. The contract must hold after our checks.
 */
function answerFromDraft(req: ChatRequest): unknown {
  const draft = jsonLinesUnder(req, 'DRAFT NOTE');
  const candidates = jsonLinesUnder(req, 'CANDIDATE CODES');
  const statements = draft.map((line, i) => ({
    section: line.section,
    text: line.text,
    newParagraph: i === 0,
    evidence: line.evidence,
  }));
  statements.push({
    section: 'assessment',
    text: 'Community-acquired pneumonia.',
    newParagraph: true,
    evidence: [{ turn: 1, quote: 'your chest x-ray shows pneumonia' }],
  });
  statements.push({
    section: 'objective',
    text: 'Oxygen saturation 91%.',
    newParagraph: true,
    evidence: draft[0]?.evidence ?? [],
  });
  const codes: Array<Record<string, unknown>> = candidates.map((c) => ({ ...c, evidence: [] }));
  codes.push({ type: 'ICD-10', code: 'X99.999', description: 'Invented', confidence: 0.99, evidence: [] });
  return { statements, codes };
}

let server: FakeChatServer;
beforeAll(async () => {
  server = await startFakeChatServer((req, res) => sendJson(res, 200, completion(answerFromDraft(req))));
});
afterAll(() => server.close());

describeNoteEngineContract(
  'llm (OpenAI-compatible service on 127.0.0.1)',
  () =>
    new LlmNoteEngine(
      { baseUrl: server.baseUrl, model: 'echo-model', timeoutMs: 10_000 },
      buildNoteEngine({ engine: 'builtin' }),
    ),
  {
    deterministic: true,
  },
);

import type { NoteEngineInfo } from '@common/schemas/note.schema';
import { analyzeTranscript } from '../shared/analysis/transcript-analyzer';
import { blocksCodes } from '../shared/note-warnings';
import { SupportCheck } from '../shared/support/support-check';
import type { TranscriptAnalysis } from '../shared/analysis/analysis.types';
import type { NoteEngine, NoteInput, NoteResult } from '../note.engine';
import { ChatCompletionsClient } from './chat-completions.client';
import { parseModelJson } from './chat-completions.protocol';
import { checkCodes, isCuratedCode } from './code-validator';
import { CODE_DROP_REASONS, DropCounter, STATEMENT_DROP_REASONS } from './drop-counter';
import { LlmNoteFailure } from './llm-note.errors';
import {
  resolveLlmOptions,
  type IsKnownCode,
  type LlmNoteDeps,
  type LlmNoteOptions,
  type ResolvedLlmOptions,
} from './llm-note.options';
import { parseReplyItems } from './note-reply.schema';
import { buildMessages, promptTurns } from './prompt-material';
import { QuoteLocator } from './quote-locator';
import { checkStatements, composeSections, type GroundingTools } from './statement-validator';

export const LLM_ENGINE_ID = 'llm';
/** Bumped when the engine's checks or assembly change (the prompt has its own version). */
export const LLM_ENGINE_VERSION = '1.0.0';
/** Longer transcripts are not sent (about 40k tokens): the builtin engine writes their note. */
export const MAX_TRANSCRIPT_CHARS = 150_000;
/** Below this share of grounded sentences the model strayed too far to trust the rest of its note. */
export const MIN_KEPT_SHARE = 0.5;

type Validation = NonNullable<NoteEngineInfo['validation']>;

/**
 * Notes from any OpenAI-compatible chat completions service (Ollama, vLLM, llama.cpp, LM Studio, OpenAI, Azure
 * OpenAI). The model gets the transcript with the builtin engine's findings, draft note and candidate codes,
 * and rewrites the note; every sentence must quote the transcript and every number must have been said, or it
 * is dropped. Whatever goes wrong, the builtin engine's note is returned with the reason — never an error
 * (except when the caller aborts).
 */
export class LlmNoteEngine implements NoteEngine {
  readonly id = LLM_ENGINE_ID;
  private readonly options: ResolvedLlmOptions;
  private readonly client: ChatCompletionsClient;
  private readonly builtin: NoteEngine;
  private readonly isKnownCode: IsKnownCode;

  /**
   * `draftEngine` writes the draft the model rewrites and the note returned when the model's answer cannot be
   * used (the registry passes the builtin engine; this engine never reaches into it).
   */
  constructor(options: LlmNoteOptions, draftEngine: NoteEngine, deps: LlmNoteDeps = {}) {
    this.options = resolveLlmOptions(options);
    this.client = new ChatCompletionsClient(this.options, deps.fetch ?? fetch);
    this.builtin = draftEngine;
    this.isKnownCode = deps.isKnownCode ?? isCuratedCode;
  }

  async generate(input: NoteInput): Promise<NoteResult> {
    // One document for both: the draft engine writes from it and the model's answer is checked against it.
    const analysis =
      input.document?.transcript === input.transcript
        ? input.document
        : analyzeTranscript(input.transcript, input.segments);
    const draft = await this.builtin.generate({ ...input, document: analysis });
    if (input.transcript.trim() === '') return fallback(draft, 'The transcript has no words to write a note from.');
    if (input.transcript.length > MAX_TRANSCRIPT_CHARS) {
      return fallback(draft, 'The transcript is too long to send to the note service.');
    }
    const drops = new DropCounter();
    try {
      return await this.writeNote(input, analysis, draft, drops);
    } catch (error) {
      if (error instanceof LlmNoteFailure) {
        // When the answer arrived but did not hold, the counts say why (still numbers only).
        const checked = error.kind === 'empty' || drops.total(STATEMENT_DROP_REASONS) > 0;
        return fallback(draft, error.reason, checked ? summarize(drops, error.keptStatements ?? 0, 0) : undefined);
      }
      // The caller gave up (its signal aborted): like the builtin engine, reject rather than answer.
      if (input.signal?.aborted) throw error;
      // Only the error's class name: its message could quote the reply.
      const kind = error instanceof Error ? error.name : typeof error;
      return fallback(draft, `The note service answer could not be used because of an internal error (${kind}).`);
    }
  }

  private async writeNote(
    input: NoteInput,
    analysis: TranscriptAnalysis,
    draft: NoteResult,
    drops: DropCounter,
  ): Promise<NoteResult> {
    const turns = promptTurns(analysis);
    const messages = buildMessages(this.options.prompt, analysis, turns, draft);
    const content = await this.client.complete(messages, input.signal);
    const reply = parseReplyItems(parseModelJson(content));
    if (!reply) throw new LlmNoteFailure('schema', 'The note service answered in an unexpected format.');
    drops.add('invalidStatement', reply.invalidStatements);
    drops.add('invalidCode', reply.invalidCodes);
    const tools: GroundingTools = {
      locator: new QuoteLocator(input.transcript, turns),
      support: new SupportCheck(input.transcript, analysis.findings),
      timeline: analysis.timeline,
    };
    const statements = checkStatements(reply.statements, tools, drops);
    const dropped = drops.total(STATEMENT_DROP_REASONS);
    if (statements.length === 0) {
      throw new LlmNoteFailure('empty', 'No sentence of the note service answer could be matched to the transcript.');
    }
    if (statements.length < MIN_KEPT_SHARE * (statements.length + dropped)) {
      const failure = new LlmNoteFailure(
        'empty',
        'Most sentences of the note service answer could not be matched to the transcript.',
      );
      failure.keptStatements = statements.length;
      throw failure;
    }
    const codeSuggestions =
      reply.codes === null || blocksCodes(draft.warnings ?? [])
        ? draft.codeSuggestions
        : await checkCodes({
            codes: reply.codes,
            candidates: draft.codeSuggestions,
            findings: analysis.findings,
            encounter: analysis.encounter,
            isKnownCode: this.isKnownCode,
            tools,
            drops,
          });
    return {
      ...composeSections(statements),
      codeSuggestions,
      statements: statements.map(({ section, text, evidence }) => ({ section, text, evidence })),
      chiefComplaint: draft.chiefComplaint,
      warnings: draft.warnings ?? [],
      engine: {
        id: LLM_ENGINE_ID,
        version: LLM_ENGINE_VERSION,
        promptVersion: this.options.prompt.version,
        model: this.options.model,
        validation: summarize(drops, statements.length, codeSuggestions.length),
      },
    };
  }
}

function summarize(drops: DropCounter, statementsKept: number, codesKept: number): Validation {
  return {
    statementsKept,
    statementsDropped: drops.total(STATEMENT_DROP_REASONS),
    codesKept,
    codesDropped: drops.total(CODE_DROP_REASONS),
    dropReasons: drops.toRecord(),
  };
}

/** The builtin engine's note, marked with why the service's answer was not used. */
function fallback(draft: NoteResult, reason: string, validation?: Validation): NoteResult {
  return {
    ...draft,
    engine: { ...draft.engine, fallbackReason: reason, ...(validation ? { validation } : {}) },
  };
}

import type { CodeType } from '@common/schemas/note.schema';
import { checkServiceUrl } from '../../external-service';
import { LlmNoteConfigError } from './llm-note.errors';
import { DEFAULT_PROMPT_VERSION, loadPrompt, type NotePrompt } from './prompts/prompt-catalog';

/** LLM_* settings; see NoteEngineConfig in note.registry.ts. */
export interface LlmNoteOptions {
  /** LLM_BASE_URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  /** LLM_API_KEY: sent as a Bearer token; optional for local servers. Never logged or echoed. */
  apiKey?: string | null;
  /** LLM_MODEL, e.g. gpt-4o-mini, llama3.1:8b, Qwen/Qwen2.5-7B-Instruct. */
  model: string;
  /** LLM_TIMEOUT_MS: the whole exchange with the service, retries included (default 60000). */
  timeoutMs?: number;
  /** Prompt file to use (default: the newest). */
  promptVersion?: string;
  /** Back-off before the single retry after a 429 or 5xx (default 1000 ms; tests shorten it). */
  retryDelayMs?: number;
  /** Longest Retry-After we honour (default 10000 ms); a longer one is not waited for. */
  maxRetryAfterMs?: number;
}

/** Whether a code exists in the clinic's code tables; the server passes CodesService.isKnownCode. */
export type IsKnownCode = (type: CodeType, code: string) => Promise<boolean>;

export interface LlmNoteDeps {
  isKnownCode?: IsKnownCode;
  /** Tests and proxies may swap the HTTP client; defaults to Node's global fetch. */
  fetch?: typeof fetch;
}

export interface ResolvedLlmOptions {
  endpoint: URL;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  prompt: NotePrompt;
  retryDelayMs: number;
  maxRetryAfterMs: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 60_000;

/**
 * Checks the settings once, at construction. The transcript is patient data: it may travel unencrypted only to
 * this machine itself, so http:// is refused for any host but 127.0.0.0/8, ::1 and localhost.
 */
export function resolveLlmOptions(options: LlmNoteOptions): ResolvedLlmOptions {
  const model = options.model?.trim() ?? '';
  if (!model) throw new LlmNoteConfigError('LLM_MODEL is required for the llm note engine');
  const timeoutMs = options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0))
    throw new LlmNoteConfigError('LLM_TIMEOUT_MS must be a positive number');
  const prompt = loadPrompt(options.promptVersion ?? DEFAULT_PROMPT_VERSION);
  if (!prompt) throw new LlmNoteConfigError(`Unknown note prompt version '${options.promptVersion ?? ''}'`);
  return {
    endpoint: chatCompletionsUrl(options.baseUrl),
    apiKey: options.apiKey?.trim() || null,
    model,
    timeoutMs,
    prompt,
    retryDelayMs: options.retryDelayMs ?? 1000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 10_000,
  };
}

/** `<base>/chat/completions`, keeping a query string (Azure's `?api-version=…`). */
export function chatCompletionsUrl(baseUrl: string | undefined): URL {
  const url = checkServiceUrl(baseUrl, 'LLM_BASE_URL', 'transcripts', '; use LLM_API_KEY');
  if (typeof url === 'string')
    throw new LlmNoteConfigError(url.endsWith('is required') ? `${url} for the llm note engine` : url);
  const endpoint = new URL(url.toString());
  const path = url.pathname.replace(/\/+$/, '');
  // Accept the full endpoint too, as some services document it that way.
  endpoint.pathname = path.endsWith('/chat/completions') ? path : `${path}/chat/completions`;
  endpoint.hash = '';
  return endpoint;
}

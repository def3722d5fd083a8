import { constants } from 'node:fs/promises';
import { canAccess } from '../../lib/file-access';
import { join } from 'node:path';
import { OpenAiTranscriptionEngine } from './openai.engine';
import { PocketsphinxEngine } from './pocketsphinx.engine';
import { TranscriptionConfigError } from './transcription.errors';
import type { TranscriptionEngine } from './transcription.engine';

export const TRANSCRIPTION_ENGINES = ['pocketsphinx', 'openai'] as const;
export type TranscriptionEngineName = (typeof TRANSCRIPTION_ENGINES)[number];

/** Settings of the embedded offline engine; every field has a Debian default. */
export interface PocketsphinxConfig {
  /** 'clinical' (default): en-us mixed with our clinical language model and vocabulary. 'general': stock en-us. */
  languageModel?: 'clinical' | 'general';
  /** Weight of the clinical model in the mixture, 0–1 (default 0.5). */
  clinicalWeight?: number;
  /** pocketsphinx_batch (Debian package pocketsphinx); default /usr/bin/pocketsphinx_batch. */
  batchPath?: string;
  /** Model folder (Debian package pocketsphinx-en-us); default /usr/share/pocketsphinx/model/en-us. */
  modelDir?: string;
  /** sphinx_lm_convert (Debian package sphinxbase-utils) for a fast-loading binary LM; null to use ARPA text. */
  lmConvertPath?: string | null;
}

/** Settings of an OpenAI-compatible /v1/audio/transcriptions service. */
export interface OpenAiConfig {
  /** TRANSCRIBE_BASE_URL, e.g. https://api.openai.com/v1; http:// only to 127.0.0.0/8, ::1 or localhost. */
  baseUrl?: string;
  /** TRANSCRIBE_API_KEY; optional for local servers. Never logged. */
  apiKey?: string | null;
  /** TRANSCRIBE_MODEL, e.g. whisper-1. */
  model?: string;
  /** TRANSCRIBE_TIMEOUT_MS per attempt (default 120000). */
  timeoutMs?: number;
  /** Retries after 429/5xx/timeouts (default 2). */
  maxRetries?: number;
}

/** What the server maps its environment onto (TRANSCRIBE_ENGINE selects `engine`). */
export interface TranscriptionConfig {
  engine: TranscriptionEngineName;
  /** Writable cache for built models, e.g. DATA_DIR/models. */
  modelsDir: string;
  /** Private scratch folder for per-job audio pieces, e.g. DATA_DIR/tmp (default: the system temp folder). */
  workDir?: string;
  pocketsphinx?: PocketsphinxConfig;
  openai?: OpenAiConfig;
}

export const DEBIAN_POCKETSPHINX_BATCH = '/usr/bin/pocketsphinx_batch';
export const DEBIAN_EN_US_MODEL = '/usr/share/pocketsphinx/model/en-us';
export const DEBIAN_LM_CONVERT = '/usr/bin/sphinx_lm_convert';

async function buildPocketsphinx(config: TranscriptionConfig): Promise<PocketsphinxEngine> {
  const ps = config.pocketsphinx ?? {};
  const batchPath = ps.batchPath ?? DEBIAN_POCKETSPHINX_BATCH;
  const modelDir = ps.modelDir ?? DEBIAN_EN_US_MODEL;
  if (!(await canAccess(batchPath, constants.X_OK))) {
    throw new TranscriptionConfigError(
      `pocketsphinx is not installed (${batchPath} missing): apt-get install pocketsphinx`,
    );
  }
  for (const file of ['en-us/mdef', 'en-us.lm.bin', 'cmudict-en-us.dict']) {
    if (!(await canAccess(join(modelDir, file)))) {
      throw new TranscriptionConfigError(
        `The pocketsphinx model is missing (${join(modelDir, file)}): apt-get install pocketsphinx-en-us`,
      );
    }
  }
  let lmConvertPath = ps.lmConvertPath === undefined ? DEBIAN_LM_CONVERT : ps.lmConvertPath;
  if (lmConvertPath !== null && !(await canAccess(lmConvertPath, constants.X_OK))) {
    if (ps.lmConvertPath !== undefined) {
      throw new TranscriptionConfigError(`${lmConvertPath} is missing: apt-get install sphinxbase-utils`);
    }
    lmConvertPath = null; // works without it; the text model just loads ~3 s slower per job
  }
  const clinicalWeight = ps.clinicalWeight ?? 0.5;
  if (!(clinicalWeight > 0 && clinicalWeight < 1))
    throw new TranscriptionConfigError('The clinical weight must be between 0 and 1');
  return new PocketsphinxEngine({
    batchPath,
    modelDir,
    languageModel: ps.languageModel ?? 'clinical',
    cacheDir: config.modelsDir,
    workDir: config.workDir,
    clinicalWeight,
    lmConvertPath,
  });
}

function buildOpenAi(config: TranscriptionConfig): OpenAiTranscriptionEngine {
  const o = config.openai ?? {};
  if (!o.baseUrl)
    throw new TranscriptionConfigError(
      'TRANSCRIBE_ENGINE=openai needs TRANSCRIBE_BASE_URL (e.g. https://api.openai.com/v1)',
    );
  if (!o.model) throw new TranscriptionConfigError('TRANSCRIBE_ENGINE=openai needs TRANSCRIBE_MODEL (e.g. whisper-1)');
  return new OpenAiTranscriptionEngine({
    baseUrl: o.baseUrl,
    apiKey: o.apiKey ?? null,
    model: o.model,
    timeoutMs: o.timeoutMs ?? 120_000,
    maxRetries: o.maxRetries ?? 2,
  });
}

/**
 * Builds the configured engine, failing fast with an operator-readable message when it cannot work.
 * Services depend on this and on TranscriptionEngine only, never on a concrete engine.
 */
export async function buildTranscriptionEngine(config: TranscriptionConfig): Promise<TranscriptionEngine> {
  switch (config.engine) {
    case 'pocketsphinx':
      return buildPocketsphinx(config);
    case 'openai':
      return buildOpenAi(config);
    default:
      throw new TranscriptionConfigError(
        `Unknown TRANSCRIBE_ENGINE "${String(config.engine)}": use ${TRANSCRIPTION_ENGINES.join(' or ')}`,
      );
  }
}

import path from 'node:path';
import { envSchema, type Env } from './config.schema';

/** Typed configuration, validated once at start. Nothing else reads process.env. */
export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  audioDir: string;
  modelsDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** PGlite's folder when DATABASE_URL is unset. */
  pgliteDir: string;
  sessionTtlHours: number;
  logLevel: Env['LOG_LEVEL'];
  clientDir?: string;
  trustProxy: boolean;
  tls?: { certFile: string; keyFile: string };
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  loginThrottle: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowMinutes: number };
  transcription: {
    engine: Env['TRANSCRIBE_ENGINE'];
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    timeoutMs: number;
    concurrency?: number;
    ffmpegPath?: string;
  };
  /** Live capture's caps: one piece, and one whole session (8 hours of audio at a generous bit rate). */
  live: { maxPieceBytes: number; maxSessionBytes: number };
  note: {
    engine: Env['NOTE_ENGINE'];
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    timeoutMs: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws ConfigError listing every bad value. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    audioDir: path.join(dataDir, 'audio'),
    modelsDir: env.MODELS_DIR ? path.resolve(env.MODELS_DIR) : path.join(dataDir, 'models'),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    pgliteDir: path.join(dataDir, 'db'),
    sessionTtlHours: env.SESSION_TTL_HOURS,
    logLevel: env.LOG_LEVEL,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    trustProxy: env.TRUST_PROXY,
    tls: env.TLS_CERT_FILE && env.TLS_KEY_FILE ? { certFile: env.TLS_CERT_FILE, keyFile: env.TLS_KEY_FILE } : undefined,
    allowedOrigins: env.ALLOWED_ORIGINS,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    loginThrottle: {
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
    transcription: {
      engine: env.TRANSCRIBE_ENGINE,
      baseUrl: env.TRANSCRIBE_BASE_URL,
      apiKey: env.TRANSCRIBE_API_KEY,
      model: env.TRANSCRIBE_MODEL,
      timeoutMs: env.TRANSCRIBE_TIMEOUT_MS,
      concurrency: env.TRANSCRIBE_CONCURRENCY,
      ffmpegPath: env.FFMPEG_PATH,
    },
    live: { maxPieceBytes: env.LIVE_MAX_PIECE_BYTES, maxSessionBytes: env.LIVE_MAX_SESSION_BYTES },
    note: {
      engine: env.NOTE_ENGINE,
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
    },
  };
}

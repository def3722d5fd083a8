import path from 'node:path';
import { envSchema, type Env } from './config.schema';

/** Typed configuration, validated once at start. Nothing else reads process.env. */
export interface AppConfig {
  env: Env['NODE_ENV'];
  /** Serve the API reference (/api/openapi.json, /api/docs): API_DOCS, else everywhere but production. */
  apiDocs: boolean;
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
  /** Slow clients are cut off: headers must arrive within `headersMs`, the whole request (body) within `requestMs`. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  loginThrottle: {
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    windowMinutes: number;
    lockoutSeconds: number;
  };
  /** Requests with an unknown or invalid bearer token allowed per client address per minute. */
  invalidTokenMaxPerMinute: number;
  /** approval: self-registered accounts wait for an administrator; open: the spec's; closed: no self-registration. */
  registration: Env['REGISTRATION'];
  /** clinic: every provider sees every patient (the spec's); care-team: own patients, others only with a reason. */
  access: Env['ACCESS'];
  /** OpenID Connect single sign-on; off when OIDC_ISSUER is unset. */
  oidc?: { issuer: string; clientId: string; clientSecret?: string; redirectUri?: string };
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
    /** soap: the US SOAP note; gp: a UK GP consultation; auto: picked from the conversation's words. */
    style: Env['NOTE_STYLE'];
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
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
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
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    loginThrottle: {
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
      lockoutSeconds: env.LOGIN_LOCKOUT_SECONDS,
    },
    invalidTokenMaxPerMinute: env.INVALID_TOKEN_MAX_PER_MINUTE,
    registration: env.REGISTRATION,
    access: env.ACCESS,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            redirectUri: env.OIDC_REDIRECT_URI,
          }
        : undefined,
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
      style: env.NOTE_STYLE,
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
    },
  };
}

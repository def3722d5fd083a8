import { z } from 'zod';
import { MAX_PIECE_BYTES, MAX_SESSION_BYTES } from '@common/schemas/recording-session.schema';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const int = (min: number, max: number) =>
  z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(min).max(max);
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ message: 'must be a URL' }).optional());

/** Every setting ChartScribe reads from the environment, with its default. See the README's configuration table. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: int(0, 65535).default(5000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    MODELS_DIR: optionalText,
    DATABASE_URL: optionalUrl.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
      message: 'must be a postgres:// or postgresql:// URL',
    }),
    DATABASE_POOL_SIZE: int(1, 200).default(10),
    SESSION_TTL_HOURS: z.coerce
      .number({ message: 'must be a number' })
      .positive()
      .max(24 * 30)
      .default(12),
    API_DOCS: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CLIENT_DIR: optionalText,
    TRUST_PROXY: bool.default(false),
    TLS_CERT_FILE: optionalText,
    TLS_KEY_FILE: optionalText,
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins' }))),
    RATE_LIMIT_PER_MINUTE: int(10, 1_000_000).default(600),
    HTTP_HEADERS_TIMEOUT_MS: int(1000, 600_000).default(15_000),
    HTTP_REQUEST_TIMEOUT_MS: int(1000, 3_600_000).default(60_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: int(1000, 600_000).default(5_000),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1, 1000).default(5),
    LOGIN_MAX_FAILURES_PER_IP: int(1, 100_000).default(30),
    LOGIN_WINDOW_MINUTES: int(1, 24 * 60).default(15),
    LOGIN_LOCKOUT_SECONDS: int(1, 3600).default(30),
    INVALID_TOKEN_MAX_PER_MINUTE: int(1, 100_000).default(30),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_REDIRECT_URI: optionalUrl,
    ACCESS: z.enum(['clinic', 'care-team'], { message: 'must be clinic or care-team' }).default('clinic'),
    REGISTRATION: z
      .enum(['approval', 'open', 'closed'], { message: 'must be approval, open or closed' })
      .default('approval'),
    TRANSCRIBE_ENGINE: z
      .enum(['pocketsphinx', 'openai'], { message: 'must be pocketsphinx or openai' })
      .default('pocketsphinx'),
    TRANSCRIBE_BASE_URL: optionalUrl,
    TRANSCRIBE_API_KEY: optionalText,
    TRANSCRIBE_MODEL: optionalText,
    TRANSCRIBE_TIMEOUT_MS: int(1000, 3_600_000).default(300_000),
    TRANSCRIBE_CONCURRENCY: int(1, 64).optional(),
    FFMPEG_PATH: optionalText,
    LIVE_MAX_PIECE_BYTES: int(1024, 64 * 1024 * 1024).default(MAX_PIECE_BYTES),
    LIVE_MAX_SESSION_BYTES: int(1024, 8 * 1024 * 1024 * 1024).default(MAX_SESSION_BYTES),
    NOTE_ENGINE: z.enum(['builtin', 'llm'], { message: 'must be builtin or llm' }).default('builtin'),
    NOTE_STYLE: z.enum(['auto', 'soap', 'gp'], { message: 'must be auto, soap or gp' }).default('auto'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    LLM_TIMEOUT_MS: int(1000, 600_000).default(60_000),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
      ctx.addIssue({ code: 'custom', path: ['TLS_KEY_FILE'], message: 'TLS_CERT_FILE and TLS_KEY_FILE go together' });
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (env.TRANSCRIBE_ENGINE === 'openai' && !env.TRANSCRIBE_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRANSCRIBE_BASE_URL'],
        message: 'is required when TRANSCRIBE_ENGINE=openai',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER is set' });
    }
    if (env.OIDC_ISSUER) {
      const issuer = new URL(env.OIDC_ISSUER);
      const host = issuer.hostname.replace(/^\[|\]$/g, '');
      if (issuer.protocol !== 'https:' && !/^(127\.|localhost$|::1$)/.test(host)) {
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_ISSUER'],
          message: 'must be https:// (http:// only on this machine)',
        });
      }
    }
    if (env.NOTE_ENGINE === 'llm' && !env.LLM_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: 'is required when NOTE_ENGINE=llm' });
    }
    if (env.NOTE_ENGINE === 'llm' && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when NOTE_ENGINE=llm' });
    }
  });

export type Env = z.output<typeof envSchema>;

import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { registerErrorHandler } from '../lib/error-handler';
import { registerAuthGuard } from '../modules/auth/auth.guard';
import { registerAuthRoutes } from '../modules/auth/auth.routes';
import { registerCodesRoutes } from '../modules/codes/codes.routes';
import { registerPatientsRoutes } from '../modules/patients/patients.routes';
import { registerRecordingsRoutes } from '../modules/recordings/recordings.routes';
import { registerUsersRoutes } from '../modules/users/users.routes';
import type { AudioStorage } from '../modules/audio/audio-storage';
import { registerAudioRoutes } from '../modules/audio/audio.routes';
import { registerTranscribeRoutes } from '../modules/transcribe/transcribe.routes';
import { registerRecordingSessionsRoutes } from '../modules/recording-sessions/recording-sessions.routes';
import type { Engines } from './engines';
import multipart from '@fastify/multipart';
import { MAX_AUDIO_BYTES } from '@common/limits';
import { registerVisitsRoutes } from '../modules/visits/visits.routes';
import { createContainer, type Container } from './container';
import { registerSecurity } from './security';
import { registerStaticClient } from './static-client';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  storage: AudioStorage;
  engines: Engines;
  logger?: FastifyServerOptions['logger'];
  https?: { key: Buffer; cert: Buffer };
}

export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

const ROUTER_ERROR_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Builds the Fastify app: security, auth guard, every module's routes, the client. Does not listen. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; container: Container }> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    ...(deps.https ? { https: deps.https } : {}),
    // Ids and paths are ours; reject absurd URLs early instead of routing them.
    routerOptions: { maxParamLength: 200 },
    // The router rejects these before any hook runs: answer in our shape, with the headers our hooks would add,
    // and without echoing the URL back.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(tooLong ? 414 : 400)
        .headers(ROUTER_ERROR_HEADERS)
        .send({ message: tooLong ? 'The URL is too long' : 'The URL is not valid' });
    },
  } as FastifyServerOptions);
  const container = createContainer(config, deps.db, deps.storage, deps.engines, (event, message) =>
    app.log.warn(event, message),
  );
  const { services } = container;

  registerErrorHandler(app);
  await registerSecurity(app, { allowedOrigins: config.allowedOrigins, rateLimitPerMinute: config.rateLimitPerMinute });
  // One audio file per request, streamed to disk. The 25 MB limit is enforced while writing (a clear 413); busboy's
  // own limit sits one byte above it only as a backstop, since its truncation surfaces as a vague stream error.
  await app.register(multipart, {
    limits: { fileSize: MAX_AUDIO_BYTES + 1, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 100 },
  });
  registerAuthGuard(app, services.auth);

  registerAuthRoutes(app, services.auth);
  registerUsersRoutes(app, services.users);
  registerPatientsRoutes(app, services.patients);
  registerVisitsRoutes(app, services.visits);
  registerRecordingsRoutes(app, services.recordings);
  registerCodesRoutes(app, services.codes);
  registerAudioRoutes(app, services.audio);
  registerTranscribeRoutes(app, services.transcribe, deps.storage.dir);
  registerRecordingSessionsRoutes(app, services.recordingSessions, config.live.maxPieceBytes);
  // Live pipelines hold ffmpeg processes: stop them with the app (their work resumes from the database).
  app.addHook('onClose', () => container.liveWorker.stopAll());

  await registerStaticClient(app, config.clientDir);
  return { app, container };
}

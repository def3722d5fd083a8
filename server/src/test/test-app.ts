import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LoginResponse, RegisterInput } from '@common/schemas/auth.schema';
import type { RegistrationRole } from '@common/roles';
import { buildApp, type AppDeps } from '../app/app';
import type { Container } from '../app/container';
import { loadConfig, type AppConfig } from '../config/config';
import { AudioStorage } from '../modules/audio/audio-storage';
import { buildEngines } from '../app/engines';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  container: Container;
  database: TestDatabase;
  config: AppConfig;
  audio: AudioStorage;
  /** JSON request with an optional bearer token (and, for throttling tests, the client address it comes from). */
  call(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Registers and logs in a user of the given role; returns the token and user. */
  signUp(role: RegistrationRole, name?: string): Promise<LoginResponse>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address as the app sees it (default 127.0.0.1). */
  remoteAddress?: string;
}

/** What a test may hand to buildApp beyond the defaults: a real logger, TLS. */
export interface TestAppOptions {
  logger?: AppDeps['logger'];
  https?: AppDeps['https'];
}

/** The password signUp gives every account. */
export const TEST_PASSWORD = 'correct horse 1';

let counter = 0;

/** A real app on a throwaway database (PGlite or PostgreSQL per TEST_DB) and a temporary data folder. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chartscribe-test-'));
  // One model cache for every test app: the clinical language model is built once (~15 s), then reused.
  const modelsDir = path.join(os.tmpdir(), 'chartscribe-test-models');
  const config = loadConfig({
    DATA_DIR: dataDir,
    MODELS_DIR: modelsDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    INVALID_TOKEN_MAX_PER_MINUTE: '100000',
    // The spec's workflow: everyone who registers works at once. Tests of approval and closed modes say so.
    REGISTRATION: 'open',
    ...env,
  });
  const database = await createTestDatabase();
  const audio = new AudioStorage(config.audioDir);
  await audio.init();
  const engines = await buildEngines(config, database.db);
  const { app, container } = await buildApp({ config, db: database.db, storage: audio, engines, ...options });
  await app.ready();

  const call: TestApp['call'] = (method, url, request = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(request.token ? { authorization: `Bearer ${request.token}` } : {}), ...request.headers },
      ...(request.body === undefined ? {} : { payload: request.body as InjectOptions['payload'] }),
      ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    });

  const signUp: TestApp['signUp'] = async (role, name) => {
    counter += 1;
    const email = `${role}-${process.pid}-${counter}-${Date.now()}@clinic.test`;
    const registration: RegisterInput = {
      name: name ?? `${role} ${counter}`,
      email,
      role,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    };
    const registered = await call('POST', '/api/auth/register', { body: registration });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const login = await call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    return login.json<LoginResponse>();
  };

  return {
    app,
    container,
    database,
    config,
    audio,
    call,
    signUp,
    close: async () => {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LoginResponse, RegisterInput } from '@common/schemas/auth.schema';
import type { RegistrationRole } from '@common/roles';
import { buildApp } from '../app/app';
import type { Container } from '../app/container';
import { loadConfig, type AppConfig } from '../config/config';
import { AudioStorage } from '../modules/audio/audio-storage';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  container: Container;
  database: TestDatabase;
  config: AppConfig;
  audio: AudioStorage;
  /** JSON request with an optional bearer token. */
  call(method: InjectOptions['method'], url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Registers and logs in a user of the given role; returns the token and user. */
  signUp(role: RegistrationRole, name?: string): Promise<LoginResponse>;
  close(): Promise<void>;
}

let counter = 0;

/** A real app on a throwaway database (PGlite or PostgreSQL per TEST_DB) and a temporary data folder. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chartscribe-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const database = await createTestDatabase();
  const audio = new AudioStorage(config.audioDir);
  await audio.init();
  const { app, container } = await buildApp({ config, db: database.db, audioFiles: audio });
  await app.ready();

  const call: TestApp['call'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });

  const signUp: TestApp['signUp'] = async (role, name) => {
    counter += 1;
    const email = `${role}-${process.pid}-${counter}-${Date.now()}@clinic.test`;
    const registration: RegisterInput = { name: name ?? `${role} ${counter}`, email, role, password: 'correct horse 1', confirmPassword: 'correct horse 1' };
    const registered = await call('POST', '/api/auth/register', { body: registration });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const login = await call('POST', '/api/auth/login', { body: { email, password: 'correct horse 1' } });
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

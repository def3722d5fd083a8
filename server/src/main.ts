import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app/app';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { openDatabase } from './db/database';
import { AudioStorage } from './modules/audio/audio-storage';
import { buildEngines } from './app/engines';
import { productionLoggerOptions } from './app/logger';
import { NO_SPEECH_KEEP_MS } from './modules/recording-sessions/recording-sessions.service';
import { recoverInterruptedWork } from './app/recover-interrupted';
import { killAllChildren, reapOrphanedChildren, useChildPidDir } from './audio/child-registry';

/** The built client sits beside the server bundle: dist/server/main.js → dist/client. */
function defaultClientDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
}

async function start(config: AppConfig): Promise<void> {
  // Children a killed predecessor left running (it could not stop them) end before anything else starts.
  const childPidDir = path.join(config.dataDir, 'run', 'children');
  useChildPidDir(childPidDir);
  const reaped = reapOrphanedChildren(childPidDir);
  process.on('exit', () => killAllChildren());
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
  });
  const engines = await buildEngines(config, database.db);
  const audio = new AudioStorage(config.audioDir);
  await audio.init();
  const { app, container } = await buildApp({
    config: { ...config, clientDir: config.clientDir ?? defaultClientDir() },
    db: database.db,
    storage: audio,
    engines,
    logger: productionLoggerOptions(config.logLevel),
    https: config.tls ? { key: readFileSync(config.tls.keyFile), cert: readFileSync(config.tls.certFile) } : undefined,
  });
  const recovered = await recoverInterruptedWork({ ...container.repositories, storage: audio });
  if (reaped || recovered.interrupted || recovered.drafts || recovered.orphans)
    app.log.info({ ...recovered, children: reaped }, 'recovered after restart');
  // Live recordings a stop or crash interrupted carry on transcribing by themselves.
  const resumed = await container.liveWorker.resume();
  if (resumed) app.log.info({ resumed }, 'live recordings resumed');
  // Audio that held no speech is kept 24 h for support, then removed.
  const sweepSilent = async () => {
    const uploads = await container.services.transcribe.sweepSilentUploads(NO_SPEECH_KEEP_MS);
    const sessions = await container.services.recordingSessions.sweepSilent();
    const orphanPieces = await container.services.recordingSessions.sweepOrphanPieces();
    if (orphanPieces) app.log.info({ orphanPieces }, 'removed recording pieces of deleted visits');
    if (uploads || sessions) app.log.info({ uploads, sessions }, 'removed silent recordings');
  };
  const sweepFailed = (error: unknown) =>
    app.log.error({ kind: error instanceof Error ? error.name : typeof error }, 'silent-recording sweep failed');
  await sweepSilent().catch(sweepFailed);
  setInterval(() => void sweepSilent().catch(sweepFailed), 60 * 60_000).unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Running jobs fail now (their uploads stay retryable) instead of holding the shutdown.
    killAllChildren();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Build the clinical language model now rather than inside the first clinician's upload (~30 s, once).
  engines.runner
    .prepare()
    .catch((error: unknown) =>
      app.log.error(
        { kind: error instanceof Error ? error.name : typeof error },
        'transcription engine could not prepare',
      ),
    );
  app.log.info(
    `ChartScribe (${database.driver}) listening on ${config.tls ? 'https' : 'http'}://${config.host}:${config.port}`,
  );
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('ChartScribe failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

// Shared start-up for command-line tools: typed config, the configured database, clean error messages.
import { ConfigError, loadConfig, type AppConfig } from '../server/src/config/config';
import { openDatabase, type DatabaseHandle } from '../server/src/db/database';

export async function runWithDatabase(
  main: (database: DatabaseHandle, config: AppConfig) => Promise<void>,
): Promise<void> {
  let database: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    await main(database, config);
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

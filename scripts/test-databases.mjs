// Small PostgreSQL helper for scripts/test.sh: `ping <url>` and `drop-prefix <url> <prefix>`.
import pg from 'pg';

const [command, url, prefix] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  if (command === 'drop-prefix') {
    if (!/^[a-z0-9_]+$/.test(prefix ?? '')) throw new Error('bad prefix');
    const { rows } = await client.query('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
  }
  await client.end();
} catch (error) {
  if (command !== 'ping') console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

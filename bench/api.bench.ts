/**
 * `npm run bench:api` — the JSON API under a clinic's polling load (see bench/README.md, "API under load").
 *
 * For each database back end (PGlite, PostgreSQL): seeds 10,000 visits with patients and notes into a fresh data
 * folder or throwaway database, starts the real server (server/src/main.ts under Node with the tsx loader, or
 * dist/server/main.js with --dist) on 127.0.0.1, logs in 200 clinicians (one session each), and drives it with
 * autocannon: first at the rate 200 clinicians make, then as fast as it answers. Then the same polls against a bare
 * Fastify + node-postgres server running the same list queries: the ceiling.
 *
 * Options: --backend=pglite|postgres|both  --paced=30 (s)  --saturation=15 (s)  --visits=10000  --open=200
 *          --clinicians=200  --dist  --no-ceiling
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runLoad, type ClinicianSession, type LoadResult, type Mix } from './lib/api-load';
import { seedDatabase, type SeedResult } from './lib/api-seed';
import { REPO_ROOT, startNodeServer, type RunningServer } from './lib/api-server';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value] as const;
  }),
);
const num = (key: string, fallback: number) => Number(args.get(key) ?? fallback);
const options = {
  backends:
    (args.get('backend') ?? 'both') === 'both'
      ? (['pglite', 'postgres'] as const)
      : ([args.get('backend')] as Array<'pglite' | 'postgres'>),
  pacedSec: num('paced', 30),
  saturationSec: num('saturation', 15),
  visits: num('visits', 10_000),
  openVisits: num('open', 200),
  clinicians: num('clinicians', 200),
  dist: args.has('dist'),
  ceiling: !args.has('no-ceiling'),
};
const PASSWORD = 'bench clinician password';
const POLL_SECONDS = 5;
const SAVE_SECONDS = 60;
/** 200 clinicians × 2 lists / 5 s, plus one save per clinician a minute: 80 + 3.3 requests a second. */
const PACED_RATE = Math.round((options.clinicians * 2) / POLL_SECONDS + options.clinicians / SAVE_SECONDS);
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function logIn(server: RunningServer, seed: SeedResult): Promise<ClinicianSession[]> {
  const sessions: ClinicianSession[] = [];
  // Two clinicians share each open note (an MA and a doctor on the same visit), so 409s happen as in a clinic.
  for (let i = 0; i < seed.clinicians.length; i += 4) {
    const batch = seed.clinicians.slice(i, i + 4);
    const tokens = await Promise.all(
      batch.map(async (clinician) => {
        const res = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: clinician.email, password: PASSWORD }),
        });
        if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { token: string }).token;
      }),
    );
    batch.forEach((clinician, j) => {
      const note = seed.openNotes[Math.floor((i + j) / 2) % seed.openNotes.length];
      const token = tokens[j];
      if (!note || !token) throw new Error('seed has no open notes');
      sessions.push({ clinician, token, note, version: 1, mustReload: false });
    });
  }
  return sessions;
}

async function responseSizes(server: RunningServer, token: string, paths: { active: string; completed: string }) {
  const size = async (url: string) => {
    const res = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    return { rows: (JSON.parse(body) as unknown[]).length, kib: Math.round(Buffer.byteLength(body) / 1024) };
  };
  return { active: await size(paths.active), completed: await size(paths.completed) };
}

const results: Array<LoadResult & { backend: string }> = [];

/** Unloaded cost of one request of each kind: 10 sequential requests, the median and the worst, in ms. */
async function probeLatency(
  base: string,
  paths: Record<string, { path: string; init?: () => RequestInit }>,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, { path: url, init }] of Object.entries(paths)) {
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const sent = performance.now();
      const res = await fetch(`${base}${url}`, init?.());
      await res.arrayBuffer();
      times.push(performance.now() - sent);
    }
    times.sort((a, b) => a - b);
    out[name] = `median ${times[5]?.toFixed(0)} ms, worst ${times[9]?.toFixed(0)} ms`;
  }
  return out;
}

async function seedEtags(base: string, sessions: ClinicianSession[]): Promise<void> {
  const first = sessions[0];
  if (!first) return;
  const etags: Partial<Record<'active' | 'completed', string>> = {};
  for (const list of ['active', 'completed'] as const) {
    const res = await fetch(`${base}/api/visits/${list}`, { headers: { authorization: `Bearer ${first.token}` } });
    await res.arrayBuffer();
    etags[list] = res.headers.get('etag') ?? undefined;
  }
  for (const session of sessions) session.etags = { ...etags };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/**
 * The runs of one server. Each starts a fresh server process on the same data: a server that fell behind keeps
 * working through its queue after autocannon stops, and the next run would measure that backlog.
 */
async function drive(
  backend: string,
  start: () => Promise<RunningServer>,
  sessions: ClinicianSession[],
  withSaves: boolean,
  paths?: { active: string; completed: string },
) {
  const runs: Array<{ label: string; mix: Mix; rate?: number; sec: number; conditional?: boolean }> = [
    {
      label: 'paced',
      mix: withSaves ? ('clinic' as const) : ('polls' as const),
      rate: withSaves ? PACED_RATE : (options.clinicians * 2) / POLL_SECONDS,
      sec: options.pacedSec,
    },
    // As the web client polls: If-None-Match with the last ETag (the bare ceiling server has no ETags).
    ...(withSaves
      ? [
          {
            label: 'paced, conditional polls',
            mix: 'clinic' as const,
            rate: PACED_RATE,
            sec: options.pacedSec,
            conditional: true,
          },
        ]
      : []),
    // The same clinicians without the completed-list polls: what the rest of the load costs.
    {
      label: 'paced',
      mix: withSaves ? ('clinic-without-completed' as const) : ('active' as const),
      rate: options.clinicians / POLL_SECONDS + (withSaves ? options.clinicians / SAVE_SECONDS : 0),
      sec: options.pacedSec,
    },
    { label: 'saturation', mix: withSaves ? ('clinic' as const) : ('polls' as const), sec: options.saturationSec },
    { label: 'saturation', mix: 'active' as const, sec: options.saturationSec },
    { label: 'saturation', mix: 'completed' as const, sec: options.saturationSec },
  ];
  for (const run of runs) {
    const connections = run.rate ? Math.min(options.clinicians, Math.round(run.rate)) : options.clinicians;
    process.stdout.write(
      `  ${backend} ${run.label} ${run.mix} (${connections} connections${run.rate ? `, ${Math.round(run.rate)} req/s` : ''}, ${run.sec} s) … `,
    );
    const server = await start();
    let result: LoadResult;
    try {
      // Clinicians whose screens already show the lists: each starts with the current ETags.
      if (run.conditional) await seedEtags(server.url, sessions);
      result = await runLoad({
        label: run.label,
        url: server.url,
        sessions,
        mix: run.mix,
        connections,
        durationSec: run.sec,
        overallRate: run.rate ? Math.round(run.rate) : undefined,
        paths,
        conditional: run.conditional,
      });
    } finally {
      await server.stop();
    }
    results.push({ ...result, backend });
    console.log(
      `${result.requestsPerSec.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, statuses ${JSON.stringify(result.statuses)}; ` +
        `load average ${loadAverage()}`,
    );
  }
}

async function benchBackend(backend: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `chartscribe-bench-${backend}-`));
  const dbName = `chartscribe_bench_${randomBytes(4).toString('hex')}`;
  const dbUrl = backend === 'postgres' ? databaseUrl(dbName) : undefined;
  try {
    if (dbUrl) await withAdmin((client) => client.query(`CREATE DATABASE "${dbName}"`));
    const seedStart = Date.now();
    const seed = await seedDatabase(dbUrl ? { databaseUrl: dbUrl } : { pgliteDir: path.join(dataDir, 'db') }, {
      visits: options.visits,
      openVisits: options.openVisits,
      clinicians: options.clinicians,
      password: PASSWORD,
    });
    console.log(
      `\n${backend}: seeded ${JSON.stringify(seed.counts)} in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const entry = options.dist
      ? path.join(REPO_ROOT, 'dist/server/main.js')
      : path.join(REPO_ROOT, 'server/src/main.ts');
    const startApp = () =>
      startNodeServer(entry, { DATA_DIR: dataDir, ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) }, '/api/user');
    const server = await startApp();
    let sessions: ClinicianSession[];
    try {
      const loginStart = Date.now();
      sessions = await logIn(server, seed);
      console.log(
        `${backend}: ${sessions.length} clinicians logged in in ${((Date.now() - loginStart) / 1000).toFixed(1)} s; server pid ${server.pid} (${options.dist ? 'dist' : 'tsx'})`,
      );
      const first = sessions[0];
      if (first) {
        console.log(
          `${backend}: response sizes ${JSON.stringify(await responseSizes(server, first.token, { active: '/api/visits/active', completed: '/api/visits/completed' }))}`,
        );
        const auth = { authorization: `Bearer ${first.token}` };
        // The probe edits an open note no clinician of the load edits, so their versions stay right.
        const spare =
          seed.openNotes.find((note) => !sessions.some((session) => session.note.recordingId === note.recordingId)) ??
          first.note;
        // Every save names the version it edits (the probes run one after another, each adding one).
        const notes = (await (
          await fetch(`${server.url}/api/recordings/visit/${spare.visitId}`, { headers: auth })
        ).json()) as Array<{ id: number; version: number }>;
        let version = notes.find((note) => note.id === spare.recordingId)?.version ?? 1;
        const save = () => ({
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ objective: `Probe ${Date.now()}`, version: version++ }),
        });
        const unloaded = await probeLatency(server.url, {
          'GET /api/visits/active': { path: '/api/visits/active', init: () => ({ headers: auth }) },
          'GET /api/visits/completed': { path: '/api/visits/completed', init: () => ({ headers: auth }) },
          'PATCH /api/recordings/{id}': { path: `/api/recordings/${spare.recordingId}`, init: save },
        });
        console.log(`${backend}: one request at a time: ${JSON.stringify(unloaded)}`);
        for (const session of sessions) if (session.note.recordingId === spare.recordingId) session.mustReload = true;
      }
    } finally {
      await server.stop();
    }
    // Sessions live in the database, so they outlast the restarts between runs.
    await drive(backend, startApp, sessions, true);

    if (dbUrl && options.ceiling) {
      const startCeiling = () =>
        startNodeServer(
          path.join(REPO_ROOT, 'bench/lib/api-ceiling-server.ts'),
          { DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: '10' },
          '/active',
        );
      const paths = { active: '/active', completed: '/completed' };
      const ceiling = await startCeiling();
      try {
        console.log(`ceiling: response sizes ${JSON.stringify(await responseSizes(ceiling, 'none', paths))}`);
        console.log(
          `ceiling: one request at a time: ${JSON.stringify(await probeLatency(ceiling.url, { 'GET /active': { path: '/active' }, 'GET /completed': { path: '/completed' } }))}`,
        );
      } finally {
        await ceiling.stop();
      }
      const anonymous = Array.from({ length: options.clinicians }, (_, i) => ({
        clinician: { id: i, email: '', role: 'doctor' as const },
        token: 'none',
        note: { recordingId: 0, visitId: 0 },
        version: 1,
        mustReload: false,
      }));
      await drive('ceiling (Fastify + pg)', startCeiling, anonymous, false, paths);
    }
  } finally {
    if (dbUrl)
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)).catch(
        () => undefined,
      );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(): void {
  console.log(
    '\n| back end | run | mix | connections | target req/s | req/s | p50 ms | p99 ms | non-2xx | errors | saves ok / 409 / reloads | MB/s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const non2xx = Object.entries(r.statuses).filter(([code]) => !code.startsWith('2'));
    const saves = r.mix.startsWith('clinic') ? `${r.saves.ok} / ${r.saves.conflicts} / ${r.saves.reloads}` : '–';
    console.log(
      `| ${r.backend} | ${r.label} | ${r.mix} | ${r.connections} | ${r.targetRate ?? 'max'} | ${r.requestsPerSec.toFixed(1)} | ${r.p50} | ${r.p99} | ${non2xx.length ? non2xx.map(([code, n]) => `${code}: ${n}`).join(', ') : '0'} | ${r.errors + r.timeouts} | ${saves} | ${r.megabytesPerSec.toFixed(1)} |`,
    );
  }
}

console.log(`ChartScribe API benchmark on ${machine()}`);
// Other work on the machine skews every figure: the 1/5/15-minute load average says how busy it was.
console.log(`load average before: ${loadAverage()}`);
console.log(
  `${options.visits} visits (${options.openVisits} open), ${options.clinicians} clinicians; paced ${PACED_RATE} req/s for ${options.pacedSec} s, saturation runs ${options.saturationSec} s`,
);
for (const backend of options.backends) await benchBackend(backend);
printTable();

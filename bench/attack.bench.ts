// npm run bench:attack — starts a server with its default settings (REGISTRATION=approval, default limits) and
// repeats the attacks of issue 13 against it, printing what held. Addresses are simulated with X-Forwarded-For
// (TRUST_PROXY=true), so the attacker and the clinic's real users come from different addresses.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNodeServer } from './lib/api-server';
import { slowClient } from './lib/slow-client';

const ATTACKER = '203.0.113.66';
const CLINIC = '198.51.100.10';
const PASSWORD = 'attack bench passphrase';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chartscribe-attack-'));
const server = await startNodeServer(
  'server/src/main.ts',
  {
    DATA_DIR: dataDir,
    MODELS_DIR: path.join(os.tmpdir(), 'chartscribe-test-models'),
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
  },
  '/api/user',
);

interface Outcome {
  attack: string;
  result: string;
  held: boolean;
}
const outcomes: Outcome[] = [];

async function call(method: string, url: string, options: { from: string; token?: string; body?: unknown }) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': options.from,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

const registration = (email: string, name = 'Bench Person') => ({
  name,
  email,
  role: 'doctor',
  password: PASSWORD,
  confirmPassword: PASSWORD,
});
const tally = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${statuses.filter((s) => s === status).length}×${status}`)
    .join(' ');

try {
  // The clinic: its administrator registers first.
  const adminEmail = 'admin@clinic.test';
  await call('POST', '/api/auth/register', { from: CLINIC, body: registration(adminEmail, 'Clinic Admin') });
  const adminLogin = await call('POST', '/api/auth/login', {
    from: CLINIC,
    body: { email: adminEmail, password: PASSWORD },
  });
  const adminToken = (JSON.parse(adminLogin.text) as { token: string }).token;
  await call('POST', '/api/patients', { from: CLINIC, token: adminToken, body: { name: 'Real Patient' } });

  // 1. Registration flood, then reads by a flooded account.
  const started = Date.now();
  const floodStatuses: number[] = [];
  for (let batch = 0; batch < 10; batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/auth/register', { from: ATTACKER, body: registration(`flood-${batch}-${i}@evil.test`) }),
      ),
    );
    floodStatuses.push(...answers.map((answer) => answer.status));
  }
  const floodLogin = await call('POST', '/api/auth/login', {
    from: ATTACKER,
    body: { email: 'flood-0-0@evil.test', password: PASSWORD },
  });
  const floodToken = (JSON.parse(floodLogin.text) as { token?: string }).token ?? '';
  const reads = await Promise.all(
    ['/api/patients', '/api/visits/active', '/api/visits/completed', '/api/visits/unassigned', '/api/doctors'].map(
      (url) => call('GET', url, { from: ATTACKER, token: floodToken }),
    ),
  );
  outcomes.push({
    attack: `registration flood (200 in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    result: `${tally(floodStatuses)}; a flooded account reading 5 patient lists: ${tally(reads.map((r) => r.status))}`,
    held: reads.every((r) => r.status === 403 && r.text.includes('waiting for approval')),
  });

  // 2. Made-up bearer tokens.
  const tokenStatuses: number[] = [];
  for (let i = 0; i < 700; i += 1) {
    const res = await call('GET', '/api/patients', { from: ATTACKER, token: randomBytes(32).toString('base64url') });
    tokenStatuses.push(res.status);
  }
  const limited = tokenStatuses.filter((status) => status === 429).length;
  outcomes.push({
    attack: '700 made-up bearer tokens from one address',
    result: tally(tokenStatuses),
    held: limited > 600 && !tokenStatuses.includes(200),
  });

  // 3. Login lockout: the attacker guesses the administrator's password; the administrator signs in from the clinic.
  const guessStatuses: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const res = await call('POST', '/api/auth/login', {
      from: '203.0.113.67',
      body: { email: adminEmail, password: `guess-${i}-${randomBytes(4).toString('hex')}` },
    });
    guessStatuses.push(res.status);
  }
  const realLogin = await call('POST', '/api/auth/login', {
    from: CLINIC,
    body: { email: adminEmail, password: PASSWORD },
  });
  outcomes.push({
    attack: "20 password guesses on the administrator's account",
    result: `${tally(guessStatuses)}; the administrator from the clinic: ${realLogin.status}`,
    held: guessStatuses.filter((s) => s === 429).length >= 10 && realLogin.status === 200,
  });

  // 4. Account enumeration through registration.
  const fresh = await call('POST', '/api/auth/register', {
    from: '203.0.113.68',
    body: registration('nobody-yet@evil.test'),
  });
  const taken = await call('POST', '/api/auth/register', { from: '203.0.113.68', body: registration(adminEmail) });
  const shape = (text: string) =>
    Object.keys(JSON.parse(text) as object)
      .sort()
      .join(',');
  outcomes.push({
    attack: 'register an existing email vs a new one',
    result: `new: ${fresh.status} {${shape(fresh.text)}}; existing: ${taken.status} {${shape(taken.text)}}`,
    held: fresh.status === taken.status && shape(fresh.text) === shape(taken.text),
  });

  // 5. Slowloris: headers, and an upload body, one byte a second.
  const [headers, body] = await Promise.all([
    slowClient(server.url, 'headers', 75_000),
    slowClient(server.url, 'body', 75_000),
  ]);
  for (const [kind, seconds] of [
    ['headers', headers],
    ['upload body', body],
  ] as const) {
    outcomes.push({
      attack: `slowloris: ${kind} at one byte a second`,
      result: seconds === null ? 'still connected after 75 s' : `cut off after ${seconds.toFixed(0)} s`,
      held: seconds !== null && seconds <= 65,
    });
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...outcomes.map((o) => o.attack.length));
for (const outcome of outcomes) {
  console.log(`${outcome.held ? 'HELD  ' : 'BROKEN'}  ${outcome.attack.padEnd(width)}  ${outcome.result}`);
}
console.log(`${outcomes.filter((o) => o.held).length} of ${outcomes.length} held`);

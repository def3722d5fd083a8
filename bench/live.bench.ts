/**
 * Live capture benchmark: a real-speech visit (the bench script spoken by espeak-ng, Opus in WebM cut into 5-s pieces
 * at cluster boundaries, as MediaRecorder's timeslice makes them) is streamed to a real server at real time (or
 * faster), while the live transcript is polled. Prints the live transcript's lag (p50/p95 seconds of audio behind
 * what was sent), finish → note seconds, WER against the script and the server's peak RSS; then the same with the
 * server killed (SIGKILL) half-way and restarted, and whether the transcript came out identical.
 *   npm run bench:live
 * Env: BENCH_LIVE_REPEAT (script repetitions; 1 ≈ 5.5 min, 3 ≈ 16.5 min), BENCH_LIVE_SPEED (1 = real time),
 *      BENCH_LIVE_RESTART (0 skips the SIGKILL run), BENCH_MODELS_DIR (model cache, default .tmp/models).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startNodeServer, type RunningServer } from './lib/api-server';
import { LiveClient, signUpProvider, waitFor } from './lib/live-client';
import { espeakAvailable, parseScript, speakDialogue, speakToWav, DOCTOR_VOICE } from './lib/synthetic-speech';
import { wordErrorRate } from './lib/wer';

const run = promisify(execFile);
const SCRIPT = new URL('./fixtures/visit-script.txt', import.meta.url);
const PIECE_SEC = 5;
const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

interface RunResult {
  label: string;
  audioSec: number;
  pieces: number;
  lagP50: number;
  lagP95: number;
  finishSec: number;
  wer: number;
  peakRssMb: number;
  restartSec?: number;
  transcript: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** WebM/Opus with a cluster every 5 s, cut before each cluster: piece 0 carries the header. */
async function encodePieces(wav: string, dir: string): Promise<Buffer[]> {
  const webm = join(dir, 'visit.webm');
  await run('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k'],
    ...['-cluster_time_limit', String(PIECE_SEC * 1000), '-cluster_size_limit', '10000000', '-f', 'webm', webm],
  ]);
  const bytes = await readFile(webm);
  const starts: number[] = [];
  for (let at = bytes.indexOf(CLUSTER_ID); at >= 0; at = bytes.indexOf(CLUSTER_ID, at + 4)) starts.push(at);
  const cuts = [0, ...starts.slice(1), bytes.length];
  return cuts.slice(0, -1).map((from, i) => bytes.subarray(from, cuts[i + 1]));
}

/** Resident memory of a process in MB (Linux), 0 when it is gone. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function stream(
  label: string,
  pieces: Buffer[],
  audioSec: number,
  reference: string,
  ctx: { start: () => Promise<RunningServer>; server: RunningServer; token: string; speed: number; killAt?: number },
): Promise<RunResult> {
  let server = ctx.server;
  let client = new LiveClient(server.url, ctx.token);
  const session = await client.start();
  const lags: number[] = [];
  let peakRss = 0;
  let restartSec: number | undefined;
  const began = Date.now();
  let sentAudio = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await sleep(1000);
      if (!polling) break;
      try {
        const state = await client.get(session.id);
        lags.push(Math.max(0, sentAudio - state.transcribedSeconds));
        peakRss = Math.max(peakRss, rssMb(server.pid));
      } catch {
        // restarting
      }
    }
  })();
  for (const [seq, piece] of pieces.entries()) {
    const due = began + (((seq + 1) * PIECE_SEC) / ctx.speed) * 1000;
    if (Date.now() < due) await sleep(due - Date.now());
    if (ctx.killAt === seq) {
      process.kill(server.pid, 'SIGKILL');
      await sleep(200);
      const t0 = Date.now();
      server = await ctx.start();
      restartSec = (Date.now() - t0) / 1000;
      client = new LiveClient(server.url, ctx.token);
    }
    const status = await client.put(session.id, seq, piece);
    if (status !== 200) throw new Error(`piece ${seq} answered ${status}`);
    sentAudio = Math.min(audioSec, (seq + 1) * PIECE_SEC);
  }
  polling = false;
  await poller;
  const t0 = Date.now();
  const finished = await client.finish(session.id, pieces.length);
  const finishSec = (Date.now() - t0) / 1000;
  if (finished.status !== 200) throw new Error(`finish answered ${finished.status}: ${finished.body.message}`);
  peakRss = Math.max(peakRss, rssMb(server.pid));
  ctx.server = server;
  const transcript = finished.body.transcription ?? '';
  return {
    label,
    audioSec: finished.body.duration ?? audioSec,
    pieces: pieces.length,
    lagP50: percentile(lags, 50),
    lagP95: percentile(lags, 95),
    finishSec,
    wer: wordErrorRate(reference, transcript).wer,
    peakRssMb: peakRss,
    restartSec,
    transcript,
  };
}

async function main(): Promise<void> {
  if (!(await espeakAvailable())) {
    console.log('bench:live skipped: espeak-ng is not installed (apt-get install espeak-ng)');
    return;
  }
  const repeat = Number(process.env.BENCH_LIVE_REPEAT ?? '1');
  const speed = Number(process.env.BENCH_LIVE_SPEED ?? '1');
  const modelsDir = process.env.BENCH_MODELS_DIR ?? join(process.cwd(), '.tmp', 'models');
  await mkdir(modelsDir, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'chartscribe-live-'));
  const env = {
    DATA_DIR: join(work, 'data'),
    MODELS_DIR: modelsDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  const ctx = {
    start: () => startNodeServer('server/src/main.ts', env, '/api/user'),
    server: undefined as unknown as RunningServer,
    token: '',
    speed,
    killAt: undefined as number | undefined,
  };
  try {
    const script = parseScript(await readFile(SCRIPT, 'utf8'));
    const turns = Array.from({ length: repeat }, () => script).flat();
    console.log(`speaking the visit (${turns.length} turns) with espeak-ng…`);
    const wav = join(work, 'visit.wav');
    await speakDialogue(turns, wav);
    const pieces = await encodePieces(wav, work);
    const reference = turns.map((t) => t.text).join(' ');
    const audioSec = pieces.length * PIECE_SEC;

    ctx.server = await ctx.start();
    ctx.token = await signUpProvider(ctx.server.url);
    // Warm-up: the first transcription builds (or loads) the clinical language model.
    await speakToWav('The patient has a cough.', DOCTOR_VOICE, join(work, 'warm.wav'));
    const warm = await encodePieces(join(work, 'warm.wav'), work);
    const warmClient = new LiveClient(ctx.server.url, ctx.token);
    const warmSession = await warmClient.start();
    for (const [seq, piece] of warm.entries()) await warmClient.put(warmSession.id, seq, piece);
    await warmClient.finish(warmSession.id, warm.length);
    await waitFor(warmClient, warmSession.id, (s) => s.status === 'done', 1000);

    console.log(`streaming ${pieces.length} pieces of ${PIECE_SEC} s at ${speed}× real time…`);
    const rows = [await stream('uninterrupted', pieces, audioSec, reference, ctx)];
    const restart = process.env.BENCH_LIVE_RESTART !== '0';
    if (restart) {
      ctx.killAt = Math.floor(pieces.length / 2);
      console.log(`again, with a SIGKILL before piece ${ctx.killAt}…`);
      rows.push(await stream('SIGKILL half-way + restart', pieces, audioSec, reference, ctx));
    }
    await ctx.server.stop();

    console.log('\nlive capture (PGlite, pocketsphinx clinical, Silero VAD, builtin note engine)');
    console.table(
      rows.map((r) => ({
        run: r.label,
        'audio (s)': r.audioSec.toFixed(0),
        pieces: r.pieces,
        'lag p50 (s)': r.lagP50.toFixed(1),
        'lag p95 (s)': r.lagP95.toFixed(1),
        'finish → note (s)': r.finishSec.toFixed(1),
        WER: `${(r.wer * 100).toFixed(1)}%`,
        'peak RSS (MB)': r.peakRssMb.toFixed(0),
        'restart (s)': r.restartSec?.toFixed(1) ?? '',
      })),
    );
    if (rows[1])
      console.log(`transcript identical with and without the SIGKILL: ${rows[0]!.transcript === rows[1].transcript}`);
  } finally {
    await ctx.server?.stop().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

await main();

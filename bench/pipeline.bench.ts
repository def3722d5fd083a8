/**
 * Pipeline benchmark: upload to note for a 5-minute and a 15-minute synthetic visit through the real
 * POST /api/transcribe (embedded PGlite, pocketsphinx, builtin note engine), then each stage timed on its own:
 * decode (ffmpeg → 16 kHz PCM), transcription, note generation.
 *   npm run bench:pipeline
 * Env: BENCH_MODELS_DIR (model cache, default .tmp/models).
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildEngines } from '../server/src/app/engines';
import { loadConfig } from '../server/src/config/config';
import { openDatabase } from '../server/src/db/database';
import { buildMultipart } from '../server/src/test/multipart';
import { createTestApp } from '../server/src/test/test-app';
import { espeakAvailable, parseScript, speakDialogue, type Turn } from './lib/synthetic-speech';

const run = promisify(execFile);
const SCRIPT = new URL('./fixtures/visit-script.txt', import.meta.url);

interface Timing {
  label: string;
  audioSec: number;
  uploadMb: number;
  endToEndSec: number;
  decodeSec: number;
  transcribeSec: number;
  noteSec: number;
  words: number;
}

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** The script spoken as Opus in WebM, as a browser would upload it. */
async function makeVisit(turns: Turn[], dir: string, name: string): Promise<string> {
  const wav = join(dir, `${name}.wav`);
  await speakDialogue(turns, wav);
  const webm = join(dir, `${name}.webm`);
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', webm]);
  return webm;
}

async function measure(label: string, file: string, modelsDir: string): Promise<Timing> {
  const app = await createTestApp({ MODELS_DIR: modelsDir, TRANSCRIBE_TIMEOUT_MS: '3600000' });
  try {
    const { token } = await app.signUp('medical_assistant');
    const data = await readFile(file);
    const { payload, headers } = buildMultipart(
      {},
      { field: 'audio', filename: `${label}.webm`, contentType: 'audio/webm', data },
    );
    const started = process.hrtime.bigint();
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    const endToEndSec = seconds(started);
    if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    const body = res.json<{ transcription: string; duration: number }>();

    // The same stages on their own, with the engines the server uses.
    const engines = await buildEngines(
      loadConfig({ DATA_DIR: app.config.dataDir, MODELS_DIR: modelsDir }),
      app.database.db,
    );
    const signal = AbortSignal.timeout(3_600_000);
    let t = process.hrtime.bigint();
    const decoded = await engines.toolkit.decode(file, signal);
    const decodeSec = seconds(t);
    t = process.hrtime.bigint();
    const transcript = await engines.runner.transcribe(
      { audioPath: file, mimeType: 'audio/webm', pcmPath: decoded.pcmPath, durationSec: decoded.durationSec },
      signal,
      { owner: 'bench' },
    );
    const transcribeSec = seconds(t);
    await decoded.dispose();
    t = process.hrtime.bigint();
    await engines.note.generate({ transcript: transcript.text, segments: transcript.segments });
    const noteSec = seconds(t);
    return {
      label,
      audioSec: body.duration,
      uploadMb: data.length / 1024 / 1024,
      endToEndSec,
      decodeSec,
      transcribeSec,
      noteSec,
      words: transcript.text.split(/\s+/).filter(Boolean).length,
    };
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  if (!(await espeakAvailable())) {
    console.log('bench:pipeline skipped: espeak-ng is not installed (apt-get install espeak-ng)');
    return;
  }
  const modelsDir = process.env.BENCH_MODELS_DIR ?? join(process.cwd(), '.tmp', 'models');
  await mkdir(modelsDir, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), 'chartscribe-pipeline-'));
  try {
    const turns = parseScript(await readFile(SCRIPT, 'utf8'));
    console.log('speaking the visits with espeak-ng…');
    const five = await makeVisit(turns, work, 'five');
    const fifteen = await makeVisit([...turns, ...turns, ...turns], work, 'fifteen');
    // Warm the clinical language model once, as the server does at start, so no run pays for the build.
    const scratch = await openDatabase({ pgliteDir: 'memory://' });
    await (await buildEngines(loadConfig({ DATA_DIR: work, MODELS_DIR: modelsDir }), scratch.db)).runner.prepare();
    await scratch.close();
    const rows = [
      await measure('5-minute visit', five, modelsDir),
      await measure('15-minute visit', fifteen, modelsDir),
    ];
    console.log('\nupload → note (POST /api/transcribe, PGlite, pocketsphinx clinical, builtin note engine)');
    console.table(
      rows.map((r) => ({
        visit: r.label,
        'audio (s)': r.audioSec.toFixed(0),
        'upload (MB)': r.uploadMb.toFixed(2),
        'end to end (s)': r.endToEndSec.toFixed(1),
        'decode (s)': r.decodeSec.toFixed(2),
        'transcription (s)': r.transcribeSec.toFixed(1),
        'note (ms)': (r.noteSec * 1000).toFixed(0),
        'real-time factor': (r.endToEndSec / r.audioSec).toFixed(2),
        words: r.words,
      })),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();

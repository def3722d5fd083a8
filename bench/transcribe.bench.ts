/**
 * Transcription benchmark: a fixed five-minute synthetic doctor–patient visit (bench/fixtures/visit-script.txt,
 * two espeak-ng voices) through every available engine, printing real-time factor and word error rate.
 *   npm run bench:transcribe
 * Env: BENCH_MODELS_DIR (model cache, default .tmp/models), BENCH_CLINICAL_WEIGHT (mixture weight to try),
 * TRANSCRIBE_BASE_URL / TRANSCRIBE_MODEL / TRANSCRIBE_API_KEY to include an OpenAI-compatible service.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeToPcmWav, resolveFfmpegPath } from '../server/src/audio/ffmpeg';
import { loadClinicalVocabulary } from '../server/src/engines/transcription/pocketsphinx/clinical-vocabulary';
import {
  buildTranscriptionEngine,
  type TranscriptionConfig,
} from '../server/src/engines/transcription/transcription.registry';
import type { TranscriptionEngine } from '../server/src/engines/transcription/transcription.engine';
import { espeakAvailable, parseScript, speakDialogue } from './lib/synthetic-speech';
import { normalizeWords, wordErrorRate } from './lib/wer';

const SCRIPT = new URL('./fixtures/visit-script.txt', import.meta.url);

interface Row {
  engine: string;
  rtf: number;
  wer: number;
  clinicalRecall: string;
  seconds: number;
}

async function main(): Promise<void> {
  if (!(await espeakAvailable())) {
    console.log('bench:transcribe skipped: espeak-ng is not installed (apt-get install espeak-ng)');
    return;
  }
  const modelsDir = process.env.BENCH_MODELS_DIR ?? join(process.cwd(), '.tmp', 'models');
  await mkdir(modelsDir, { recursive: true });
  const turns = parseScript(await readFile(SCRIPT, 'utf8'));
  const reference = turns.map((t) => t.text).join(' ');
  const clinicalWords = new Set((await loadClinicalVocabulary()).map((v) => v.word));
  const scriptClinical = [...new Set(normalizeWords(reference).filter((w) => clinicalWords.has(w)))];

  const work = await mkdtemp(join(tmpdir(), 'chartscribe-bench-'));
  try {
    const wav = join(work, 'visit.wav');
    const pcm = join(work, 'visit.pcm.wav');
    await speakDialogue(turns, wav);
    const { durationSec } = await decodeToPcmWav(await resolveFfmpegPath(process.env.FFMPEG_PATH), wav, pcm);
    console.log(
      `Visit: ${turns.length} turns, ${normalizeWords(reference).length} words, ${durationSec.toFixed(1)} s of audio`,
    );

    const weight = process.env.BENCH_CLINICAL_WEIGHT ? Number(process.env.BENCH_CLINICAL_WEIGHT) : undefined;
    const configs: { label: string; config: TranscriptionConfig }[] = [
      {
        label: 'pocketsphinx general',
        config: { engine: 'pocketsphinx', modelsDir, pocketsphinx: { languageModel: 'general' } },
      },
      {
        label: 'pocketsphinx clinical',
        config: {
          engine: 'pocketsphinx',
          modelsDir,
          pocketsphinx: { languageModel: 'clinical', clinicalWeight: weight },
        },
      },
    ];
    if (process.env.TRANSCRIBE_BASE_URL) {
      configs.push({
        label: 'openai-compatible',
        config: {
          engine: 'openai',
          modelsDir,
          openai: {
            baseUrl: process.env.TRANSCRIBE_BASE_URL,
            model: process.env.TRANSCRIBE_MODEL ?? 'whisper-1',
            apiKey: process.env.TRANSCRIBE_API_KEY ?? null,
          },
        },
      });
    } else
      console.log('openai-compatible engine skipped: set TRANSCRIBE_BASE_URL (and TRANSCRIBE_MODEL) to include it');

    const rows: Row[] = [];
    for (const { label, config } of configs) {
      let engine: TranscriptionEngine;
      try {
        engine = await buildTranscriptionEngine(config);
      } catch (err) {
        console.log(`${label} skipped: ${(err as Error).message}`);
        continue;
      }
      const prepStart = performance.now();
      await engine.prepare?.();
      const prepSec = (performance.now() - prepStart) / 1000;
      if (prepSec > 1)
        console.log(`${label}: model ready in ${prepSec.toFixed(1)} s (first use builds it; later runs hit the cache)`);
      const start = performance.now();
      const result = await engine.transcribe({
        audioPath: wav,
        mimeType: 'audio/wav',
        pcmPath: pcm,
        durationSec,
        signal: new AbortController().signal,
      });
      const seconds = (performance.now() - start) / 1000;
      const hypWords = new Set(normalizeWords(result.text));
      const found = scriptClinical.filter((w) => hypWords.has(w)).length;
      rows.push({
        engine: `${label} (${result.engine})`,
        seconds,
        rtf: seconds / durationSec,
        wer: wordErrorRate(reference, result.text).wer,
        clinicalRecall: `${found}/${scriptClinical.length}`,
      });
    }
    console.log('');
    console.log(
      'engine'.padEnd(62),
      'time s'.padStart(8),
      'RTF'.padStart(6),
      'WER'.padStart(7),
      'clinical words'.padStart(15),
    );
    for (const r of rows) {
      console.log(
        r.engine.padEnd(62),
        r.seconds.toFixed(1).padStart(8),
        r.rtf.toFixed(2).padStart(6),
        `${(r.wer * 100).toFixed(1)}%`.padStart(7),
        r.clinicalRecall.padStart(15),
      );
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();

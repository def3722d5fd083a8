import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { canAccess } from '../../lib/file-access';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { abortReason, runProcess } from '../../audio/child-process';
import { ensureClinicalModel, type ClinicalModel } from './pocketsphinx/clinical-model.builder';
import { loadClinicalVocabulary } from './pocketsphinx/clinical-vocabulary';
import { buildSegments, parseHypsegLine, type TimedWord } from './pocketsphinx/hypseg.parser';
import { frameEnergies, splitUtterances } from './pocketsphinx/speech-regions';
import { TranscriptionError } from './transcription.errors';
import type { TranscriptionEngine, TranscriptionInput, TranscriptionResult } from './transcription.engine';

export interface PocketsphinxEngineOptions {
  /** pocketsphinx_batch from Debian's pocketsphinx package. */
  batchPath: string;
  /** Debian's en-us model folder: acoustic model en-us/, en-us.lm.bin, cmudict-en-us.dict. */
  modelDir: string;
  /** 'clinical' mixes our clinical language model and vocabulary in; 'general' is the stock en-us model. */
  languageModel: 'clinical' | 'general';
  /** Where the clinical model is built on first use. */
  cacheDir: string;
  clinicalWeight: number;
  lmConvertPath: string | null;
  /** Private folder for the per-job utterance files (patient audio); the system temp folder when unset. */
  workDir?: string;
}

interface DecoderModel {
  lm: string;
  dict: string;
  id: string;
}

/**
 * The embedded, fully offline engine: CMU pocketsphinx in a child process. We cut the audio into utterances at
 * pauses ourselves and decode them in one pocketsphinx_batch run (whole-utterance decoding is markedly more
 * accurate than pocketsphinx_continuous' live mode, and the frame times are exact).
 */
export class PocketsphinxEngine implements TranscriptionEngine {
  readonly id = 'pocketsphinx';
  private model: Promise<DecoderModel> | null = null;
  private acronyms: Promise<Set<string>> | null = null;

  constructor(private readonly opts: PocketsphinxEngineOptions) {}

  /** Builds (or loads from the cache) the clinical model; call at start-up so the first visit does not wait. */
  async prepare(): Promise<void> {
    await this.decoderModel();
  }

  private decoderModel(): Promise<DecoderModel> {
    this.model ??= this.loadModel().catch((err: unknown) => {
      this.model = null; // let a later job retry a failed build
      throw err;
    });
    return this.model;
  }

  private async loadModel(): Promise<DecoderModel> {
    const { modelDir } = this.opts;
    if (this.opts.languageModel === 'general') {
      return { lm: join(modelDir, 'en-us.lm.bin'), dict: join(modelDir, 'cmudict-en-us.dict'), id: 'en-us' };
    }
    const built: ClinicalModel = await ensureClinicalModel(this.opts);
    return { ...built, id: `en-us+${built.id}` };
  }

  private acronymSet(): Promise<Set<string>> {
    this.acronyms ??= loadClinicalVocabulary().then(
      (words) => new Set(words.filter((w) => w.category === 'acronym').map((w) => w.word)),
    );
    return this.acronyms;
  }

  async transcribe(input: TranscriptionInput): Promise<TranscriptionResult> {
    const { signal } = input;
    signal.throwIfAborted();
    let model = await raceAbort(this.decoderModel(), signal);
    // Another server sharing the cache may have pruned a model this one loaded long ago: build it again.
    if (!(await canAccess(model.lm))) {
      this.model = null;
      model = await raceAbort(this.decoderModel(), signal);
    }
    const acronyms = await this.acronymSet();
    const { energies, dataOffset } = await frameEnergies(input.pcmPath);
    const utterances = splitUtterances(energies);
    const engine = `pocketsphinx/${model.id}`;
    if (utterances.length === 0) return { text: '', segments: [], engine };

    const work = await mkdtemp(join(this.opts.workDir ?? tmpdir(), 'chartscribe-ps-'));
    try {
      const ctl = join(work, 'utterances.ctl');
      const hypseg = join(work, 'hypseg.txt');
      // The control file is whitespace-separated, so the audio goes in under a fixed name.
      await symlink(resolve(input.pcmPath), join(work, 'audio.wav'));
      await writeFile(ctl, utterances.map((u, i) => `audio ${u.startFrame} ${u.endFrame} u${i}`).join('\n') + '\n');
      const args = [
        '-ctl',
        ctl,
        '-cepdir',
        work,
        '-cepext',
        '.wav',
        '-adcin',
        'yes',
        '-adchdr',
        String(dataOffset),
        '-hmm',
        join(this.opts.modelDir, 'en-us'),
        '-lm',
        model.lm,
        '-dict',
        model.dict,
        '-hypseg',
        hypseg,
        '-logfn',
        join(work, 'decoder.log'),
      ];
      const run = await runProcess(this.opts.batchPath, args, { signal, maxStdoutBytes: 0 });
      if (run.code !== 0) {
        // Only the decoder's ERROR/FATAL lines go into the cause: its INFO lines are noise.
        const log = await readFile(join(work, 'decoder.log'), 'utf8').catch(() => '');
        const errors = log
          .split('\n')
          .filter((l) => /^(ERROR|FATAL)/.test(l))
          .slice(-3)
          .join(' ');
        throw new TranscriptionError('failed', 'The offline speech recogniser failed on this recording.', {
          cause: new Error(`pocketsphinx_batch exited ${run.code}: ${errors}`),
        });
      }
      const lines = (await readFile(hypseg, 'utf8')).split('\n');
      const words: TimedWord[] = [];
      for (const line of lines) {
        const index = Number(/^u(\d+) /.exec(line)?.[1]);
        const utt = utterances[index];
        if (utt) words.push(...parseHypsegLine(line, utt.startFrame));
      }
      const segments = buildSegments(words, acronyms);
      return { text: segments.map((s) => s.text).join(' '), segments, engine };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

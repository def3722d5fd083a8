import { runProcess } from '../../../audio/child-process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeArpa } from './arpa.writer';
import { loadClinicalCorpus } from './clinical-corpus';
import { loadClinicalVocabulary, PRONUNCIATIONS_FILE, CORPUS_FILE, VOCABULARY_FILE } from './clinical-vocabulary';
import { readTrieLanguageModel } from './lm-trie.reader';
import { BUILD_FOLDER_PREFIX, markModelUsed, MODEL_FOLDER_PREFIX, pruneModelCache } from './model-cache';
import { mixModels } from './ngram-mix';
import { trainKneserNey } from './ngram.trainer';
import { baseWord, checkEntry, parseDictionary, readAcousticPhones } from './pronunciation';

/** Bump when the build changes in a way the input hashes do not show. */
const BUILDER_VERSION = 'clinical-lm-4';
const READY_FILE = 'model.json';

export interface ClinicalModelOptions {
  /** Debian's pocketsphinx en-us model folder (holds en-us.lm.bin and cmudict-en-us.dict). */
  modelDir: string;
  /** Writable cache; the built model goes to a sub-folder named after the hash of its inputs. */
  cacheDir: string;
  /** Weight of the clinical model in the mixture (0–1). */
  clinicalWeight: number;
  /** sphinx_lm_convert (Debian sphinxbase-utils) turns the ARPA into the fast-loading binary; null to skip. */
  lmConvertPath: string | null;
}

export interface ClinicalModel {
  lm: string;
  dict: string;
  /** Short id for transcripts, e.g. `clinical-3a9f0c1d`. */
  id: string;
}

/** What model.json records: file names only, so the cache folder may move with DATA_DIR. */
interface BuiltFiles {
  lmFile: string;
  dictFile: string;
  id: string;
}

function modelIn(dir: string, files: BuiltFiles): ClinicalModel {
  return { lm: join(dir, files.lmFile), dict: join(dir, files.dictFile), id: files.id };
}

async function fileStamp(path: string): Promise<string> {
  const s = await stat(path);
  return `${s.size}:${s.mtimeMs}`;
}

async function inputsHash(opts: ClinicalModelOptions): Promise<string> {
  const h = createHash('sha256').update(`${BUILDER_VERSION}\n${opts.clinicalWeight}\n${opts.lmConvertPath !== null}`);
  for (const f of [VOCABULARY_FILE, CORPUS_FILE, PRONUNCIATIONS_FILE]) h.update(await readFile(f));
  for (const f of ['en-us.lm.bin', 'cmudict-en-us.dict']) h.update(await fileStamp(join(opts.modelDir, f)));
  return h.digest('hex').slice(0, 12);
}

/**
 * Builds (once) the clinical language model and dictionary into the cache and returns their paths.
 * General en-us trigram model (read from Debian's binary) ⊕ our Kneser–Ney model of clinical conversation,
 * mixed linearly; CMUdict plus our clinical pronunciations. About 15 s of CPU the first time, then a cache hit.
 * Built in a temporary folder and renamed into place, so a crash or a concurrent build never leaves half a model.
 */
export async function ensureClinicalModel(opts: ClinicalModelOptions): Promise<ClinicalModel> {
  const hash = await inputsHash(opts);
  const folder = `${MODEL_FOLDER_PREFIX}${hash}`;
  const dir = join(opts.cacheDir, folder);
  const ready = await readFile(join(dir, READY_FILE), 'utf8').catch(() => null);
  if (ready !== null) {
    await markModelUsed(join(dir, READY_FILE)).catch(() => undefined);
    await pruneModelCache(opts.cacheDir, folder, READY_FILE);
    return modelIn(dir, JSON.parse(ready) as BuiltFiles);
  }

  await mkdir(opts.cacheDir, { recursive: true });
  const tmp = join(opts.cacheDir, `${BUILD_FOLDER_PREFIX}${randomUUID()}`);
  await mkdir(tmp);
  try {
    const vocabulary = await loadClinicalVocabulary();
    const cmudict = await readFile(join(opts.modelDir, 'cmudict-en-us.dict'), 'utf8');
    const additions = await readFile(PRONUNCIATIONS_FILE, 'utf8');
    const phones = await speechPhones(opts.modelDir);
    const bad = parseDictionary(additions).flatMap((e) => checkEntry(e, phones));
    if (bad.length > 0) throw new Error(`Bad clinical pronunciations: ${bad.slice(0, 5).join('; ')}`);
    const pronounced = new Set(parseDictionary(cmudict + additions).map((e) => baseWord(e.word)));
    const sentences = await loadClinicalCorpus(vocabulary);
    const unpronounced = new Set(sentences.flat().filter((w) => !pronounced.has(w)));
    if (unpronounced.size > 0) throw new Error(`Clinical words without pronunciation: ${[...unpronounced].join(', ')}`);

    const clinical = trainKneserNey(
      sentences,
      vocabulary.map((v) => v.word),
    );
    const general = await readTrieLanguageModel(join(opts.modelDir, 'en-us.lm.bin'));
    const mixed = await mixModels(general, clinical, opts.clinicalWeight);
    const arpa = join(tmp, 'clinical.arpa');
    await writeArpa(mixed, arpa);
    let lmFile = 'clinical.arpa';
    if (opts.lmConvertPath !== null) {
      await runConvert(opts.lmConvertPath, arpa, join(tmp, 'clinical.lm.bin'));
      await rm(arpa);
      lmFile = 'clinical.lm.bin';
    }
    await writeFile(join(tmp, 'clinical.dict'), `${cmudict.trimEnd()}\n${additions}`);
    const files: BuiltFiles = { lmFile, dictFile: 'clinical.dict', id: `clinical-${hash.slice(0, 8)}` };
    await writeFile(join(tmp, READY_FILE), JSON.stringify(files));
    await rename(tmp, dir).catch(async (err: NodeJS.ErrnoException) => {
      // Another process finished the same build first: theirs is identical, keep it.
      if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
      await rm(tmp, { recursive: true, force: true });
    });
    await pruneModelCache(opts.cacheDir, folder, READY_FILE);
    return modelIn(dir, files);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Phones a word may use: the acoustic model's, without silence and noise models. */
export async function speechPhones(modelDir: string): Promise<Set<string>> {
  const all = await readAcousticPhones(join(modelDir, 'en-us', 'mdef'));
  return new Set([...all].filter((p) => p !== 'SIL' && !p.startsWith('+')));
}

/** Through runProcess, so the converter is in its own process group and dies with the server. */
async function runConvert(bin: string, input: string, output: string): Promise<void> {
  const { code, stderrTail } = await runProcess(bin, ['-i', input, '-o', output], { maxStdoutBytes: 0 });
  if (code !== 0) throw new Error(`sphinx_lm_convert failed (${code}): ${stderrTail.trim().split('\n').pop()}`);
}

import { createTable, keyOf, NgramIndex, yieldToEventLoop, type NgramModel, type NgramTable } from './ngram-model';

/**
 * Static linear interpolation of two back-off models into one (what SRILM's `ngram -mix-lm` does):
 * every n-gram of either model gets P = (1-λ)·P_general + λ·P_domain, each side computed with its own back-off,
 * and the back-off weights are recomputed so each context stays normalised. The general model's word ids are
 * kept; the domain model's new words are appended.
 */
export async function mixModels(general: NgramModel, domain: NgramModel, lambda: number): Promise<NgramModel> {
  if (!(lambda > 0 && lambda < 1)) throw new Error('Mixture weight must be between 0 and 1');
  const order = Math.max(general.tables.length, domain.tables.length);
  const vocab = [...general.vocab];
  const ids = new Map(vocab.map((w, i) => [w, i]));
  const remap = domain.vocab.map((w) => {
    const known = ids.get(w);
    if (known !== undefined) return known;
    ids.set(w, vocab.length);
    return vocab.push(w) - 1;
  });
  const domainInMerged: NgramModel = {
    vocab,
    tables: domain.tables.map((t) => ({ ...t, words: t.words.map((id) => remap[id]!) })),
  };
  const g = await NgramIndex.create({ vocab, tables: general.tables });
  const d = await NgramIndex.create(domainInMerged);
  const inDomain = new Uint8Array(vocab.length);
  for (const id of remap) inDomain[id] = 1;
  const inGeneral = new Uint8Array(vocab.length).fill(1, 0, general.vocab.length);

  const mixed = (ids: Uint32Array, from: number, to: number): number => {
    const w = ids[to - 1]!;
    const pg = inGeneral[w] ? 10 ** g.logProb(ids, from, to) : 0;
    const pd = inDomain[w] ? 10 ** d.logProb(ids, from, to) : 0;
    return (1 - lambda) * pg + lambda * pd;
  };

  const tables: NgramTable[] = [];
  const contextIndex: Map<number, number>[] = [];
  for (let k = 0; k < order; k++) {
    const n = k + 1;
    const gt = general.tables[k];
    const dt = domainInMerged.tables[k];
    const seen = new Map<number, number>();
    const table = createTable(n, (gt?.count ?? 0) + (dt?.count ?? 0));
    const sumHigh = k > 0 ? new Float64Array(contextIndex[k - 1]!.size) : null;
    const sumLow = k > 0 ? new Float64Array(contextIndex[k - 1]!.size) : null;
    const add = (src: NgramTable, i: number): void => {
      const words = src.words.subarray(i * n, i * n + n);
      const key = keyOf(words);
      if (seen.has(key)) return;
      const at = table.count++;
      seen.set(key, at);
      table.words.set(words, at * n);
      const p = mixed(words, 0, n);
      table.logProb[at] = Math.log10(p);
      if (k > 0) {
        const ctx = contextIndex[k - 1]!.get(keyOf(words, 0, n - 1));
        if (ctx !== undefined) {
          sumHigh![ctx] = sumHigh![ctx]! + p;
          sumLow![ctx] = sumLow![ctx]! + mixed(words, 1, n);
        }
      }
    };
    for (const src of [gt, dt]) {
      for (let i = 0; i < (src?.count ?? 0); i++) {
        if ((i & 0xffff) === 0xffff) await yieldToEventLoop();
        add(src!, i);
      }
    }
    fixUnigramStart(table, vocab, k);
    if (k > 0) setBackoffs(tables[k - 1]!, sumHigh!, sumLow!);
    tables.push(table);
    contextIndex.push(seen);
  }
  return { vocab, tables };
}

/** <s> is never predicted: ARPA convention gives it -99. */
function fixUnigramStart(table: NgramTable, vocab: string[], k: number): void {
  if (k !== 0) return;
  for (let i = 0; i < table.count; i++) if (vocab[table.words[i]!] === '<s>') table.logProb[i] = -99;
}

const MIN_MASS = 1e-7;

function setBackoffs(contexts: NgramTable, sumHigh: Float64Array, sumLow: Float64Array): void {
  for (let i = 0; i < contexts.count; i++) {
    if (sumHigh[i] === 0) {
      contexts.backoff[i] = 0;
      continue;
    }
    const left = Math.max(1 - sumHigh[i]!, MIN_MASS);
    const right = Math.max(1 - sumLow[i]!, MIN_MASS);
    contexts.backoff[i] = Math.log10(left / right);
  }
}

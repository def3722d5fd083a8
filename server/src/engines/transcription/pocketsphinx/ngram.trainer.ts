import { createTable, type NgramModel, type NgramTable } from './ngram-model';

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';

/**
 * Trains an interpolated Kneser–Ney trigram model (Chen & Goodman's formulation, one discount per order) and
 * returns it in ARPA back-off form: each seen n-gram holds its interpolated probability and each context its
 * interpolation weight, which is exactly normalised. `extraVocabulary` words get probability mass through the
 * uniform floor even when unseen.
 */
export function trainKneserNey(sentences: readonly string[][], extraVocabulary: readonly string[] = []): NgramModel {
  const vocab: string[] = [SENTENCE_START, SENTENCE_END];
  const ids = new Map<string, number>(vocab.map((w, i) => [w, i]));
  const idOf = (w: string): number => {
    let id = ids.get(w);
    if (id === undefined) {
      id = vocab.push(w) - 1;
      ids.set(w, id);
    }
    return id;
  };
  const tri = new Map<string, number>();
  for (const sentence of sentences) {
    const seq = [0, ...sentence.map(idOf), 1];
    for (let i = 1; i < seq.length; i++) {
      const key = i >= 2 ? `${seq[i - 2]} ${seq[i - 1]} ${seq[i]}` : `${seq[i - 1]} ${seq[i]}`;
      tri.set(key, (tri.get(key) ?? 0) + 1);
    }
  }
  for (const w of extraVocabulary) idOf(w);

  // Counts per order: raw counts for the highest order (and for n-grams starting at <s>), continuation counts
  // (number of distinct left extensions) for the lower orders.
  const counts = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  const bump = (map: Map<string, number>, key: string, by = 1): void => void map.set(key, (map.get(key) ?? 0) + by);
  for (const [key, c] of tri) {
    const parts = key.split(' ');
    if (parts.length === 3) {
      bump(counts[2]!, key, c);
      bump(counts[1]!, `${parts[1]} ${parts[2]}`);
    } else bump(counts[1]!, key, c); // "<s> w": nothing can precede <s>, so the raw count stands.
  }
  for (const key of counts[1]!.keys()) bump(counts[0]!, key.split(' ')[1]!);

  const discount = counts.map(discountFor);
  const totals = counts.map(contextTotals);
  const unigramMass = [...counts[0]!.values()].reduce((a, b) => a + b, 0);
  const floor = (discount[0]! * counts[0]!.size) / unigramMass / (vocab.length - 1);

  const prob1 = new Float64Array(vocab.length);
  for (let w = 1; w < vocab.length; w++) {
    prob1[w] = Math.max((counts[0]!.get(String(w)) ?? 0) - discount[0]!, 0) / unigramMass + floor;
  }
  const prob2 = new Map<string, number>();
  for (const [key, c] of counts[1]!) {
    const [h, w] = key.split(' ');
    const t = totals[1]!.get(h!)!;
    prob2.set(key, Math.max(c - discount[1]!, 0) / t.sum + ((discount[1]! * t.types) / t.sum) * prob1[Number(w)]!);
  }
  const prob3 = new Map<string, number>();
  for (const [key, c] of counts[2]!) {
    const parts = key.split(' ');
    const t = totals[2]!.get(`${parts[0]} ${parts[1]}`)!;
    const lower = prob2.get(`${parts[1]} ${parts[2]}`)!;
    prob3.set(key, Math.max(c - discount[2]!, 0) / t.sum + ((discount[2]! * t.types) / t.sum) * lower);
  }
  const gamma = (order: number, ctx: string): number => {
    const t = totals[order]!.get(ctx);
    return t ? (discount[order]! * t.types) / t.sum : 1;
  };

  const unigrams = createTable(1, vocab.length);
  for (let w = 0; w < vocab.length; w++) {
    unigrams.words[w] = w;
    unigrams.logProb[w] = w === 0 ? -99 : Math.log10(prob1[w]!);
    unigrams.backoff[w] = Math.log10(gamma(1, String(w)));
  }
  unigrams.count = vocab.length;
  return { vocab, tables: [unigrams, toTable(prob2, (k) => gamma(2, k)), toTable(prob3, () => 1)] };
}

function toTable(probs: Map<string, number>, backoff: (key: string) => number): NgramTable {
  const keys = [...probs.keys()];
  const n = keys[0]?.split(' ').length ?? 1;
  const table = createTable(n, keys.length);
  keys.forEach((key, i) => {
    key.split(' ').forEach((id, j) => (table.words[i * n + j] = Number(id)));
    table.logProb[i] = Math.log10(probs.get(key)!);
    table.backoff[i] = Math.log10(backoff(key));
  });
  table.count = keys.length;
  return table;
}

/** D = n1 / (n1 + 2 n2), kept within (0.1, 0.9) for tiny corpora. */
function discountFor(counts: Map<string, number>): number {
  let n1 = 0;
  let n2 = 0;
  for (const c of counts.values()) {
    if (c === 1) n1++;
    else if (c === 2) n2++;
  }
  const d = n1 + 2 * n2 > 0 ? n1 / (n1 + 2 * n2) : 0.5;
  return Math.min(0.9, Math.max(0.1, d));
}

/** Per context (all words but the last): total count and number of distinct following words. */
function contextTotals(counts: Map<string, number>): Map<string, { sum: number; types: number }> {
  const out = new Map<string, { sum: number; types: number }>();
  for (const [key, c] of counts) {
    const ctx = key.slice(0, Math.max(0, key.lastIndexOf(' ')));
    const t = out.get(ctx) ?? { sum: 0, types: 0 };
    t.sum += c;
    t.types += 1;
    out.set(ctx, t);
  }
  return out;
}

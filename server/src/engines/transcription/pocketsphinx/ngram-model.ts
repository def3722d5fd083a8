/**
 * A back-off n-gram language model held in flat typed arrays (millions of n-grams fit without per-object overhead).
 * Probabilities and back-off weights are log10, as in ARPA files.
 */
export interface NgramTable {
  /** n word ids per entry, entry i at [i*n, i*n+n). */
  words: Uint32Array;
  logProb: Float32Array;
  /** Back-off weight of the entry as a context; all zero for the highest order. */
  backoff: Float32Array;
  count: number;
}

export interface NgramModel {
  vocab: string[];
  /** tables[k] holds the (k+1)-grams. */
  tables: NgramTable[];
}

/** Word ids stay below 2^17 so that a trigram key (3 × 17 bits) is an exact JavaScript number. */
export const WORD_BITS = 17;
const WORD_SPAN = 2 ** WORD_BITS;
export const MAX_VOCAB = WORD_SPAN - 1;

/** Numeric key of an n-gram (n ≤ 3) given as word ids. */
export function keyOf(ids: ArrayLike<number>, from = 0, to = ids.length): number {
  let key = 0;
  for (let i = from; i < to; i++) key = key * WORD_SPAN + (ids[i] as number) + 1;
  return key;
}

export function createTable(order: number, capacity: number): NgramTable {
  return {
    words: new Uint32Array(order * capacity),
    logProb: new Float32Array(capacity),
    backoff: new Float32Array(capacity),
    count: 0,
  };
}

/** Lets other work on the event loop run during long model builds (called every 64k iterations). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Fast lookups over a model: index of each n-gram by its key, per order. */
export class NgramIndex {
  private constructor(
    readonly model: NgramModel,
    private readonly maps: Map<number, number>[],
  ) {}

  static async create(model: NgramModel): Promise<NgramIndex> {
    if (model.vocab.length > MAX_VOCAB) throw new Error(`Vocabulary too large: ${model.vocab.length} words`);
    if (model.tables.length > 3) throw new Error('Only models up to trigrams are supported');
    const maps: Map<number, number>[] = [];
    for (const [k, table] of model.tables.entries()) {
      const n = k + 1;
      const map = new Map<number, number>();
      for (let i = 0; i < table.count; i++) {
        if ((i & 0xffff) === 0xffff) await yieldToEventLoop();
        map.set(keyOf(table.words, i * n, i * n + n), i);
      }
      maps.push(map);
    }
    return new NgramIndex(model, maps);
  }

  get order(): number {
    return this.model.tables.length;
  }

  /** Index of the n-gram in its table, or -1. */
  find(ids: ArrayLike<number>, from = 0, to = ids.length): number {
    const map = this.maps[to - from - 1];
    return map?.get(keyOf(ids, from, to)) ?? -1;
  }

  /** log10 P(last word | preceding words) with standard back-off; -Infinity for an unknown word. */
  logProb(ids: ArrayLike<number>, from = 0, to = ids.length): number {
    const start = Math.max(from, to - this.order);
    let backoff = 0;
    for (let s = start; s < to; s++) {
      const found = this.find(ids, s, to);
      if (found >= 0) return backoff + (this.model.tables[to - s - 1] as NgramTable).logProb[found]!;
      const ctx = this.find(ids, s, to - 1);
      if (ctx >= 0) backoff += (this.model.tables[to - s - 2] as NgramTable).backoff[ctx]!;
    }
    return -Infinity;
  }
}

import { readFile } from 'node:fs/promises';
import { createTable, yieldToEventLoop, type NgramModel, type NgramTable } from './ngram-model';

/**
 * Reads sphinxbase's "Trie Language Model" binary (the format of Debian's en-us.lm.bin), because Debian's
 * sphinx_lm_convert aborts when turning that file back into ARPA. Layout (little-endian, as written by
 * sphinxbase's ngram_model_trie.c / lm_trie.c / lm_trie_quant.c):
 *   header "Trie Language Model", order (u8), counts (u32 × order), quantiser (i32 + 16-bit bin tables),
 *   unigrams {f32 prob, f32 backoff, u32 next} × (count+1), bit-packed middle and longest arrays, word strings.
 * The trie is keyed by the last word first, so a path w3 → w2 → w1 is the n-gram "w1 w2 w3".
 * Values are in sphinx log units (base 1.0001); we turn them into log10.
 */
const HEADER = 'Trie Language Model';
const QUANT_BITS = 16;
const LOG10_PER_SPHINX_UNIT = Math.log(1.0001) / Math.LN10;

function requiredBits(max: number): number {
  let bits = 0;
  while (max > 0) {
    bits++;
    max = Math.floor(max / 2);
  }
  return bits;
}

/** Same bit read as sphinxbase's bitarr_read_int25: a 32-bit little-endian load at offset/8, shifted, masked. */
function readBits(buf: Buffer, base: number, bitOffset: number, length: number): number {
  const at = base + Math.floor(bitOffset / 8);
  const word = buf.readUInt32LE(at);
  return (word >>> (bitOffset % 8)) & ((1 << length) - 1);
}

interface Level {
  base: number;
  wordBits: number;
  totalBits: number;
  nextBits: number;
}

export async function readTrieLanguageModel(path: string): Promise<NgramModel> {
  const buf = await readFile(path);
  if (buf.toString('latin1', 0, HEADER.length) !== HEADER) throw new Error('Not a sphinx trie language model');
  let pos = HEADER.length;
  const order = buf.readUInt8(pos++);
  if (order < 2 || order > 3) throw new Error(`Unsupported language model order ${order}`);
  const counts: number[] = [];
  for (let i = 0; i < order; i++, pos += 4) counts.push(buf.readUInt32LE(pos));
  pos += 4; // quantiser marker
  // Bin tables: for each middle order a prob table then a backoff table, then the longest order's prob table.
  const tables: Float32Array[][] = [];
  for (let k = 0; k < order - 2; k++) {
    const prob = readFloats(buf, pos, 1 << QUANT_BITS);
    const bo = readFloats(buf, pos + 4 * (1 << QUANT_BITS), 1 << QUANT_BITS);
    tables.push([prob, bo]);
    pos += 8 * (1 << QUANT_BITS);
  }
  const longestProbs = readFloats(buf, pos, 1 << QUANT_BITS);
  pos += 4 * (1 << QUANT_BITS);

  const n1 = counts[0] as number;
  const uniBase = pos;
  pos += 12 * (n1 + 1);
  const wordBits = requiredBits(n1);
  const levels: Level[] = [];
  for (let k = 1; k < order; k++) {
    const isLongest = k === order - 1;
    const nextBits = isLongest ? 0 : requiredBits(counts[k + 1] as number);
    const totalBits = wordBits + (isLongest ? QUANT_BITS : 2 * QUANT_BITS) + nextBits;
    levels.push({ base: pos, wordBits, totalBits, nextBits });
    pos += Math.floor(((1 + (counts[k] as number)) * totalBits + 7) / 8) + 8;
  }
  const vocab = readWords(buf, pos, n1);

  const unigrams = createTable(1, n1);
  for (let i = 0; i < n1; i++) {
    unigrams.words[i] = i;
    unigrams.logProb[i] = buf.readFloatLE(uniBase + 12 * i) * LOG10_PER_SPHINX_UNIT;
    unigrams.backoff[i] = buf.readFloatLE(uniBase + 12 * i + 4) * LOG10_PER_SPHINX_UNIT;
  }
  unigrams.count = n1;
  const out: NgramTable[] = [unigrams];
  for (let k = 1; k < order; k++) out.push(createTable(k + 1, counts[k] as number));

  const path3 = new Uint32Array(order);
  const visit = (depth: number, begin: number, end: number): void => {
    const level = levels[depth - 1] as Level;
    const isLongest = depth === order - 1;
    const table = out[depth] as NgramTable;
    for (let ptr = begin; ptr < end; ptr++) {
      const bit = ptr * level.totalBits;
      path3[depth] = readBits(buf, level.base, bit, level.wordBits);
      const n = depth + 1;
      const at = table.count;
      for (let j = 0; j < n; j++) table.words[at * n + j] = path3[depth - j] as number;
      if (isLongest) {
        table.logProb[at] =
          longestProbs[readBits(buf, level.base, bit + level.wordBits, QUANT_BITS)]! * LOG10_PER_SPHINX_UNIT;
      } else {
        const [probs, bos] = tables[depth - 1] as Float32Array[];
        const q = bit + level.wordBits;
        table.backoff[at] = bos![readBits(buf, level.base, q, QUANT_BITS)]! * LOG10_PER_SPHINX_UNIT;
        table.logProb[at] = probs![readBits(buf, level.base, q + QUANT_BITS, QUANT_BITS)]! * LOG10_PER_SPHINX_UNIT;
      }
      table.count++;
      if (!isLongest) {
        const nb = bit + level.wordBits + 2 * QUANT_BITS;
        const childBegin = readBits(buf, level.base, nb, level.nextBits);
        const childEnd = readBits(buf, level.base, nb + level.totalBits, level.nextBits);
        if (childEnd > childBegin) visit(depth + 1, childBegin, childEnd);
      }
    }
  };
  for (let w = 0; w < n1; w++) {
    if (w % 4096 === 4095) await yieldToEventLoop();
    const begin = buf.readUInt32LE(uniBase + 12 * w + 8);
    const end = buf.readUInt32LE(uniBase + 12 * (w + 1) + 8);
    path3[0] = w;
    if (end > begin) visit(1, begin, end);
  }
  return { vocab, tables: out };
}

function readFloats(buf: Buffer, at: number, count: number): Float32Array {
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = buf.readFloatLE(at + 4 * i);
  return out;
}

function readWords(buf: Buffer, at: number, count: number): string[] {
  const size = buf.readInt32LE(at);
  const words = buf.toString('latin1', at + 4, at + 4 + size).split('\0');
  if (words.length < count) throw new Error('Language model word list is truncated');
  return words.slice(0, count);
}

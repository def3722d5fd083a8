import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { NgramModel } from './ngram-model';

const CHUNK_LINES = 20_000;

function fmt(value: number): string {
  return Number.isFinite(value) ? value.toFixed(4) : '-99.0000';
}

/** Writes the model as an ARPA text file (what pocketsphinx's -lm reads); streams to keep memory flat. */
export async function writeArpa(model: NgramModel, path: string): Promise<void> {
  const out = createWriteStream(path, { encoding: 'utf8' });
  const failed = once(out, 'error').then(([err]) => Promise.reject(err as Error));
  const write = async (text: string): Promise<void> => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
  };
  const order = model.tables.length;
  let header = '\\data\\\n';
  model.tables.forEach((t, k) => (header += `ngram ${k + 1}=${t.count}\n`));
  await write(header);
  for (let k = 0; k < order; k++) {
    const table = model.tables[k]!;
    const n = k + 1;
    const highest = k === order - 1;
    await write(`\n\\${n}-grams:\n`);
    let lines: string[] = [];
    for (let i = 0; i < table.count; i++) {
      let line = fmt(table.logProb[i]!);
      for (let j = 0; j < n; j++) line += ` ${model.vocab[table.words[i * n + j]!]}`;
      if (!highest) line += ` ${fmt(table.backoff[i]!)}`;
      lines.push(line);
      if (lines.length === CHUNK_LINES) {
        await write(lines.join('\n') + '\n');
        lines = [];
      }
    }
    if (lines.length > 0) await write(lines.join('\n') + '\n');
  }
  await write('\n\\end\\\n');
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
}

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeArpa } from './arpa.writer';
import { trainKneserNey } from './ngram.trainer';

describe('writeArpa', () => {
  it('writes the counts header, each order and the end mark', async () => {
    const model = trainKneserNey([
      ['chest', 'pain'],
      ['chest', 'x-ray'],
    ]);
    const dir = await mkdtemp(join(tmpdir(), 'arpa-'));
    try {
      const path = join(dir, 'm.arpa');
      await writeArpa(model, path);
      const text = await readFile(path, 'utf8');
      const counts = model.tables.map((t) => t.count);
      expect(text.startsWith(`\\data\\\nngram 1=${counts[0]}\nngram 2=${counts[1]}\nngram 3=${counts[2]}\n`)).toBe(
        true,
      );
      expect(text.trimEnd().endsWith('\\end\\')).toBe(true);
      const trigrams = text.split('\\3-grams:\n')[1]!.split('\n\n')[0]!.trim().split('\n');
      expect(trigrams).toHaveLength(counts[2]!);
      expect(trigrams.every((l) => /^-?\d+\.\d{4} \S+ \S+ \S+$/.test(l))).toBe(true);
      expect(text).toMatch(/\n-99\.0000 <s> -?\d+\.\d{4}\n/);
      expect(text).toMatch(/ chest x-ray /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

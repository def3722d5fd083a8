/** Words for scoring: lower case, punctuation dropped, apostrophes and inner hyphens kept ("x-ray", "don't"). */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .filter((w) => w !== '');
}

export interface WerResult {
  /** (substitutions + deletions + insertions) / reference words; can exceed 1. */
  wer: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
}

/** Word error rate by Levenshtein alignment over normalised words. */
export function wordErrorRate(reference: string, hypothesis: string): WerResult {
  const ref = normalizeWords(reference);
  const hyp = normalizeWords(hypothesis);
  // cost[j] and ops[j] for the previous row; each cell keeps counts of the cheapest path.
  type Cell = { cost: number; s: number; d: number; i: number };
  let prev: Cell[] = Array.from({ length: hyp.length + 1 }, (_, j) => ({ cost: j, s: 0, d: 0, i: j }));
  for (let r = 1; r <= ref.length; r++) {
    const row: Cell[] = [{ cost: r, s: 0, d: r, i: 0 }];
    for (let h = 1; h <= hyp.length; h++) {
      const diag = prev[h - 1]!;
      const same = ref[r - 1] === hyp[h - 1];
      const options: Cell[] = [
        { ...diag, cost: diag.cost + (same ? 0 : 1), s: diag.s + (same ? 0 : 1) },
        { ...prev[h]!, cost: prev[h]!.cost + 1, d: prev[h]!.d + 1 },
        { ...row[h - 1]!, cost: row[h - 1]!.cost + 1, i: row[h - 1]!.i + 1 },
      ];
      row.push(options.reduce((best, c) => (c.cost < best.cost ? c : best)));
    }
    prev = row;
  }
  const last = prev[hyp.length]!;
  return {
    wer: ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : last.cost / ref.length,
    substitutions: last.s,
    deletions: last.d,
    insertions: last.i,
    referenceWords: ref.length,
  };
}

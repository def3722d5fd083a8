/**
 * Note engine benchmark: the builtin engine (analysis, writing and code suggestions, in process) over our own long
 * consultations (scripts/eval/dev-dialogues/uk-gp-*.csv and us-visit-*.csv, 700–1800 words each), as written and
 * as speech-recogniser text. Prints milliseconds per visit (wall clock and this process's CPU time) per file.
 *   npm run bench:note [-- --rounds 3] [-- --only uk-gp-10]
 * Never prints transcript or note text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildNoteEngine } from '../server/src/engines/note/note.registry';
import { toSpeechStyle } from '../server/src/engines/note/shared/speech-style';
import { parseCsv } from '../scripts/eval/csv-reader';

const DIALOGUES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'scripts/eval/dev-dialogues');
const LONG_SETS = /^(uk-gp|us-visit)(-\d+)?\.csv$/;

interface Row {
  file: string;
  visits: number;
  words: number;
  wall: number[];
  cpu: number[];
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function main(): Promise<void> {
  const rounds = Number(option('--rounds') ?? '1');
  const only = option('--only');
  const files = readdirSync(DIALOGUES)
    .filter((name) => LONG_SETS.test(name) && (only === undefined || name.includes(only)))
    .sort();
  const engine = buildNoteEngine({ engine: 'builtin' });
  await engine.generate({ transcript: '[doctor] any fevers?\n[patient] no.' }); // module and JIT start-up is not note time
  const rows: Row[] = [];
  for (const file of files) {
    const dialogues = parseCsv(readFileSync(path.join(DIALOGUES, file), 'utf8'))
      .map((row) => row.dialogue ?? '')
      .filter(Boolean);
    const row: Row = { file, visits: dialogues.length, words: 0, wall: [], cpu: [] };
    for (let round = 0; round < rounds; round += 1)
      for (const dialogue of dialogues)
        for (const transcript of [dialogue, toSpeechStyle(dialogue)]) {
          const cpuStart = process.cpuUsage();
          const started = performance.now();
          await engine.generate({ transcript });
          row.wall.push(performance.now() - started);
          const cpu = process.cpuUsage(cpuStart);
          row.cpu.push((cpu.user + cpu.system) / 1000);
        }
    row.words = mean(dialogues.map((dialogue) => dialogue.split(/\s+/).filter(Boolean).length));
    rows.push(row);
  }
  const all: Row = { file: 'all long visits', visits: 0, words: 0, wall: [], cpu: [] };
  for (const row of rows) {
    all.visits += row.visits;
    all.wall.push(...row.wall);
    all.cpu.push(...row.cpu);
  }
  all.words = mean(rows.map((row) => row.words));
  console.log(`builtin note engine, long visits (written and speech-style, ${rounds} round(s))`);
  console.log(`machine: ${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores, Node ${process.version}`);
  console.table(
    [...rows, all].map((row) => ({
      set: row.file,
      visits: row.visits,
      'words (mean)': Math.round(row.words),
      'ms/visit': mean(row.wall).toFixed(0),
      'p95 ms': quantile(row.wall, 0.95).toFixed(0),
      'max ms': Math.max(...row.wall).toFixed(0),
      'cpu ms/visit': mean(row.cpu).toFixed(0),
    })),
  );
}

await main();

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzeTranscript } from '../../server/src/engines/note/shared/analysis/transcript-analyzer';
import { groundedShare, inventedNumbers } from '../../server/src/engines/note/shared/grounding-check';
import { writeNote } from '../../server/src/engines/note/builtin/writing/note-composer';
import { loadConfig } from '../../server/src/config/config';
import { buildNoteEngine, parseNoteEngineName } from '../../server/src/engines/note/note.registry';
import { parseCsv } from './csv-reader';
import { formatNoteText } from './note-format';

/**
 * Runs a note engine over a dialogue split (aci-bench CSV: encounter_id, dialogue, note), writes predictions
 * JSONL under .tmp/eval/, scores them with the shared ROUGE script and prints the figures. Reads the split at
 * run time; nothing of it is stored in the repository. Never prints transcript or note text.
 */
const USAGE = 'usage: npm run eval -- <split.csv> [--engine builtin|llm] [--scorer path/to/rouge.py]';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const split = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!split) throw new Error(USAGE);
  const engineName = parseNoteEngineName(option(args, '--engine') ?? 'builtin');
  const scorer = option(args, '--scorer') ?? path.join(path.dirname(path.dirname(path.resolve(split))), 'rouge.py');
  const rows = parseCsv(readFileSync(split, 'utf8')).filter((row) => row.encounter_id && row.dialogue !== undefined);
  if (rows.length === 0) throw new Error(`No encounters with encounter_id and dialogue columns in ${split}`);
  // llm reads LLM_BASE_URL, LLM_API_KEY, LLM_MODEL and LLM_TIMEOUT_MS like the server does.
  const engine = buildNoteEngine(
    engineName === 'llm' ? { ...loadConfig().note, engine: 'llm' } : { engine: engineName },
  );
  await engine.generate({ transcript: rows[0]!.dialogue! }); // warm-up: module and JIT start-up is not note time
  const times: number[] = [];
  const writingTimes: number[] = [];
  const shares: number[] = [];
  let inventedTotal = 0;
  let fallbacks = 0;
  const lines: string[] = [];
  for (const row of rows) {
    const started = performance.now();
    const note = await engine.generate({ transcript: row.dialogue! });
    times.push(performance.now() - started);
    if (engineName === 'builtin') {
      // The builtin note without code suggestion, to tell the engine's own time from the coder's.
      const writing = performance.now();
      writeNote(analyzeTranscript(row.dialogue!));
      writingTimes.push(performance.now() - writing);
    }
    if (note.engine.fallbackReason) fallbacks += 1;
    const text = formatNoteText(note);
    shares.push(groundedShare(note, row.dialogue!));
    inventedTotal += inventedNumbers(text, row.dialogue!).length;
    lines.push(JSON.stringify({ encounter_id: row.encounter_id, note: text }));
  }
  const outDir = path.resolve('.tmp', 'eval');
  mkdirSync(outDir, { recursive: true });
  const predictions = path.join(outDir, `${path.basename(split, '.csv')}-${engineName}.jsonl`);
  writeFileSync(predictions, `${lines.join('\n')}\n`);
  const scored = spawnSync('python3', [scorer, split, predictions], { encoding: 'utf8' });
  if (scored.status !== 0) throw new Error(`Scoring failed: ${scored.stderr.trim()}`);
  const summary = /R1\/R2\/RL\/RLsum: ([\d.]+) \/ ([\d.]+) \/ ([\d.]+) \/ ([\d.]+)/.exec(scored.stdout);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(`split: ${path.basename(split)} (${rows.length} encounters), engine: ${engineName}`);
  console.log(`predictions: ${path.relative(process.cwd(), predictions)}`);
  if (summary)
    console.log(`ROUGE-1 ${summary[1]}  ROUGE-2 ${summary[2]}  ROUGE-L ${summary[3]}  ROUGE-Lsum ${summary[4]}`);
  else console.log(scored.stdout.trim());
  console.log(`note sentences with exact transcript evidence: ${(100 * mean(shares)).toFixed(1)}%`);
  console.log(`numbers in notes not said in the transcript: ${inventedTotal}`);
  if (engineName !== 'builtin') console.log(`notes written by the builtin fallback: ${fallbacks} of ${rows.length}`);
  console.log(`generation time: mean ${mean(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`);
  if (writingTimes.length > 0) {
    console.log(
      `  of which analysis and note text (no codes): mean ${mean(writingTimes).toFixed(1)} ms, worst ${Math.max(...writingTimes).toFixed(1)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

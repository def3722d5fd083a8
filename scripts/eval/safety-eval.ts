import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildNoteEngine } from '../../server/src/engines/note/note.registry';
import { parseCsv } from './csv-reader';
import { formatNoteText } from './note-format';
import { readIcd10Codes, readLabelFiles, resolveLabelSource, unknownLabelCodes } from './safety-labels';
import { emptyTally, printTally, scoreEncounter, type Tally } from './safety-tally';
import { toSpeechStyle } from '../../server/src/engines/note/shared/speech-style';

/**
 * `npm run eval:safety [-- --data ../shared/eval] [--labels <substring>] [--verbose]`: runs the builtin note engine over the encounters
 * labelled in scripts/eval/safety-labels/, as written and as speech-recogniser text, and prints the safety figures
 * of issue 12 with ROUGE on the full-note (ACI-Bench) encounters. Never prints transcript or note text.
 */
const HERE = path.dirname(new URL(import.meta.url).pathname);
const LABELS = path.join(HERE, 'safety-labels');
const REPO = path.resolve(HERE, '..', '..');

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`;

function rouge(data: string, references: Array<[string, string]>, predictions: string[], name: string): string {
  // A directory of its own for each scoring: runs side by side must not score each other's notes, and the notes
  // are removed once scored.
  const outDir = mkdtempSync(path.join(tmpdir(), 'chartscribe-rouge-'));
  try {
    const refFile = path.join(outDir, `safety-${name}-reference.csv`);
    const predFile = path.join(outDir, `safety-${name}.jsonl`);
    writeFileSync(
      refFile,
      ['encounter_id,note', ...references.map(([id, note]) => `${csvField(id)},${csvField(note)}`)].join('\n'),
    );
    writeFileSync(predFile, `${predictions.join('\n')}\n`);
    const scored = spawnSync('python3', [path.join(data, 'rouge.py'), refFile, predFile], { encoding: 'utf8' });
    if (scored.status !== 0) return `ROUGE failed: ${scored.stderr.trim()}`;
    const summary = /R1\/R2\/RL\/RLsum: ([\d.]+) \/ ([\d.]+) \/ ([\d.]+) \/ ([\d.]+)/.exec(scored.stdout);
    return summary ? `ROUGE-1 ${summary[1]}  ROUGE-2 ${summary[2]}  ROUGE-Lsum ${summary[4]}` : scored.stdout.trim();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const data = path.resolve(option(args, '--data') ?? path.join('..', 'shared', 'eval'));
  const verbose = args.includes('--verbose');
  const only = option(args, '--labels'); // e.g. `--labels train-2`: only label files whose name holds it
  const files = readLabelFiles(LABELS, only);
  if (files.length === 0) throw new Error(`No label file matches ${only ?? ''}`);
  const orderFile = path.join(data, '..', 'data', 'icd10cm', 'icd10cm-order-April-2025.txt');
  if (existsSync(orderFile)) {
    const unknown = unknownLabelCodes(files, readIcd10Codes(orderFile));
    if (unknown.length > 0) throw new Error(`Labelled codes not in ICD-10-CM: ${unknown.join(', ')}`);
  }
  const engine = buildNoteEngine({ engine: 'builtin' });
  await engine.generate({ transcript: '[doctor] any fevers?\n[patient] no.' }); // module and JIT start-up is not note time
  const styles = { written: (text: string) => text, speech: toSpeechStyle } as const;
  for (const [style, render] of Object.entries(styles)) {
    const tally: Tally = emptyTally();
    // ROUGE per reference set: ACI-Bench notes apart from our own dialogues' notes (repo: sources).
    const references = { aci: [] as Array<[string, string]>, own: [] as Array<[string, string]> };
    const predictions = { aci: [] as string[], own: [] as string[] };
    for (const file of files) {
      const source = resolveLabelSource(file.source, { data, repo: REPO });
      const rows = parseCsv(readFileSync(source.file, 'utf8'));
      const byId = new Map(rows.map((row) => [row[file.idColumn] ?? '', row]));
      for (const labels of file.encounters) {
        const row = byId.get(labels.id);
        if (!row?.dialogue) throw new Error(`${file.source}: no dialogue for ${labels.id}`);
        const transcript = render(row.dialogue);
        const started = performance.now();
        const note = await engine.generate({ transcript });
        tally.ms.push(performance.now() - started);
        const problems = scoreEncounter(tally, note, labels);
        if (verbose && problems.length > 0) console.log(`  [${style}] ${labels.id}: ${problems.join('; ')}`);
        if (row.note !== undefined) {
          const set = source.own ? 'own' : 'aci';
          references[set].push([labels.id, row.note]);
          predictions[set].push(JSON.stringify({ encounter_id: labels.id, note: formatNoteText(note) }));
        }
      }
    }
    console.log(`\n== ${style} (${tally.ms.length} encounters) ==`);
    printTally(tally);
    if (references.aci.length > 0)
      console.log(
        `full-note ${rouge(data, references.aci, predictions.aci, style)} (${references.aci.length} ACI-Bench)`,
      );
    if (references.own.length > 0) {
      const scored = rouge(data, references.own, predictions.own, `${style}-own`);
      console.log(`own dialogues (not ACI-Bench) ${scored} (${references.own.length})`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

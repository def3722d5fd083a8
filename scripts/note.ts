import { readFileSync } from 'node:fs';
import {
  parseNoteStyleOption,
  type NoteStyleOption,
} from '../server/src/engines/note/builtin/writing/gp-style/note-style';
import { buildNoteEngine, parseNoteEngineName } from '../server/src/engines/note/note.registry';
import { builtinStages, runBuiltinPipeline } from '../server/src/engines/note/builtin/builtin-pipeline';
import { traceLines } from '../server/src/engines/note/shared/analysis/analysis-trace';
import { formatNoteText } from './eval/note-format';

/**
 * Prints the SOAP note for a transcript file (or "-" for standard input):
 *   npm run note -- <transcript.txt | -> [--engine builtin|llm] [--style auto|soap|gp] [--json] [--trace]
 * `--json` prints the whole NoteResult: sections, statements with their evidence, codes, chief complaint, warnings.
 * `--style` lays the note out as a US SOAP note or a UK GP consultation (default auto: from the words, as NOTE_STYLE).
 * `--trace` first prints every stage of the builtin pipeline (the LLM engine's draft and checks use the same
 * document), then per sentence the mentions and the status decided and why, the note style with the words that
 * decided it, then what the support check removed.
 */
const USAGE =
  'usage: npm run note -- <transcript.txt | -> [--engine builtin|llm] [--style auto|soap|gp] [--json] [--trace]';
const VALUED = ['--engine', '--style'];

function readTranscript(source: string): string {
  return readFileSync(source === '-' ? 0 : source, 'utf8');
}

function printTrace(transcript: string, style: NoteStyleOption): void {
  const timings: string[] = [];
  let last = performance.now();
  let unsupported = {};
  const { analysis, style: decision } = runBuiltinPipeline({ transcript }, { style }, (stage, doc) => {
    const now = performance.now();
    timings.push(`  ${stage.name} (${(now - last).toFixed(1)} ms): ${stage.does}`);
    last = now;
    unsupported = doc.unsupported ?? unsupported;
  });
  console.log(`PIPELINE STAGES (${builtinStages({ style }).length})\n${timings.join('\n')}\n`);
  console.log(`SENTENCES AND MENTIONS\n${traceLines(analysis).join('\n')}\n`);
  const cues = decision.cues.map(
    (cue) => `"${cue.phrase}" ${cue.weight > 0 ? '+' : ''}${cue.weight} (#${cue.sentenceIndex})`,
  );
  console.log(
    `NOTE STYLE ${decision.style} (${decision.forced ? 'by option' : `auto, score ${decision.score}`}): ${cues.join(', ') || 'no cues'}\n`,
  );
  console.log(`SUPPORT CHECK removed (by reason): ${JSON.stringify(unsupported)}\n`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const engineName = value('--engine', 'builtin');
  const styleName = value('--style', 'auto');
  const source = args.find((arg, i) => (arg === '-' || !arg.startsWith('--')) && !VALUED.includes(args[i - 1] ?? ''));
  if (!source || engineName === undefined || styleName === undefined) throw new Error(USAGE);
  const style = parseNoteStyleOption(styleName);
  const engine = buildNoteEngine({ engine: parseNoteEngineName(engineName), style });
  const transcript = readTranscript(source);
  if (args.includes('--trace')) printTrace(transcript, style);
  const note = await engine.generate({ transcript });
  if (args.includes('--json')) {
    console.log(JSON.stringify(note, null, 2));
    return;
  }
  for (const warning of note.warnings ?? []) console.log(`WARNING (${warning.code}): ${warning.message}\n`);
  console.log(formatNoteText(note));
  if (note.codeSuggestions.length > 0) {
    console.log('\nSUGGESTED CODES\n');
    for (const code of note.codeSuggestions)
      console.log(`${code.type} ${code.code} (${Math.round(code.confidence * 100)}%) ${code.description}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

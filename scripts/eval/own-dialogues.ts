import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from './csv-reader';
import { parseLabelFile, resolveLabelSource } from './safety-labels';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const REPO = path.resolve(HERE, '..', '..');

/** One of our own dialogue sets (scripts/eval/dev-dialogues): its label file, the repo: source and the CSV rows. */
export function readOwnSet(labelFile: string) {
  const labels = parseLabelFile(JSON.parse(readFileSync(path.join(HERE, 'safety-labels', labelFile), 'utf8')));
  const source = resolveLabelSource(labels.source, { data: '/nowhere', repo: REPO });
  return { labels, source, rows: parseCsv(readFileSync(source.file, 'utf8')) };
}

/** Words of a dialogue as the length checks count them (speaker tags included). */
function wordCount(dialogue: string): number {
  return dialogue.split(/\s+/).filter(Boolean).length;
}

/** The form an own dialogue set must have: how many, the first id, turns per dialogue and the reference note. */
export interface OwnSetForm {
  count: number;
  firstId: string;
  turns: readonly [number, number];
  noteLongerThan: number;
  words?: readonly [number, number];
}

/** Every way the set misses its form, as readable lines (none when it is right). */
export function findFormProblems(set: ReturnType<typeof readOwnSet>, form: OwnSetForm): string[] {
  const { labels, source, rows } = set;
  const problems: string[] = [];
  if (!source.own) problems.push('not a repo: source');
  if (rows.length !== form.count) problems.push(`${rows.length} dialogues, not ${form.count}`);
  if (rows[0]?.encounter_id !== form.firstId) problems.push(`first id ${rows[0]?.encounter_id}, not ${form.firstId}`);
  for (const row of rows) {
    const id = row.encounter_id;
    const turns = (row.dialogue ?? '').split('\n');
    if (turns.length < form.turns[0] || turns.length > form.turns[1]) problems.push(`${id}: ${turns.length} turns`);
    if (!turns.every((turn) => /^\[(doctor|patient)\] \S/.test(turn))) problems.push(`${id}: an untagged turn`);
    if ((row.note?.length ?? 0) <= form.noteLongerThan) problems.push(`${id}: reference note too short`);
    const words = wordCount(row.dialogue ?? '');
    if (form.words && (words < form.words[0] || words > form.words[1])) problems.push(`${id}: ${words} words`);
  }
  const labelled = labels.encounters.map((encounter) => encounter.id).join(',');
  if (labelled !== rows.map((row) => row.encounter_id).join(',')) problems.push('labels do not follow the dialogues');
  return problems;
}

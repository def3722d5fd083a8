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
export function wordCount(dialogue: string): number {
  return dialogue.split(/\s+/).filter(Boolean).length;
}

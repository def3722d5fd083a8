import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideNoteStyle } from '../../server/src/engines/note/builtin/writing/gp-style/note-style';
import { tokenizeWords } from '../../server/src/engines/note/shared/analysis/word-tokenizer';
import { toSpeechStyle } from '../../server/src/engines/note/shared/speech-style';
import { parseCsv } from './csv-reader';
import { parseLabelFile, resolveLabelSource } from './safety-labels';

// Our own UK GP consultations (scripts/eval/dev-dialogues): in the repo, so these checks never skip. uk-gp-2 is the
// held-out set, written and labelled before any engine run: its note style is measured by the eval, not asserted
// here, so a held-out dialogue the style cues miss is a finding to report rather than a test to make pass.
const HERE = path.dirname(new URL(import.meta.url).pathname);
const REPO = path.resolve(HERE, '..', '..');
const SETS = [
  { labelFile: 'uk-gp.json', count: 12, styleAsserted: true },
  { labelFile: 'uk-gp-2.json', count: 10, styleAsserted: false },
];

describe.each(SETS)('the UK GP dialogues of $labelFile', ({ labelFile, count, styleAsserted }) => {
  const labels = parseLabelFile(JSON.parse(readFileSync(path.join(HERE, 'safety-labels', labelFile), 'utf8')));
  const source = resolveLabelSource(labels.source, { data: '/nowhere', repo: REPO });
  const rows = parseCsv(readFileSync(source.file, 'utf8'));

  it('are ours (a repo: source), each 40–90 tagged turns with a reference note, every one labelled', () => {
    expect(source.own).toBe(true);
    expect(rows).toHaveLength(count);
    for (const row of rows) {
      const turns = (row.dialogue ?? '').split('\n');
      expect(turns.length, row.encounter_id).toBeGreaterThanOrEqual(40);
      expect(turns.length, row.encounter_id).toBeLessThanOrEqual(90);
      expect(
        turns.every((turn) => /^\[(doctor|patient)\] \S/.test(turn)),
        row.encounter_id,
      ).toBe(true);
      expect(row.note?.length ?? 0, row.encounter_id).toBeGreaterThan(200);
    }
    expect(labels.encounters.map((encounter) => encounter.id)).toEqual(rows.map((row) => row.encounter_id));
  });

  it.runIf(styleAsserted).each([
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ])('are each written GP style under NOTE_STYLE=auto (%s)', (_style, render) => {
    const styles = rows.map(
      (row) => decideNoteStyle([{ index: 0, tokens: tokenizeWords(render(row.dialogue ?? '')) }]).style,
    );
    expect(styles).toEqual(rows.map(() => 'gp'));
  });
});

describe('resolveLabelSource', () => {
  it('reads repo: sources from the repository and others from the eval data folder', () => {
    expect(resolveLabelSource('repo:a/b.csv', { data: '/data', repo: '/repo' })).toEqual({
      file: path.join('/repo', 'a/b.csv'),
      own: true,
    });
    expect(resolveLabelSource('aci-bench/train.csv', { data: '/data', repo: '/repo' })).toEqual({
      file: path.join('/data', 'aci-bench/train.csv'),
      own: false,
    });
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideNoteStyle } from '../../server/src/engines/note/builtin/writing/gp-style/note-style';
import { tokenizeWords } from '../../server/src/engines/note/shared/analysis/word-tokenizer';
import { toSpeechStyle } from '../../server/src/engines/note/shared/speech-style';
import { readOwnSet, wordCount } from './own-dialogues';
import { resolveLabelSource } from './safety-labels';

// Our own UK GP consultations (scripts/eval/dev-dialogues): in the repo, so these checks never skip. uk-gp-2 to
// uk-gp-6 are held-out sets, written and labelled before any engine run: their note style is measured by the eval,
// not asserted here, so a held-out dialogue the style cues miss is a finding to report rather than a test to pass.

const dev = readOwnSet('uk-gp.json');
const heldOut2 = readOwnSet('uk-gp-2.json');
// The final held-out set (GP31–GP38) is checked for form only: running any engine stage on it (even the style
// decision) before the final estimate would spoil it as a blind test.
const heldOut = readOwnSet('uk-gp-3.json');
// A second final held-out set (GP41–GP48), form only for the same reason.
const heldOut4 = readOwnSet('uk-gp-4.json');
// A third final held-out set (GP51–GP58), form only for the same reason.
const heldOut5 = readOwnSet('uk-gp-5.json');
// A fourth final held-out set (GP61–GP68), form only for the same reason.
const heldOut6 = readOwnSet('uk-gp-6.json');

describe.each([
  ['development', dev, 12, 'GP01'],
  ['held-out', heldOut2, 10, 'GP13'],
  ['final held-out', heldOut, 8, 'GP31'],
  ['second final held-out', heldOut4, 8, 'GP41'],
  ['third final held-out', heldOut5, 8, 'GP51'],
  ['fourth final held-out', heldOut6, 8, 'GP61'],
])('the UK GP %s dialogues', (_name, { labels, source, rows }, count, firstId) => {
  it('are ours (a repo: source), counted, each 40–90 tagged turns with a reference note, every one labelled', () => {
    expect(source.own).toBe(true);
    expect(rows).toHaveLength(count);
    expect(rows[0]?.encounter_id).toBe(firstId);
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
});

describe('the final held-out UK GP dialogues (uk-gp-3 to uk-gp-6)', () => {
  it('are each 700–1400 words, longer than the development ones', () => {
    for (const row of [...heldOut.rows, ...heldOut4.rows, ...heldOut5.rows, ...heldOut6.rows]) {
      const words = wordCount(row.dialogue ?? '');
      expect(words, row.encounter_id).toBeGreaterThanOrEqual(700);
      expect(words, row.encounter_id).toBeLessThanOrEqual(1400);
    }
  });
});

describe('the UK GP development dialogues', () => {
  it.each([
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ])('are each written GP style under NOTE_STYLE=auto (%s)', (_style, render) => {
    const styles = dev.rows.map(
      (row) => decideNoteStyle([{ index: 0, tokens: tokenizeWords(render(row.dialogue ?? '')) }]).style,
    );
    expect(styles).toEqual(dev.rows.map(() => 'gp'));
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

import { describe, expect, it } from 'vitest';
import { readOwnSet, wordCount } from './own-dialogues';

// Our own ACI-Bench-style US outpatient visits: blind held-out sets, written and labelled before any engine run
// (US01–US06 in us-visit, US07–US12 in us-visit-2). Form only: running any engine stage on them here (even the style
// decision) would spoil the estimate.
describe.each([
  ['us-visit', readOwnSet('us-visit.json'), 6, 'US01'],
  ['us-visit-2', readOwnSet('us-visit-2.json'), 6, 'US07'],
])('the US outpatient held-out dialogues (%s)', (_name, { labels, source, rows }, count, firstId) => {
  it('are ours (a repo: source), counted, each 40–120 tagged turns with a reference note, every one labelled', () => {
    expect(source.own).toBe(true);
    expect(rows).toHaveLength(count);
    expect(rows[0]?.encounter_id).toBe(firstId);
    for (const row of rows) {
      const turns = (row.dialogue ?? '').split('\n');
      expect(turns.length, row.encounter_id).toBeGreaterThanOrEqual(40);
      expect(turns.length, row.encounter_id).toBeLessThanOrEqual(120);
      expect(
        turns.every((turn) => /^\[(doctor|patient)\] \S/.test(turn)),
        row.encounter_id,
      ).toBe(true);
      expect(row.note?.length ?? 0, row.encounter_id).toBeGreaterThan(500);
    }
    expect(labels.encounters.map((encounter) => encounter.id)).toEqual(rows.map((row) => row.encounter_id));
  });

  it('are each 900–1800 words', () => {
    for (const row of rows) {
      const words = wordCount(row.dialogue ?? '');
      expect(words, row.encounter_id).toBeGreaterThanOrEqual(900);
      expect(words, row.encounter_id).toBeLessThanOrEqual(1800);
    }
  });
});

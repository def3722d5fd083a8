import { describe, expect, it } from 'vitest';
import { findFormProblems, readOwnSet } from './own-dialogues';

// Our own ACI-Bench-style US outpatient visits: blind held-out sets, written and labelled before any engine run
// (US01–US06 in us-visit, US07–US12 in us-visit-2, US13–US18 in us-visit-3, US19–US24 in us-visit-4, US25–US30 in
// us-visit-5, US31–US36 in us-visit-6, US37–US42 in us-visit-7, US43–US48 in us-visit-8, US49–US54 in
// held-back/us-visit-9). Form only: running any engine stage on them here (even the style decision) would spoil the
// estimate.
describe.each([
  ['us-visit', 'US01'],
  ['us-visit-2', 'US07'],
  ['us-visit-3', 'US13'],
  ['us-visit-4', 'US19'],
  ['us-visit-5', 'US25'],
  ['us-visit-6', 'US31'],
  ['us-visit-7', 'US37'],
  ['us-visit-8', 'US43'],
  ['held-back/us-visit-9', 'US49'],
])('the US outpatient held-out dialogues (%s)', (name, firstId) => {
  it('are ours, six, each 40–120 tagged turns and 900–1800 words with a reference note, every one labelled', () => {
    const form = { count: 6, firstId, turns: [40, 120], noteLongerThan: 500, words: [900, 1800] } as const;
    expect(findFormProblems(readOwnSet(`${name}.json`), form)).toEqual([]);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideNoteStyle } from '../../server/src/engines/note/builtin/writing/gp-style/note-style';
import { tokenizeWords } from '../../server/src/engines/note/shared/analysis/word-tokenizer';
import { toSpeechStyle } from '../../server/src/engines/note/shared/speech-style';
import { findFormProblems, readOwnSet } from './own-dialogues';
import { resolveLabelSource } from './safety-labels';

// Our own UK GP consultations (scripts/eval/dev-dialogues): in the repo, so these checks never skip. uk-gp-2 to
// uk-gp-14 are held-out sets, written and labelled before any engine run: their note style is measured by the eval,
// not asserted here, so a held-out dialogue the style cues miss is a finding to report rather than a test to pass.

// The final held-out sets are longer than the development ones.
const FINAL_WORDS = [700, 1400] as const;
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
// A fifth final held-out set (GP71–GP78), form only for the same reason.
const heldOut7 = readOwnSet('uk-gp-7.json');
// A sixth final held-out set (GP81–GP88), form only for the same reason.
const heldOut8 = readOwnSet('uk-gp-8.json');
// A seventh final held-out set (GP91–GP98), form only for the same reason.
const heldOut9 = readOwnSet('uk-gp-9.json');
// An eighth final held-out set (GP101–GP108), form only for the same reason.
const heldOut10 = readOwnSet('uk-gp-10.json');
// A ninth final held-out set (GP111–GP118), form only for the same reason.
const heldOut11 = readOwnSet('uk-gp-11.json');
// A tenth final held-out set (GP121–GP128), held back and form only for the same reason.
const heldOut12 = readOwnSet('uk-gp-12.json');
// An eleventh final held-out set (GP131–GP138), held back and form only for the same reason.
const heldOut13 = readOwnSet('uk-gp-13.json');
// A twelfth final held-out set (GP141–GP148), held back and form only for the same reason.
const heldOut14 = readOwnSet('held-back/uk-gp-14.json');

describe.each([
  ['development', dev, 12, 'GP01', undefined],
  ['held-out', heldOut2, 10, 'GP13', undefined],
  ['final held-out', heldOut, 8, 'GP31', FINAL_WORDS],
  ['second final held-out', heldOut4, 8, 'GP41', FINAL_WORDS],
  ['third final held-out', heldOut5, 8, 'GP51', FINAL_WORDS],
  ['fourth final held-out', heldOut6, 8, 'GP61', FINAL_WORDS],
  ['fifth final held-out', heldOut7, 8, 'GP71', FINAL_WORDS],
  ['sixth final held-out', heldOut8, 8, 'GP81', FINAL_WORDS],
  ['seventh final held-out', heldOut9, 8, 'GP91', FINAL_WORDS],
  ['eighth final held-out', heldOut10, 8, 'GP101', FINAL_WORDS],
  ['ninth final held-out', heldOut11, 8, 'GP111', FINAL_WORDS],
  ['tenth final held-out', heldOut12, 8, 'GP121', FINAL_WORDS],
  ['eleventh final held-out', heldOut13, 8, 'GP131', FINAL_WORDS],
  ['twelfth final held-out', heldOut14, 8, 'GP141', FINAL_WORDS],
])('the UK GP %s dialogues', (_name, set, count, firstId, words) => {
  it('are ours, counted, each 40–90 tagged turns (final sets 700–1400 words) with a note, every one labelled', () => {
    const form = { count, firstId, turns: [40, 90] as const, noteLongerThan: 200, words };
    expect(findFormProblems(set, form)).toEqual([]);
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

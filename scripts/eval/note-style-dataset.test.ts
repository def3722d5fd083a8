import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideNoteStyle } from '../../server/src/engines/note/builtin/writing/gp-style/note-style';
import { writeNote } from '../../server/src/engines/note/builtin/writing/note-composer';
import { writeStyledNote } from '../../server/src/engines/note/builtin/writing/styled-note-writer';
import { analyzeTranscript } from '../../server/src/engines/note/shared/analysis/transcript-analyzer';
import { tokenizeWords } from '../../server/src/engines/note/shared/analysis/word-tokenizer';
import { toSpeechStyle } from '../../server/src/engines/note/shared/speech-style';
import { parseCsv } from './csv-reader';

// US dialogues (train/valid splits only): every one must keep the SOAP style under NOTE_STYLE=auto.
const DATA = path.resolve('..', 'shared', 'eval');
const SPLITS = [
  'aci-bench/train.csv',
  'aci-bench/valid.csv',
  'mts-dialog/MTS-Dialog-TrainingSet.csv',
  'mts-dialog/MTS-Dialog-ValidationSet.csv',
];
const present = existsSync(path.join(DATA, SPLITS[0]!));
if (!present) console.warn(`note-style-dataset: ${DATA} not present, skipping`);

describe.skipIf(!present)('note style on the US evaluation dialogues', () => {
  it.each(SPLITS)('picks SOAP for every dialogue of %s, as written and as speech', (split) => {
    const rows = parseCsv(readFileSync(path.join(DATA, split), 'utf8'));
    const dialogues = rows.map((row) => row.dialogue ?? '').filter(Boolean);
    expect(dialogues.length).toBeGreaterThan(10);
    const gp = dialogues.flatMap((dialogue, at) =>
      [dialogue, toSpeechStyle(dialogue)]
        .filter((text) => decideNoteStyle([{ index: 0, tokens: tokenizeWords(text) }]).style === 'gp')
        .map(() => at),
    );
    expect(gp).toEqual([]);
  });

  it('writes every ACI-Bench validation visit exactly as the SOAP writer does under auto', () => {
    const rows = parseCsv(readFileSync(path.join(DATA, 'aci-bench/valid.csv'), 'utf8'));
    for (const row of rows) {
      const analysis = analyzeTranscript(row.dialogue ?? '');
      expect(writeStyledNote(analysis).note, row.encounter_id).toEqual(writeNote(analysis));
    }
  });
});

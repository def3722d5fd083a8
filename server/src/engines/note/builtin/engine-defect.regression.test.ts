import { describe, expect, it } from 'vitest';
import type { NoteResult } from '../note.engine';
import { analyzeTranscript } from '../shared/analysis/transcript-analyzer';
import { BuiltinNoteEngine } from './builtin-note.engine';
import { DEFECT_VISITS, type NotePart } from './engine-defect.fixtures';

const partOf = (note: NoteResult, part: NotePart): string =>
  part === 'chiefComplaint' ? (note.chiefComplaint ?? '') : note[part];

describe.each(DEFECT_VISITS.map((visit) => [visit.name, visit] as const))('engine defect: %s', (_name, visit) => {
  let note: Promise<NoteResult> | undefined;
  const noteOf = (): Promise<NoteResult> =>
    (note ??= new BuiltinNoteEngine().generate({ transcript: visit.transcript }));
  const findings = () => analyzeTranscript(visit.transcript).findings;

  it('finds each concept with the status and side the visit gives it', () => {
    const found = findings();
    for (const expected of visit.findings) {
      const matches = found.filter((f) => f.conceptId === expected.conceptId);
      expect(
        matches.map((f) => f.assertion),
        expected.conceptId,
      ).toContain(expected.assertion);
      if (expected.laterality) {
        const sides = matches.filter((f) => f.assertion === expected.assertion).map((f) => f.attributes.laterality);
        expect(sides, expected.conceptId).toEqual([expected.laterality]);
      }
    }
    for (const id of visit.absent)
      expect(
        found.filter((f) => f.conceptId === id).map((f) => `${f.kind} ${f.assertion}`),
        id,
      ).toEqual([]);
    for (const status of visit.forbiddenStatuses ?? [])
      expect(
        found.filter((f) => f.assertion === status).map((f) => f.conceptId),
        status,
      ).toEqual([]);
  });

  it('writes what the transcript supports and nothing it does not', async () => {
    const result = await noteOf();
    for (const [part, patterns] of Object.entries(visit.written) as Array<[NotePart, RegExp[]]>) {
      for (const pattern of patterns) expect(partOf(result, part), `${part} ${pattern}`).toMatch(pattern);
    }
    for (const [part, patterns] of Object.entries(visit.notWritten) as Array<[NotePart, RegExp[]]>) {
      for (const pattern of patterns) expect(partOf(result, part), `${part} ${pattern}`).not.toMatch(pattern);
    }
  });

  it('suggests the codes the visit supports and none of the wrong ones', async () => {
    const suggestions = (await noteOf()).codeSuggestions;
    const codes = suggestions.map((suggestion) => suggestion.code);
    expect(codes).toEqual(expect.arrayContaining(visit.codes));
    for (const pattern of visit.notCodes) {
      const wrong = suggestions
        .filter((s) => pattern.test(s.code) || pattern.test(s.description))
        .map((s) => `${s.code} ${s.description}`);
      expect(wrong, String(pattern)).toEqual([]);
    }
  });
});

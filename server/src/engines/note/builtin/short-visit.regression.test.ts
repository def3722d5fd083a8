import { describe, expect, it } from 'vitest';
import type { NoteResult } from '../note.engine';
import { analyzeTranscript } from '../shared/analysis/transcript-analyzer';
import { BuiltinNoteEngine } from './builtin-note.engine';
import { asRecogniserOutput, SHORT_VISITS, type ShortVisit } from './short-visit.fixtures';

/** The lines under one heading of a section, up to the next heading. */
function underHeading(section: string, heading: string): string {
  const lines = section.split('\n');
  const at = lines.indexOf(heading);
  if (at < 0) return '';
  const rest = lines.slice(at + 1);
  const next = rest.findIndex((line) => /^[A-Z][A-Z &]+$/.test(line));
  return (next < 0 ? rest : rest.slice(0, next)).join('\n');
}

// Talk that belongs to the Assessment or the Plan, never to the patient's history.
const CLINICIAN_TALK =
  /\b(I think|we will|we'll|I'm going to|come back|follow up|it sounds like|this looks like|continue the)\b/i;

const variants = SHORT_VISITS.flatMap((visit): Array<[string, ShortVisit]> => [
  [visit.name, visit],
  ...(visit.speechVariant
    ? [
        [`${visit.name} (recogniser output)`, { ...visit, transcript: asRecogniserOutput(visit.transcript) }] as [
          string,
          ShortVisit,
        ],
      ]
    : []),
]);

describe.each(variants)('short visit: %s', (_name, visit) => {
  const notes = new Map<string, Promise<NoteResult>>();
  const noteOf = (): Promise<NoteResult> => {
    const known = notes.get(visit.transcript) ?? new BuiltinNoteEngine().generate({ transcript: visit.transcript });
    notes.set(visit.transcript, known);
    return known;
  };
  const findings = () => analyzeTranscript(visit.transcript).findings;

  it('names what the patient came in for, never a denied symptom', async () => {
    const note = await noteOf();
    if (visit.complaint) expect(note.chiefComplaint ?? '').toMatch(visit.complaint);
    for (const term of visit.denied) expect((note.chiefComplaint ?? '').toLowerCase()).not.toContain(term);
  });

  it('writes denied symptoms as denied, never reports or codes them', async () => {
    const note = await noteOf();
    for (const term of visit.denied) {
      expect(note.subjective, term).toMatch(new RegExp(`denies[^.]*${term}`, 'i'));
      const reports = note.statements.filter(
        (s) => /^(Reports|.* reports)/.test(s.text) && s.text.toLowerCase().includes(term),
      );
      expect(
        reports.map((s) => s.text),
        term,
      ).toEqual([]);
      expect(
        note.codeSuggestions.map((code) => code.description.toLowerCase()).filter((d) => d.includes(term)),
        term,
      ).toEqual([]);
      const codable = findings().filter(
        (f) => f.term.toLowerCase() === term && f.assertion !== 'negated' && f.assertion !== 'hypothetical',
      );
      expect(
        codable.map((f) => `${f.term} ${f.assertion}`),
        term,
      ).toEqual([]);
    }
  });

  it('reports the symptoms the patient has', async () => {
    const note = await noteOf();
    for (const term of visit.reported) {
      expect(note.subjective.toLowerCase(), term).toContain(term);
      expect(
        findings().some((f) => f.term.toLowerCase() === term && f.assertion === 'present'),
        term,
      ).toBe(true);
    }
  });

  it('lists the medicines taken as current and the ones started today only in the plan', async () => {
    const note = await noteOf();
    const medications = underHeading(note.subjective, 'MEDICATIONS').toLowerCase();
    for (const drug of visit.current) expect(medications, drug).toContain(drug);
    for (const drug of visit.started) {
      expect(medications, drug).not.toContain(drug);
      expect(note.plan.toLowerCase(), drug).toContain(drug);
    }
    if (visit.current.length === 0) expect(medications).toBe('');
  });

  it('writes spoken vitals and exam findings in the objective, not the history', async () => {
    const note = await noteOf();
    for (const vital of visit.vitals) {
      expect(note.objective, vital).toContain(vital);
      const value = /\d+(?:\.\d+)?/.exec(vital)![0];
      expect(note.subjective, vital).not.toContain(value);
    }
    for (const words of visit.exam) {
      expect(note.objective.toLowerCase(), words).toContain(words);
      expect(note.subjective.toLowerCase(), words).not.toContain(words);
    }
  });

  it('puts the impression in the assessment and the plan in the plan, never in the history', async () => {
    const note = await noteOf();
    for (const words of visit.assessment) expect(note.assessment.toLowerCase(), words).toContain(words);
    for (const words of visit.plan) expect(note.plan.toLowerCase(), words).toContain(words.toLowerCase());
    expect(note.subjective).not.toMatch(CLINICIAN_TALK);
  });

  it('codes the diagnosis, with uncertainty kept', async () => {
    const note = await noteOf();
    const descriptions = note.codeSuggestions.map((code) => code.description.toLowerCase());
    for (const words of visit.codes)
      expect(
        descriptions.some((d) => d.includes(words)),
        words,
      ).toBe(true);
    for (const id of visit.uncertain ?? []) {
      const statuses = findings()
        .filter((f) => f.conceptId === id)
        .map((f) => f.assertion);
      expect(statuses, id).toContain('uncertain');
      expect(statuses, id).not.toContain('present');
    }
  });
});

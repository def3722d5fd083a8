import { describe, expect, it } from 'vitest';
import type { NoteResult } from '../note.engine';
import { applyDictatedSections, sectionDictation } from './dictation-sections';

const engineNote: NoteResult = {
  subjective: 'Cough for three days.',
  objective: 'Lungs clear.',
  assessment: 'Engine guess.',
  plan: 'Engine plan.',
  codeSuggestions: [{ type: 'ICD-10', code: 'J20.9', description: 'Acute bronchitis, unspecified', confidence: 0.8 }],
  statements: [
    { section: 'subjective', text: 'Cough for three days.', evidence: [{ start: 0, end: 5, quote: 'cough' }] },
    { section: 'assessment', text: 'Engine guess.', evidence: [{ start: 0, end: 5, quote: 'cough' }] },
  ],
  chiefComplaint: 'Cough',
  engine: { id: 'builtin', version: '1' },
};

describe('sectionDictation', () => {
  it('splits a punctuated "Assessment: … Plan: …" dictation', () => {
    const text = 'Assessment: acute viral bronchitis. Plan: fluids, rest and review in one week.';
    const result = sectionDictation(text);
    expect(result?.assessment?.text).toBe('Acute viral bronchitis.');
    expect(result?.plan?.text).toBe('Fluids, rest and review in one week.');
    expect(text.slice(result!.plan!.start, result!.plan!.end)).toBe('fluids, rest and review in one week.');
  });

  it('reads unpunctuated speech-recognizer output with spoken headings', () => {
    const result = sectionDictation('okay my assessment is viral bronchitis the plan is rest and fluids');
    expect(result?.assessment?.text).toBe('Viral bronchitis');
    expect(result?.plan?.text).toBe('Rest and fluids');
  });

  it('fills only the section that was dictated, and nothing without headings', () => {
    expect(sectionDictation('Plan: start amoxicillin 500 mg three times a day.')).toEqual({
      assessment: null,
      plan: { text: 'Start amoxicillin 500 mg three times a day.', start: 6, end: 49 },
    });
    expect(sectionDictation('the patient has had a cough for three days')).toBeNull();
  });
});

describe('applyDictatedSections', () => {
  it('replaces assessment and plan with the dictation and keeps S, O and codes', () => {
    const transcript = 'Assessment: viral bronchitis. Plan: rest and fluids.';
    const segments = [
      { start: 0.5, end: 2.5, text: 'Assessment: viral bronchitis.' },
      { start: 3, end: 5, text: 'Plan: rest and fluids.' },
    ];
    const note = applyDictatedSections(engineNote, transcript, segments);
    expect(note).toMatchObject({
      subjective: engineNote.subjective,
      objective: engineNote.objective,
      assessment: 'Viral bronchitis.',
      plan: 'Rest and fluids.',
      codeSuggestions: engineNote.codeSuggestions,
    });
    expect(note.statements.map((s) => s.section)).toEqual(['subjective', 'assessment', 'plan']);
    expect(note.statements[2]?.evidence[0]).toMatchObject({ quote: 'rest and fluids.', startTime: 3, endTime: 5 });
  });

  it('leaves the note alone when nothing was dictated under a heading', () => {
    expect(applyDictatedSections(engineNote, 'cough for three days', [])).toBe(engineNote);
  });
});

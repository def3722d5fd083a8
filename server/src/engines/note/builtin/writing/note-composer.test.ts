import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../../shared/analysis/transcript-analyzer';
import { composeNote, writeNote } from './note-composer';
import { block, keepSupported } from './note-draft';

const span = { start: 0, end: 5, quote: 'cough' };
const said = (text: string) => ({ text, evidence: [span] });

describe('composeNote', () => {
  it('lays out headings, paragraphs, bullets and lines and lists every statement', () => {
    const composed = composeNote([
      {
        section: 'subjective',
        blocks: [
          block('paragraph', [said('Cough.')], { heading: 'CHIEF COMPLAINT' }),
          block('paragraph', [said('She has a cough.'), said('She denies fever.')], {
            heading: 'HISTORY OF PRESENT ILLNESS',
          }),
          block('bullet', [said('Denies fever.')], { heading: 'REVIEW OF SYSTEMS', label: 'Constitutional' }),
          block('bullet', [said('Reports cough.')], { label: 'Respiratory' }),
        ],
      },
      {
        section: 'plan',
        blocks: [
          block('lines', [said('Bronchitis.')]),
          block('bullet', [said('Rest.')], { label: 'Medical Treatment' }),
        ],
      },
    ]);
    expect(composed.sections.subjective).toBe(
      'CHIEF COMPLAINT\n\nCough.\n\nHISTORY OF PRESENT ILLNESS\n\nShe has a cough. She denies fever.\n\nREVIEW OF SYSTEMS\n\n• Constitutional: Denies fever.\n• Respiratory: Reports cough.',
    );
    expect(composed.sections.plan).toBe('Bronchitis.\n\n• Medical Treatment: Rest.');
    expect(composed.sections.objective).toBe('');
    expect(composed.statements.map((statement) => `${statement.section}:${statement.text}`)).toEqual([
      'subjective:Cough.',
      'subjective:She has a cough.',
      'subjective:She denies fever.',
      'subjective:Denies fever.',
      'subjective:Reports cough.',
      'plan:Bronchitis.',
      'plan:Rest.',
    ]);
  });

  it('never writes a statement without evidence', () => {
    const composed = composeNote([
      { section: 'assessment', blocks: [block('paragraph', [{ text: 'Pneumonia.', evidence: [] }], { heading: 'X' })] },
    ]);
    expect(composed.sections.assessment).toBe('');
    expect(composed.statements).toEqual([]);
  });
});

describe('keepSupported', () => {
  it('drops empty and unsupported statements and the blocks they leave empty', () => {
    const kept = keepSupported([
      block('lines', [said('Kept.'), { text: ' ', evidence: [span] }, { text: 'Gone.', evidence: [] }]),
      block('lines', []),
    ]);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.statements.map((s) => s.text)).toEqual(['Kept.']);
  });
});

const transcript = [
  '[doctor] hi , mr. diaz . what brings you in today ?',
  "[patient] i've had burning when i pee for two days .",
  '[doctor] any fever or back pain ?',
  '[patient] no .',
  '[doctor] okay , let me examine you . your temperature is ninety eight point four .',
  '[doctor] no costovertebral angle tenderness .',
  '[doctor] i think you have a urinary tract infection . i will prescribe nitrofurantoin one hundred milligrams twice a day for five days and order a urine culture .',
].join('\n');

describe('writeNote', () => {
  const note = writeNote(analyzeTranscript(transcript));

  it('writes each SOAP section from its part of the visit', () => {
    expect(note.sections.subjective).toContain('CHIEF COMPLAINT\n\nDysuria.');
    expect(note.sections.subjective).toContain('He has had burning when he pees for 2 days.');
    expect(note.sections.subjective).toContain('He denies fever and back pain.');
    expect(note.sections.objective).toContain('Temperature: 98.4 °F.');
    expect(note.sections.assessment).toContain('Urinary tract infection.');
    expect(note.sections.plan).toContain(
      'I will prescribe nitrofurantoin 100 mg twice a day for 5 days and order a urine culture.',
    );
  });

  it('writes each rewritten transcript sentence in one place only', () => {
    // Rewritten sentences rest on one span; lists and templates (denials, titles) may share spans.
    const rewritten = note.statements.filter((s) => s.evidence.length === 1 && /^(He|I) /.test(s.text));
    const starts = rewritten.map((s) => s.evidence[0]!.start);
    expect(starts.length).toBeGreaterThan(2);
    expect(new Set(starts).size).toBe(starts.length);
  });
});

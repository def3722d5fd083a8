import { describe, expect, it } from 'vitest';
import { ANALYSIS_STAGES } from '../shared/analysis/analysis-pipeline';
import { analyzeTranscript } from '../shared/analysis/transcript-analyzer';
import { builtinStages, noteStages, runBuiltinPipeline, type NoteDocument } from './builtin-pipeline';

const VISIT = [
  '[doctor] what brings you in today?',
  '[patient] i have had a cough for three days.',
  '[doctor] any fevers?',
  '[patient] no.',
  '[doctor] any allergies?',
  '[patient] penicillin.',
  '[doctor] your lungs are clear. this is acute bronchitis.',
  '[patient] okay.',
].join('\n');

const stage = (name: string) => noteStages().find((s) => s.name === name)!;

describe('the builtin pipeline', () => {
  it('lists every stage in one place, analysis first, and runs them in that order', () => {
    expect(builtinStages().map((s) => s.name)).toEqual([
      ...ANALYSIS_STAGES.map((s) => s.name),
      'compose',
      'support-check',
      'warn',
      'code',
      'lay-out',
    ]);
    const seen: string[] = [];
    runBuiltinPipeline({ transcript: VISIT }, undefined, (s) => seen.push(s.name));
    expect(seen).toEqual(builtinStages().map((s) => s.name));
  });

  it('runs only the note stages over a document analysed already', () => {
    const document = analyzeTranscript(VISIT);
    const seen: string[] = [];
    const shared = runBuiltinPipeline({ transcript: VISIT, document }, undefined, (s) => seen.push(s.name));
    expect(seen).toEqual(noteStages().map((s) => s.name));
    expect(shared.analysis.findings).toBe(document.findings);
    expect(shared.note).toEqual(runBuiltinPipeline({ transcript: VISIT }).note);
  });

  it('support check: drops a stock sentence resting on "okay", keeps a short answer with its question', () => {
    const doc: NoteDocument = { ...analyzeTranscript(VISIT) };
    const okay = VISIT.lastIndexOf('okay');
    const allergy = VISIT.indexOf('penicillin');
    doc.drafts = [
      {
        section: 'plan',
        blocks: [
          {
            layout: 'paragraph',
            statements: [
              {
                text: 'The patient understands and agrees with the plan.',
                evidence: [{ start: okay, end: okay + 4, quote: 'okay' }],
              },
              {
                text: 'Allergies: penicillin.',
                evidence: [{ start: allergy, end: allergy + 10, quote: 'penicillin' }],
              },
            ],
          },
        ],
      },
    ];
    const checked = stage('support-check').run(doc);
    const kept = checked.drafts!.flatMap((d) => d.blocks.flatMap((b) => b.statements));
    expect(kept.map((s) => s.text)).toEqual(['Allergies: penicillin.']);
    expect(kept[0]!.evidence.map((span) => span.quote)).toEqual(['any allergies', 'penicillin']);
    expect(checked.unsupported).toEqual({ quoteNotFound: 1 });
  });

  it('code: suggests nothing when a warning says there is nothing to code, and never for a denied finding', () => {
    const doc: NoteDocument = { ...analyzeTranscript(VISIT), warnings: [{ code: 'empty', message: 'x' }] };
    expect(stage('code').run(doc)).toEqual({ codeSuggestions: [] });
    const codes = stage('code')
      .run({ ...doc, warnings: [] })
      .codeSuggestions!.map((c) => c.code);
    expect(codes).toContain('J20.9');
    expect(codes.some((code) => code.startsWith('R50'))).toBe(false);
  });

  it('is deterministic and leaves its input alone', () => {
    const doc: NoteDocument = { ...analyzeTranscript(VISIT) };
    const composed = stage('compose').run(doc);
    expect(doc.drafts).toBeUndefined();
    expect(stage('compose').run(doc)).toEqual(composed);
  });
});

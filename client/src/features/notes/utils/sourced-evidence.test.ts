import type { RecordingDto } from '@common/schemas/recording.schema';
import { describe, expect, it } from 'vitest';
import { evidenceTarget, findQuoteSource, sourceEvidence } from './sourced-evidence';

function recording(id: number, fields: Partial<RecordingDto>): RecordingDto {
  return {
    id,
    visitId: 1,
    patientId: 1,
    recordingType: 'initial',
    createdBy: 1,
    createdByName: 'Someone',
    status: 'done',
    creatorRole: 'medical_assistant',
    assignedDoctorId: null,
    recordingUrl: null,
    transcription: 'I have had a cough for three days.',
    subjective: null,
    objective: null,
    assessment: null,
    plan: null,
    codeSuggestions: null,
    metadata: { duration: 0 },
    segments: [{ start: 1.5, end: 4, text: 'I have had a cough for three days.' }],
    evidence: null,
    engine: null,
    hasAudio: true,
    version: 1,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

describe('sourceEvidence', () => {
  it("links the assistant's S quotes to the intake and the doctor's A quotes to the dictation", () => {
    const intake = recording(1, {
      subjective: 'Cough for three days.',
      evidence: [
        { section: 'subjective', text: 'Cough for three days.', evidence: [{ start: 11, end: 16, quote: 'cough' }] },
      ],
    });
    const dictation = recording(2, {
      recordingType: 'doctor_review',
      subjective: 'Cough for three days.',
      assessment: 'Viral bronchitis.',
      evidence: [
        { section: 'assessment', text: 'Viral bronchitis.', evidence: [{ start: 0, end: 5, quote: 'viral' }] },
      ],
    });
    const addendum = recording(3, { recordingType: 'addendum', transcription: 'Later note.' });
    const statements = sourceEvidence(dictation, [addendum, dictation, intake]);
    expect(statements.map((s) => [s.section, s.recordingId])).toEqual([
      ['subjective', 1],
      ['assessment', 2],
    ]);
  });

  it('gives a quote the time of its transcript line when the span has none', () => {
    const intake = recording(1, {});
    expect(evidenceTarget(intake, 1, { start: 11, end: 16, quote: 'cough' })).toEqual({
      recordingId: 1,
      start: 11,
      end: 16,
      time: 1.5,
    });
  });
});

describe('findQuoteSource', () => {
  it("finds the newest recording whose transcript says a code's quote at its offsets", () => {
    const intake = recording(1, {});
    const dictation = recording(2, { transcription: 'Assessment. Acute bronchitis. Plan. Rest.' });
    const newestFirst = [dictation, intake];
    expect(findQuoteSource(newestFirst, { start: 13, end: 18, quote: 'cough' })?.id).toBe(1);
    expect(findQuoteSource(newestFirst, { start: 12, end: 28, quote: 'Acute bronchitis' })?.id).toBe(2);
    expect(findQuoteSource(newestFirst, { start: 0, end: 5, quote: 'fever' })).toBeUndefined();
  });
});

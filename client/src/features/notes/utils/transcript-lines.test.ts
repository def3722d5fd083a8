import { describe, expect, it } from 'vitest';
import { evidenceTime, formatTimestamp, transcriptLines } from './transcript-lines';

const text = 'What brings you in? I have had a cough for three days.';
const segments = [
  { start: 0.5, end: 1.9, text: 'What brings you in?', speaker: 'doctor' as const },
  { start: 2.4, end: 5.1, text: 'I have had a cough for three days.', speaker: 'patient' as const },
];

describe('transcriptLines', () => {
  it('places timed segments with their speakers in the transcript', () => {
    const lines = transcriptLines(text, segments);
    expect(lines).toEqual([
      { start: 0, end: 19, startTime: 0.5, speaker: 'doctor' },
      { start: 20, end: 54, startTime: 2.4, speaker: 'patient' },
    ]);
    expect(text.slice(lines[1]!.start, lines[1]!.end)).toBe(segments[1]!.text);
  });

  it('falls back to one untimed line when the transcript was edited', () => {
    expect(transcriptLines('Edited text entirely.', segments)).toEqual([
      { start: 0, end: 21, startTime: null, speaker: null },
    ]);
    expect(transcriptLines('', null)).toEqual([]);
  });
});

describe('evidenceTime', () => {
  it("uses the span's own time, else the line it falls in", () => {
    const lines = transcriptLines(text, segments);
    expect(evidenceTime({ start: 33, end: 38, quote: 'cough', startTime: 3.2 }, lines)).toBe(3.2);
    expect(evidenceTime({ start: 33, end: 38, quote: 'cough' }, lines)).toBe(2.4);
    expect(
      evidenceTime({ start: 3, end: 8, quote: 'x' }, transcriptLines('Edited text entirely.', segments)),
    ).toBeNull();
  });

  it('formats seconds like an audio player', () => {
    expect(formatTimestamp(2.4)).toBe('0:02');
    expect(formatTimestamp(754)).toBe('12:34');
    expect(formatTimestamp(3723)).toBe('1:02:03');
  });
});

import { describe, expect, it } from 'vitest';
import {
  SpeechSegmenter,
  UTTERANCE_OPTIONS,
  VAD_FRAME,
  VAD_SAMPLE_RATE,
  type SegmenterOptions,
  type SpeechProbabilityStream,
  type SpeechSegment,
} from './voice-activity';

/** The segmenter's input is a speech probability per 32-ms frame: here written out as a function of time. */
function probabilities(at: (seconds: number) => number): SpeechProbabilityStream {
  let frame = 0;
  return {
    next: () => Promise.resolve(at((frame++ * VAD_FRAME) / VAD_SAMPLE_RATE)),
  };
}

async function cut(
  seconds: number,
  at: (seconds: number) => number,
  options: SegmenterOptions = UTTERANCE_OPTIONS,
  pieceSize = seconds * VAD_SAMPLE_RATE,
): Promise<Array<[number, number]>> {
  const segmenter = new SpeechSegmenter(probabilities(at), options);
  const samples = new Int16Array(seconds * VAD_SAMPLE_RATE);
  const found: SpeechSegment[] = [];
  for (let from = 0; from < samples.length; from += pieceSize)
    found.push(...(await segmenter.push(samples.subarray(from, from + pieceSize))));
  const last = segmenter.flush();
  if (last) found.push(last);
  const toSeconds = (sample: number) => Math.round((sample / VAD_SAMPLE_RATE) * 100) / 100;
  return found.map((s) => [toSeconds(s.startSample), toSeconds(s.endSample)]);
}

const options = { ...UTTERANCE_OPTIONS, maxSpeechMs: 8000, minUtteranceMs: 2500, minSilenceMs: 300 };

describe('SpeechSegmenter', () => {
  it('closes an utterance at a pause once it is long enough, and joins short ones', async () => {
    // Speech 1–4 s, a 0.4-s pause, speech 4.4–5 s, a 0.4-s pause, speech 5.4–9 s, then silence.
    const talk = (t: number) => (t >= 1 && t < 9 && !(t >= 4 && t < 4.4) && !(t >= 5 && t < 5.4) ? 0.9 : 0.05);
    const segments = await cut(12, talk, options);
    // The first pause closes the 3-s utterance; the second part (0.6 s) is too short alone, so it runs on.
    expect(segments).toHaveLength(2);
    expect(segments[0]![1]).toBeLessThan(4.4);
    expect(segments[1]![0]).toBeGreaterThanOrEqual(segments[0]![1]);
    expect(segments[1]![1]).toBeGreaterThan(9);
  });

  it('cuts a long monologue at its quietest moment, not in the middle of a word', async () => {
    // 20 s of speech with one dip (a breath, not a full pause) at 6.5 s.
    const monologue = (t: number) => (t < 0.5 ? 0.05 : t >= 6.5 && t < 6.6 ? 0.4 : 0.95);
    const segments = await cut(20, monologue, options);
    // The cut falls inside the dip, and the next utterance starts exactly there.
    expect(segments[0]![1]).toBeGreaterThanOrEqual(6.45);
    expect(segments[0]![1]).toBeLessThanOrEqual(6.6);
    expect(segments[1]![0]).toBe(segments[0]![1]);
    for (const [start, end] of segments) expect(end - start).toBeLessThanOrEqual(8.3);
  });

  it('cuts at the longest allowed length when speech never dips', async () => {
    const segments = await cut(20, (t) => (t < 0.5 ? 0.05 : 0.95), { ...options, maxSpeechMs: 8000 });
    const lengths = segments.map(([start, end]) => end - start);
    expect(lengths.slice(0, -1).every((length) => length <= 8.3)).toBe(true);
    expect(segments.at(-1)![1]).toBeCloseTo(20, 1);
  });

  it('cuts the same audio at the same samples however it arrives', async () => {
    const talk = (t: number) => (Math.floor(t / 3) % 3 === 2 ? 0.05 : 0.8 + 0.1 * Math.sin(t * 7));
    const whole = await cut(30, talk, options);
    expect(whole.length).toBeGreaterThan(2);
    expect(await cut(30, talk, options, 4999)).toEqual(whole);
    expect(await cut(30, talk, options, 5 * VAD_SAMPLE_RATE + 3)).toEqual(whole);
  });
});

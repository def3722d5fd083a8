import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePcmWav } from '../../../../../bench/lib/synthetic-speech';
import { frameEnergies, splitUtterances } from './speech-regions';

/** dB energies: speech (60) for the given [start, end) frame ranges, near-silence (5) elsewhere. */
function energies(frames: number, speech: [number, number][]): Float32Array {
  const e = new Float32Array(frames).fill(5);
  for (const [s, t] of speech) e.fill(60, s, t);
  return e;
}

describe('splitUtterances', () => {
  it('returns nothing for silence', () => {
    expect(splitUtterances(new Float32Array(500).fill(3))).toEqual([]);
    expect(splitUtterances(new Float32Array(0))).toEqual([]);
  });

  it('keeps short pauses inside an utterance and pads the edges', () => {
    expect(
      splitUtterances(
        energies(1000, [
          [100, 300],
          [320, 500],
        ]),
      ),
    ).toEqual([{ startFrame: 85, endFrame: 515 }]);
  });

  it('ends an utterance at the first pause after it is long enough', () => {
    const e = energies(5000, [
      [100, 1500],
      [1600, 1900],
      [2000, 4000],
    ]);
    expect(splitUtterances(e, { targetFrames: 2000 })).toEqual([
      { startFrame: 85, endFrame: 1915 },
      { startFrame: 1985, endFrame: 4015 },
    ]);
  });

  it('hard-splits speech with no pause at maxFrames', () => {
    const parts = splitUtterances(energies(4000, [[0, 4000]]), { maxFrames: 1500 });
    expect(parts.map((p) => [p.startFrame, p.endFrame])).toEqual([
      [0, 1515],
      [1485, 3015],
      [2985, 4000],
    ]);
  });
});

describe('frameEnergies', () => {
  it('measures 10 ms frames of a 16 kHz WAV and finds where the PCM data starts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'energy-'));
    try {
      const samples = Buffer.alloc(16_000 * 2); // 1 s: first half silent, second half a loud square wave
      for (let i = 8000; i < 16_000; i++) samples.writeInt16LE(i % 32 < 16 ? 8000 : -8000, i * 2);
      const path = join(dir, 'tone.wav');
      await writePcmWav(path, samples, 16_000);
      const { energies: e, dataOffset } = await frameEnergies(path);
      expect(dataOffset).toBe(44);
      expect(e).toHaveLength(100);
      expect(e[10]).toBe(0);
      expect(e[80]).toBeCloseTo(10 * Math.log10(8000 * 8000 + 1), 3);
      expect(splitUtterances(e)).toEqual([{ startFrame: 35, endFrame: 100 }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

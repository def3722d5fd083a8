import { open } from 'node:fs/promises';
import { readWavInfo } from '../../../audio/wav';

/** pocketsphinx works in 10 ms frames (-frate 100). */
export const FRAMES_PER_SECOND = 100;

export interface Utterance {
  /** First and one-past-last frame (10 ms) of the stretch to decode. */
  startFrame: number;
  endFrame: number;
}

export interface SplitOptions {
  /** A pause at least this long may end an utterance. */
  minPauseFrames?: number;
  /** Utterances grow until this length, then the next pause ends them. */
  targetFrames?: number;
  /** Hard cap when nobody pauses. */
  maxFrames?: number;
}

const PAD_FRAMES = 15;
/** Below this (RMS ≈ 18 of 32768) a recording is silence or dither: nothing to decode. */
const MIN_SPEECH_DB = 25;

/** Energy per 10 ms frame in dB of a 16 kHz mono 16-bit PCM WAV. */
export async function frameEnergies(pcmPath: string): Promise<{ energies: Float32Array; dataOffset: number }> {
  const info = await readWavInfo(pcmPath);
  const file = await open(pcmPath, 'r');
  try {
    const { size } = await file.stat();
    const dataOffset = size - info.dataBytes;
    const bytesPerFrame = info.bytesPerSecond / FRAMES_PER_SECOND;
    const frames = Math.floor(info.dataBytes / bytesPerFrame);
    const energies = new Float32Array(frames);
    const chunkFrames = 6000;
    const buf = Buffer.alloc(chunkFrames * bytesPerFrame);
    for (let f = 0; f < frames; f += chunkFrames) {
      const n = Math.min(chunkFrames, frames - f);
      await file.read(buf, 0, n * bytesPerFrame, dataOffset + f * bytesPerFrame);
      for (let i = 0; i < n; i++) {
        let sum = 0;
        for (let s = 0; s < bytesPerFrame; s += 2) {
          const v = buf.readInt16LE(i * bytesPerFrame + s);
          sum += v * v;
        }
        energies[f + i] = 10 * Math.log10(sum / (bytesPerFrame / 2) + 1);
      }
    }
    return { energies, dataOffset };
  } finally {
    await file.close();
  }
}

/**
 * Splits audio into utterances at pauses, so each decode is short (bounded memory, fresh search) and times
 * are exact (pocketsphinx reports frames relative to the utterance start). The threshold adapts to the
 * recording: 12 dB over the noise floor (10th percentile), never below 40 dB under the loudest frame, and
 * always at least 6 dB under it (so a recording without any pause is still heard).
 */
export function splitUtterances(energies: Float32Array, opts: SplitOptions = {}): Utterance[] {
  const { minPauseFrames = 30, targetFrames = 3000, maxFrames = 4500 } = opts;
  if (energies.length === 0) return [];
  const sorted = Float32Array.from(energies).sort();
  const floor = sorted[Math.floor(sorted.length * 0.1)]!;
  const peak = sorted[sorted.length - 1]!;
  if (peak < MIN_SPEECH_DB) return [];
  const threshold = Math.min(Math.max(floor + 12, peak - 40), peak - 6);
  const regions: Utterance[] = [];
  let start = -1;
  let lastSpeech = -1;
  for (let f = 0; f < energies.length; f++) {
    if (energies[f]! < threshold) continue;
    if (start < 0) start = f;
    else if (f - lastSpeech > minPauseFrames) {
      regions.push({ startFrame: start, endFrame: lastSpeech + 1 });
      start = f;
    }
    lastSpeech = f;
  }
  if (start >= 0) regions.push({ startFrame: start, endFrame: lastSpeech + 1 });

  const utterances: Utterance[] = [];
  for (const region of regions) {
    const current = utterances[utterances.length - 1];
    if (current && region.endFrame - current.startFrame <= targetFrames) current.endFrame = region.endFrame;
    else utterances.push({ ...region });
  }
  const capped = utterances.flatMap((u) => {
    const parts: Utterance[] = [];
    for (let s = u.startFrame; s < u.endFrame; s += maxFrames)
      parts.push({ startFrame: s, endFrame: Math.min(u.endFrame, s + maxFrames) });
    return parts;
  });
  return capped.map((u) => ({
    startFrame: Math.max(0, u.startFrame - PAD_FRAMES),
    endFrame: Math.min(energies.length, u.endFrame + PAD_FRAMES),
  }));
}

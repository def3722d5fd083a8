import type { TranscriptSegment } from '@common/schemas/note.schema';
import { FRAMES_PER_SECOND } from './speech-regions';

export interface TimedWord {
  word: string;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

/** Decoder tokens that are not words: sentence marks, silence, noise and filler models. */
function isFiller(word: string): boolean {
  return word.startsWith('<') || word.startsWith('[') || word.startsWith('+') || word === '';
}

/**
 * Parses one line of pocketsphinx_batch's -hypseg output:
 *   `uttid S 0 T total A acoustic L lm  sf ascr lscr word  sf ascr lscr word … ef`
 * Frames count from the utterance start; `offsetFrames` places them in the recording.
 */
export function parseHypsegLine(line: string, offsetFrames: number): TimedWord[] {
  const tokens = line.trim().split(/\s+/);
  if (tokens.length < 10 || tokens[1] !== 'S') return [];
  const body = tokens.slice(9);
  const words: TimedWord[] = [];
  const endFrame = Number(body[body.length - 1]);
  for (let i = 0; i + 3 < body.length; i += 4) {
    const start = Number(body[i]);
    const next = i + 4 + 3 < body.length ? Number(body[i + 4]) : endFrame;
    const word = (body[i + 3] as string).replace(/\(\d+\)$/, '');
    if (isFiller(word) || !Number.isFinite(start)) continue;
    words.push({
      word,
      start: (offsetFrames + start) / FRAMES_PER_SECOND,
      end: (offsetFrames + (Number.isFinite(next) ? next : start + 1)) / FRAMES_PER_SECOND,
    });
  }
  return words;
}

/** A pause this long between words starts a new segment (and a new sentence in the text). */
const SEGMENT_PAUSE_SEC = 0.35;
const MAX_SEGMENT_WORDS = 30;

/** Groups words into pause-delimited segments with readable, sentence-cased text. */
export function buildSegments(words: readonly TimedWord[], acronyms: ReadonlySet<string>): TranscriptSegment[] {
  const groups: TimedWord[][] = [];
  for (const w of words) {
    const group = groups[groups.length - 1];
    const prev = group?.[group.length - 1];
    if (group && prev && w.start - prev.end < SEGMENT_PAUSE_SEC && group.length < MAX_SEGMENT_WORDS) group.push(w);
    else groups.push([w]);
  }
  return groups.map((g) => ({
    start: round(g[0]!.start),
    end: round(g[g.length - 1]!.end),
    text: formatSentence(
      g.map((w) => w.word),
      acronyms,
    ),
  }));
}

/** "i think it is copd" → "I think it is COPD." */
export function formatSentence(words: readonly string[], acronyms: ReadonlySet<string>): string {
  const out = words.map((w) => {
    if (acronyms.has(w)) return w.toUpperCase();
    if (w === 'i' || w.startsWith("i'")) return `I${w.slice(1)}`;
    return w;
  });
  const text = out.join(' ');
  return text === '' ? '' : `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function round(sec: number): number {
  return Math.round(sec * 100) / 100;
}

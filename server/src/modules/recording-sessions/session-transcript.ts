import type { TranscriptionResult } from '../../engines/transcription/transcription.engine';

/** Pieces 0 … chunks-1 the server lacks, and any it holds beyond them. */
export function missingPieces(
  pieces: ReadonlyArray<{ seq: number }>,
  chunks: number,
): { missing: number[]; extra: number[] } {
  const held = new Set(pieces.map((piece) => piece.seq));
  const missing: number[] = [];
  for (let seq = 0; seq < chunks; seq += 1) if (!held.has(seq)) missing.push(seq);
  return { missing, extra: pieces.map((piece) => piece.seq).filter((seq) => seq >= chunks) };
}

interface Utterance {
  startSample: number;
  text: string;
  segments: TranscriptionResult['segments'];
  engine: string;
}

/** The whole recording's transcript from its utterances, in audio order (segments already carry absolute times). */
export function composeTranscript(utterances: readonly Utterance[]): TranscriptionResult {
  const ordered = [...utterances].sort((a, b) => a.startSample - b.startSample);
  return {
    text: ordered
      .map((u) => u.text.trim())
      .filter(Boolean)
      .join(' '),
    segments: ordered.flatMap((u) => u.segments),
    engine: ordered[0]?.engine ?? '',
  };
}

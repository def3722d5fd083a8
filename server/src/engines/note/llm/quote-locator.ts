/**
 * Finds a model's quote in the transcript. Models copy text imperfectly (case, spacing, curly apostrophes, a
 * dropped comma, "..." for an omission), so both sides are folded to lower-case words before matching; the
 * span returned is always the transcript's own text at those offsets.
 */
import { foldText, type FoldedText } from '../shared/support/folded-text';

export interface LocatedQuote {
  start: number;
  end: number;
  /** The transcript's text at [start, end), not the model's copy. */
  quote: string;
}

export interface TurnRange {
  start: number;
  end: number;
}

const ELLIPSIS = /\.{3,}|\u2026/;

export class QuoteLocator {
  private readonly folded: FoldedText;

  constructor(
    private readonly transcript: string,
    private readonly turns: readonly TurnRange[] = [],
  ) {
    this.folded = foldText(transcript);
  }

  /**
   * The transcript span(s) of a quote: one per piece when the model elided text with "...". Null when any piece
   * is missing, so a half-invented quote never counts. `turn` (1-based) prefers a match inside that turn.
   */
  locate(quote: string, turn?: number | null): LocatedQuote[] | null {
    const pieces = quote
      .split(ELLIPSIS)
      .map((piece) => foldText(piece).text)
      .filter((piece) => piece !== '');
    if (pieces.length === 0) return null;
    const spans: LocatedQuote[] = [];
    for (const piece of pieces) {
      const span = this.locatePiece(piece, turn);
      if (!span) return null;
      spans.push(span);
    }
    return spans;
  }

  private locatePiece(piece: string, turn?: number | null): LocatedQuote | null {
    const hinted = turn !== undefined && turn !== null && turn > 0 ? this.turns[turn - 1] : undefined;
    let first: LocatedQuote | null = null;
    for (let at = this.folded.text.indexOf(piece); at >= 0; at = this.folded.text.indexOf(piece, at + 1)) {
      if (!this.isWordBoundary(at, piece.length)) continue;
      const start = this.folded.starts[at]!;
      const end = this.folded.ends[at + piece.length - 1]!;
      const span = { start, end, quote: this.transcript.slice(start, end) };
      if (!hinted || (start >= hinted.start && end <= hinted.end)) return span;
      first ??= span;
    }
    return first;
  }

  private isWordBoundary(at: number, length: number): boolean {
    const text = this.folded.text;
    const before = at === 0 || text[at - 1] === ' ';
    const after = at + length === text.length || text[at + length] === ' ';
    return before && after;
  }
}

/** A single satisfiable byte range of a file, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses an HTTP `Range` header for one range (`bytes=0-99`, `bytes=100-`, `bytes=-500`).
 * Returns undefined when there is no usable header (serve the whole file), null when it cannot be satisfied (416).
 * Multiple ranges are answered with the first, which players accept.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)(?:,.*)?$/.exec(header.trim());
  if (!match) return undefined;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return undefined;
  if (size === 0) return null;
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return null;
  return { start, end };
}

import type { TranscriptAnalysis } from './analysis.types';

/**
 * The analysis as plain lines for `npm run note -- FILE --trace`: per sentence, who said it, whether it asks,
 * the phase, and each mention with the status decided and why. For the user's own terminal, never for logs.
 */
export function traceLines(analysis: TranscriptAnalysis): string[] {
  const lines: string[] = [];
  for (const sentence of analysis.sentences) {
    const asks = sentence.isQuestion ? '?' : '';
    lines.push(`#${sentence.index} ${sentence.speaker}${asks} [${sentence.phase}] ${sentence.text}`);
    for (const m of analysis.mentions.filter((mention) => mention.sentenceIndex === sentence.index)) {
      const attributes = Object.entries(m.attributes)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ');
      const why = m.reason ? ` — ${m.reason}` : '';
      lines.push(
        `    ${m.kind} ${m.conceptId} "${m.display}": ${m.assertion}${why}${attributes ? ` {${attributes}}` : ''}`,
      );
    }
  }
  return lines;
}

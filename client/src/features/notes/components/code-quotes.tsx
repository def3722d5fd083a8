import type { EvidenceSpan } from '@common/schemas/note.schema';
import { Quote } from 'lucide-react';

interface CodeQuotesProps {
  code: string;
  spans: EvidenceSpan[];
  /** What showing a quote in its transcript and audio does; none when the quote's recording is not at hand. */
  quoteAction?: (span: EvidenceSpan) => (() => void) | undefined;
}

/** The transcript's words a suggested code rests on, each a button to its moment when that can be shown. */
export function CodeQuotes({ code, spans, quoteAction }: CodeQuotesProps) {
  return (
    <ul className="mt-1 space-y-1" aria-label={`Quotes supporting ${code}`}>
      {spans.map((span) => {
        const show = quoteAction?.(span);
        return (
          <li key={`${span.start}-${span.end}`} className="flex gap-1.5 text-xs italic text-muted-foreground">
            <Quote className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />
            {show ? (
              <button
                type="button"
                className="break-words text-left underline decoration-dotted underline-offset-2 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={show}
                aria-label={`Show in transcript: ${span.quote}`}
                data-testid="code-evidence-quote"
              >
                {span.quote}
              </button>
            ) : (
              <span className="break-words">{span.quote}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { CodeSuggestion, EvidenceSpan } from '@common/schemas/note.schema';
import { X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatConfidence, groupCodes } from '../utils/group-codes';
import { CodeQuotes } from './code-quotes';

interface CodeSuggestionsProps {
  codes: CodeSuggestion[];
  /** When given (doctor editing), each code can be removed from the note. */
  onRemove?: (code: CodeSuggestion) => void;
  /** When given, a code's supporting quote can be shown in its transcript and audio. */
  quoteAction?: (span: EvidenceSpan) => (() => void) | undefined;
}

/** Billing and diagnostic codes, grouped as '{type} Codes' with confidence as a percent and their quotes. */
export function CodeSuggestions({ codes, onRemove, quoteAction }: CodeSuggestionsProps) {
  const groups = groupCodes(codes);
  if (groups.length === 0) return <p className="text-sm text-muted-foreground">No code suggestions.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {groups.map((group) => (
        <section key={group.type} aria-label={`${group.type} Codes`} className="space-y-2">
          <h4 className="text-sm font-semibold">{group.type} Codes</h4>
          <ul className="space-y-2">
            {group.codes.map((code) => (
              <li key={`${code.type}-${code.code}`} className="rounded-md border p-2 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-mono font-semibold">{code.code}</span>
                  <span className="flex items-center gap-1">
                    {code.source === 'clinician' ? (
                      <Badge variant="secondary">added by clinician</Badge>
                    ) : (
                      <Badge variant="outline" title="Confidence">
                        {formatConfidence(code.confidence)}
                      </Badge>
                    )}
                    {onRemove && (
                      <Button
                        size="icon"
                        variant="ghost"
                        className="h-7 w-7"
                        onClick={() => onRemove(code)}
                        aria-label={`Remove ${code.code}`}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    )}
                  </span>
                </div>
                <p className="text-muted-foreground">{code.description}</p>
                {code.evidence && code.evidence.length > 0 && (
                  <CodeQuotes code={code.code} spans={code.evidence} quoteAction={quoteAction} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import type { EvidenceSpan, NoteStatement, SoapNote } from '@common/schemas/note.schema';
import { SOAP_SECTIONS } from '@common/schemas/note.schema';
import { CopyButton } from '../../../components/ui/copy-button';
import { EvidenceList } from './evidence-list';
import { SECTION_LABELS } from './soap-section-field';

export const EMPTY_TEXT: Record<keyof SoapNote, string> = {
  subjective: 'No subjective information recorded.',
  objective: 'No objective findings recorded.',
  assessment: 'No assessment recorded yet.',
  plan: 'No plan recorded yet.',
};

interface SoapNoteViewProps {
  note: Partial<Record<keyof SoapNote, string | null>>;
  evidence: Array<NoteStatement & { recordingId?: number }>;
  /** Clicking a quote: show it in its recording's transcript and audio. */
  onEvidence?: (recordingId: number, span: EvidenceSpan) => void;
}

/** Read-only sections, each with its empty-text fallback, a copy button and its clickable evidence. */
export function SoapNoteView({ note, evidence, onEvidence }: SoapNoteViewProps) {
  return (
    <dl className="space-y-5">
      {SOAP_SECTIONS.map((section) => {
        const text = note[section]?.trim();
        return (
          <div key={section} className="space-y-1.5" data-testid={`section-${section}`}>
            <dt className="flex items-center justify-between gap-2 text-base font-semibold">
              {SECTION_LABELS[section]}
              {text && <CopyButton compact text={text} label={`Copy ${SECTION_LABELS[section]}`} />}
            </dt>
            <dd className={text ? 'whitespace-pre-wrap break-words' : 'italic text-muted-foreground'}>
              {text || EMPTY_TEXT[section]}
            </dd>
            <dd>
              <EvidenceList
                statements={evidence.filter((statement) => statement.section === section)}
                onSelect={onEvidence}
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

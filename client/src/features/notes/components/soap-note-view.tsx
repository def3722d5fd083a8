import type { NoteStatement, SoapNote } from '@common/schemas/note.schema';
import { SOAP_SECTIONS } from '@common/schemas/note.schema';
import { EvidenceList } from './evidence-list';
import { SECTION_LABELS } from './soap-section-field';

const EMPTY_TEXT: Record<keyof SoapNote, string> = {
  subjective: 'No subjective information recorded.',
  objective: 'No objective findings recorded.',
  assessment: 'No assessment recorded yet.',
  plan: 'No plan recorded yet.',
};

interface SoapNoteViewProps {
  note: Partial<Record<keyof SoapNote, string | null>>;
  evidence: NoteStatement[];
}

/** Read-only sections, each with its empty-text fallback. */
export function SoapNoteView({ note, evidence }: SoapNoteViewProps) {
  return (
    <dl className="space-y-5">
      {SOAP_SECTIONS.map((section) => {
        const text = note[section]?.trim();
        return (
          <div key={section} className="space-y-1.5">
            <dt className="text-base font-semibold">{SECTION_LABELS[section]}</dt>
            <dd className={text ? 'whitespace-pre-wrap' : 'italic text-muted-foreground'}>
              {text || EMPTY_TEXT[section]}
            </dd>
            <dd>
              <EvidenceList statements={evidence.filter((statement) => statement.section === section)} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

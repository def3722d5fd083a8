import { Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { PageMessage } from '../../components/feedback/page-message';
import { Button } from '../../components/ui/button';
import { useVisitRecordings, currentNote } from '../../features/notes/api/get-visit-recordings';
import { CodeSuggestions } from '../../features/notes/components/code-suggestions';
import { SoapNoteView } from '../../features/notes/components/soap-note-view';
import { normalizeCodes } from '../../features/notes/utils/note-draft';
import { useVisit } from '../../features/visits/api/get-visit';
import { getErrorMessage } from '../../lib/api-error';
import { DATE_TIME_LONG_FORMAT, formatDate } from '../../lib/format-date';
import { ProviderGuard } from '../provider-guard';

/** A printable page of the signed note: the note, codes, final diagnosis and addenda, without the app around it. */
function VisitPrint({ id }: { id: number }) {
  const visitQuery = useVisit(id);
  const recordingsQuery = useVisitRecordings(id);
  if (visitQuery.isPending || recordingsQuery.isPending) return <PageMessage>Loading visit...</PageMessage>;
  if (visitQuery.isError)
    return (
      <PageMessage tone="error">
        {getErrorMessage(visitQuery.error, 'Error loading visit. Please try again.')}
      </PageMessage>
    );
  const visit = visitQuery.data;
  const recordings = recordingsQuery.data ?? [];
  const note = currentNote(recordings);
  const addenda = recordings.filter((recording) => recording.recordingType === 'addendum').reverse();
  return (
    <article className="mx-auto max-w-3xl space-y-6 bg-white p-2 text-black">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        <Button asChild variant="outline">
          <Link href={`/visits/${visit.id}`}>Back to Visit</Link>
        </Button>
      </div>
      <header className="space-y-1 border-b pb-3">
        <h1 className="text-2xl font-bold">Visit Note</h1>
        <p>Patient: {visit.patientName ?? 'No patient assigned'}</p>
        <p>Visit date: {formatDate(visit.visitDate, DATE_TIME_LONG_FORMAT, 'Date unavailable')}</p>
        <p>Provider: {visit.providerName ?? 'Unknown'}</p>
        <p>
          Status: {visit.status.replace(/_/g, ' ')}
          {visit.completedAt ? ` · Signed ${formatDate(visit.completedAt, DATE_TIME_LONG_FORMAT, '')}` : ''}
        </p>
      </header>
      <SoapNoteView note={note ?? visit.soapNote ?? {}} evidence={[]} />
      <section className="space-y-2">
        <h2 className="text-base font-semibold">Final Diagnosis</h2>
        <p className="whitespace-pre-wrap break-words">{visit.finalDiagnosis || 'No final diagnosis recorded.'}</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-base font-semibold">Codes</h2>
        <CodeSuggestions codes={normalizeCodes(note?.codeSuggestions)} />
      </section>
      {addenda.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-base font-semibold">Addenda</h2>
          {addenda.map((addendum) => (
            <div key={addendum.id} className="border-l-2 pl-3">
              <p className="text-sm text-muted-foreground">
                {addendum.createdByName ?? 'Unknown'} · {formatDate(addendum.createdAt, DATE_TIME_LONG_FORMAT, '')}
              </p>
              <p className="whitespace-pre-wrap break-words">{addendum.transcription}</p>
            </div>
          ))}
        </section>
      )}
    </article>
  );
}

export function VisitPrintPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  return (
    <ProviderGuard denied="permission">
      {() => (id > 0 ? <VisitPrint id={id} /> : <PageMessage tone="error">Visit not found</PageMessage>)}
    </ProviderGuard>
  );
}

import type { NoteStatement, SoapSection } from '@common/schemas/note.schema';
import { Lock } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { EvidenceList } from './evidence-list';

export const SECTION_LABELS: Record<SoapSection, string> = {
  subjective: 'Subjective',
  objective: 'Objective',
  assessment: 'Assessment',
  plan: 'Plan',
};

interface SoapSectionFieldProps {
  section: SoapSection;
  registration: UseFormRegisterReturn;
  /** Assessment and Plan for non-doctors: disabled and labelled 'Doctor Only'. */
  doctorOnly: boolean;
  error?: string;
  evidence: NoteStatement[];
}

export function SoapSectionField({ section, registration, doctorOnly, error, evidence }: SoapSectionFieldProps) {
  const id = `soap-${section}`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id} className="flex items-center gap-2 text-base">
        {SECTION_LABELS[section]}
        {doctorOnly && (
          <Badge variant="secondary" className="gap-1">
            <Lock className="h-3 w-3" aria-hidden="true" />
            Doctor Only
          </Badge>
        )}
      </Label>
      <Textarea
        id={id}
        rows={5}
        className="field-sizing-content max-h-[32rem] min-h-28"
        disabled={doctorOnly}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={doctorOnly ? 'To be completed by the doctor' : `Enter ${SECTION_LABELS[section].toLowerCase()}...`}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <EvidenceList statements={evidence.filter((statement) => statement.section === section)} />
    </div>
  );
}

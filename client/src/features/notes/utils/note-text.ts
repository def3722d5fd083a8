import type { CodeSuggestion, SoapNote } from '@common/schemas/note.schema';
import { SOAP_SECTIONS } from '@common/schemas/note.schema';

const LABELS: Record<keyof SoapNote, string> = {
  subjective: 'Subjective',
  objective: 'Objective',
  assessment: 'Assessment',
  plan: 'Plan',
};

/** The whole note as plain text (for the clipboard): each section under its heading, then the codes. */
export function noteAsPlainText(
  note: Partial<Record<keyof SoapNote, string | null>>,
  codes: readonly CodeSuggestion[] = [],
): string {
  const sections = SOAP_SECTIONS.map((section) => `${LABELS[section]}:\n${note[section]?.trim() || '(none)'}`);
  const codeLines = codes.map((code) => `${code.type} ${code.code} ${code.description}`.trim());
  return [...sections, ...(codeLines.length > 0 ? [`Codes:\n${codeLines.join('\n')}`] : [])].join('\n\n');
}

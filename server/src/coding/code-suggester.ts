import { MAX_CODE_QUOTES, type CodeSuggestion, type CodeType, type EvidenceSpan } from '@common/schemas/note.schema';
import type { ClinicalFinding, EncounterContext } from './clinical-finding';
import { suggestCptCodes, type CptDescriptorLookup } from './cpt-suggester';
import { selectIcd10cmCodes } from './icd10cm-selection';
import { mapToIcd11 } from './icd11-map';
import { withNormaliseMemo } from './text-normalise';

/** At most this many suggestions of each type: enough for a busy visit, few enough to review. */
export const SUGGESTION_CAP: Record<CodeType, number> = { 'ICD-10': 8, 'ICD-11': 8, CPT: 6 };
/** Below this a suggestion is noise rather than help. */
export const MIN_SUGGESTION_CONFIDENCE = 0.2;

function capByType(suggestions: CodeSuggestion[]): CodeSuggestion[] {
  const counts: Record<CodeType, number> = { 'ICD-10': 0, 'ICD-11': 0, CPT: 0 };
  const kept: CodeSuggestion[] = [];
  for (const suggestion of suggestions) {
    if (suggestion.confidence < MIN_SUGGESTION_CONFIDENCE) continue;
    if (counts[suggestion.type] >= SUGGESTION_CAP[suggestion.type]) continue;
    counts[suggestion.type] += 1;
    kept.push(suggestion);
  }
  return kept;
}

/** The transcript spans a code's findings were said in, in transcript order, each once. */
function quotesOf(findings: readonly ClinicalFinding[]): EvidenceSpan[] {
  const spans = new Map<string, EvidenceSpan>();
  for (const finding of findings) {
    for (const span of finding.evidence) spans.set(`${span.start}-${span.end}`, span);
  }
  return [...spans.values()].sort((a, b) => a.start - b.start).slice(0, MAX_CODE_QUOTES);
}

/** The suggestion with its quotes, left without the field when nothing was quoted. */
function withQuotes(suggestion: CodeSuggestion, findings: readonly ClinicalFinding[]): CodeSuggestion {
  const evidence = quotesOf(findings);
  return evidence.length > 0 ? { ...suggestion, evidence } : suggestion;
}

/**
 * Suggested ICD-10-CM (type 'ICD-10'), ICD-11 and CPT codes for one encounter, from the note engine's findings.
 * Sorted by confidence, highest first, with a cap per type. A diagnosis code carries the quotes it rests on.
 */
export function suggestCodes(
  findings: ClinicalFinding[],
  encounter: EncounterContext,
  options: { cptDescriptors?: CptDescriptorLookup } = {},
): CodeSuggestion[] {
  return withNormaliseMemo(() => suggestForVisit(findings, encounter, options));
}

function suggestForVisit(
  findings: ClinicalFinding[],
  encounter: EncounterContext,
  options: { cptDescriptors?: CptDescriptorLookup },
): CodeSuggestion[] {
  const icd10 = selectIcd10cmCodes(findings, encounter);
  const suggestions: CodeSuggestion[] = icd10.map((selection) =>
    withQuotes(
      {
        type: 'ICD-10',
        code: selection.entry.code,
        description: selection.entry.description,
        confidence: selection.confidence,
      },
      selection.findings,
    ),
  );
  const icd11 = new Map<string, CodeSuggestion>();
  for (const selection of icd10) {
    const mapping = mapToIcd11(selection.entry.code);
    if (!mapping) continue;
    // A checked mapping loses a little: ICD-11 categories are rarely an exact twin of the ICD-10-CM code.
    const confidence = Math.round(selection.confidence * 0.95 * 100) / 100;
    const previous = icd11.get(mapping.icd11);
    if (!previous || previous.confidence < confidence) {
      icd11.set(
        mapping.icd11,
        withQuotes({ type: 'ICD-11', code: mapping.icd11, description: mapping.title, confidence }, selection.findings),
      );
    }
  }
  suggestions.push(...icd11.values(), ...suggestCptCodes(findings, encounter, options.cptDescriptors));
  return capByType(suggestions.sort((a, b) => b.confidence - a.confidence));
}

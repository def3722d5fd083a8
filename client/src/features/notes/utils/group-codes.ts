import type { CodeSuggestion, CodeType } from '@common/schemas/note.schema';
import { CODE_TYPES } from '@common/schemas/note.schema';

export interface CodeGroup {
  type: CodeType;
  codes: CodeSuggestion[];
}

/** Groups codes by type in a fixed order, each group by descending confidence. */
export function groupCodes(codes: CodeSuggestion[]): CodeGroup[] {
  return CODE_TYPES.map((type) => ({
    type,
    codes: codes.filter((code) => code.type === type).sort((a, b) => b.confidence - a.confidence),
  })).filter((group) => group.codes.length > 0);
}

/** Confidence 0..1 shown as a whole percent. */
export function formatConfidence(confidence: number): string {
  return `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;
}

/** Counts of what validation removed, by cause; stored in engine.validation (numbers only, never text). */
export class DropCounter {
  private readonly counts = new Map<string, number>();

  add(reason: string, count = 1): void {
    if (count > 0) this.counts.set(reason, (this.counts.get(reason) ?? 0) + count);
  }

  get(reason: string): number {
    return this.counts.get(reason) ?? 0;
  }

  /** Sum over the given causes. */
  total(reasons: readonly string[]): number {
    return reasons.reduce((sum, reason) => sum + this.get(reason), 0);
  }

  toRecord(): Record<string, number> {
    return Object.fromEntries([...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }
}

/** Causes that remove a whole statement (quoteRemoved only thins a kept one's evidence). */
export const STATEMENT_DROP_REASONS = [
  'invalidStatement',
  'emptySentence',
  'sentenceTooLong',
  'duplicateSentence',
  'numberNotInTranscript',
  'contradictsDenial',
  'namingFragment',
  'noEvidence',
  'quoteNotFound',
] as const;

export const CODE_DROP_REASONS = [
  'invalidCode',
  'badConfidence',
  'duplicateCode',
  'unknownCode',
  'notSeparatelyBillable',
  'negatedFinding',
  'codeWithoutEvidence',
  'codeNotGated',
  'belowMinimumConfidence',
  'overTypeCap',
] as const;

import type { ClinicalFinding } from './clinical-finding';
import { containsPhrase, normaliseText } from './text-normalise';

/**
 * Where the transcript names a finding: for each piece of evidence that holds its words, the sentence and the
 * clause ("…, and …", "…, but …") they stand in. What is said about a finding (when, where, whether it is a shot
 * or the disease) is said next to it; a long sentence often says other things about other findings.
 */
export interface NamingClause {
  quote: string;
  clause: string;
}

const CLAUSE_BREAK = /[,;:.!?]+|\s-\s|\b(?:and|but|so|then|because|although|though|since)\b/i;

const wordsOf = (text: string) => normaliseText(text).split(' ').filter(Boolean);

/** The clauses naming the finding (by its surface words, else its term); empty when no evidence names it. */
export function findNamingClauses(finding: ClinicalFinding): NamingClause[] {
  const names = [wordsOf(finding.surface), wordsOf(finding.term)].filter((words) => words.length > 0);
  const found: NamingClause[] = [];
  for (const { quote } of finding.evidence) {
    const name = names.find((words) => containsPhrase(wordsOf(quote), words));
    if (!name) continue;
    const clause = quote.split(CLAUSE_BREAK).find((part) => part && containsPhrase(wordsOf(part), name));
    found.push({ quote, clause: clause ?? quote });
  }
  return found;
}

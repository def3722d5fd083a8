import type { ClinicalFinding } from '../../../coding/clinical-finding';
import { foldText } from './quote-locator';

/** Words that make a sentence a denial or an absence ("denies", "no", "doesn't", "negative for"…), folded. */
const NEGATION_WORDS = new Set([
  'no',
  'not',
  'nor',
  'none',
  'never',
  'without',
  'denies',
  'denied',
  'deny',
  'denying',
  'negative',
  'absent',
  'resolved',
  'free',
  'doesnt',
  'didnt',
  'dont',
  'isnt',
  'wasnt',
  'hasnt',
  'havent',
  'hadnt',
  'cannot',
  'cant',
  'neither',
]);

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i += 1) {
    if (phrase.every((word, k) => words[i + k] === word)) return true;
  }
  return false;
}

function wordsOf(text: string): string[] {
  const folded = foldText(text).text;
  return folded === '' ? [] : folded.split(' ');
}

/**
 * Catches the worst grounded-looking error: a sentence that names, without any negation, something the patient
 * denied ("Reports fever." resting on "No fever."). Concepts also found present or past are left alone, since
 * the sentence may be about that mention.
 */
export class DenialCheck {
  private readonly deniedTerms: string[][];

  constructor(findings: readonly ClinicalFinding[]) {
    const affirmed = new Set(findings.filter((f) => f.assertion !== 'negated').map((f) => f.conceptId));
    const terms = new Map<string, string[]>();
    for (const finding of findings) {
      if (finding.assertion !== 'negated' || affirmed.has(finding.conceptId)) continue;
      for (const term of [finding.term, finding.surface]) {
        const words = wordsOf(term);
        if (words.length > 0) terms.set(words.join(' '), words);
      }
    }
    this.deniedTerms = [...terms.values()];
  }

  /** True when the sentence states a denied finding as if present. */
  contradictsDenial(text: string): boolean {
    const words = wordsOf(text);
    if (words.some((word) => NEGATION_WORDS.has(word))) return false;
    return this.deniedTerms.some((term) => containsPhrase(words, term));
  }
}

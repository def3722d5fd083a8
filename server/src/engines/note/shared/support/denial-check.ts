import type { ClinicalFinding } from '../../../../coding/clinical-finding';
import { RULE_OUT_VERBS } from '../vocabulary/rule-out.vocab';
import { foldText } from './folded-text';

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

/**
 * What a patient denies having: symptoms and conditions. A medicine not taken, a vaccine not had or a test not
 * done is another kind of statement, and its name alone says nothing about whether a sentence contradicts it.
 */
const DENIABLE_KINDS: ReadonlySet<ClinicalFinding['kind']> = new Set(['symptom', 'condition']);

/** A sentence about a relative's illness is no claim about the patient's own (the experiencer check's job). */
const RELATIVES = new Set([
  'mother',
  'mom',
  'father',
  'dad',
  'brother',
  'sister',
  'son',
  'daughter',
  'grandmother',
  'grandfather',
  'aunt',
  'uncle',
  'cousin',
  'wife',
  'husband',
  'family',
  // An allergy line names what the patient reacts to, not an illness they have.
  'allergies',
  'allergic',
  'allergy',
]);

const ruleVerbs: ReadonlySet<string> = new Set(RULE_OUT_VERBS);
/** Articles that may stand between "rule out" and what is ruled out ("to rule out a fracture"). */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'any', 'the']);

const SAFETY_NET_ADVICE = /^Advised to\b.*\bif\b/i;

/** Words after a name that make the phrase about something else: "covid vaccine" is no covid. */
const CHANGES_SUBJECT = new Set([
  'vaccine',
  'vaccination',
  'shot',
  'booster',
  'test',
  'testing',
  'screening',
  'exposure',
]);

/** "to rule out pneumonia", "ruled out a fracture": the words at `at` name what is being ruled out. */
function ruledOutAt(words: readonly string[], at: number): boolean {
  const out = ARTICLES.has(words[at - 1] ?? '') ? at - 2 : at - 1;
  return words[out] === 'out' && ruleVerbs.has(words[out - 1] ?? '');
}

/**
 * True when the phrase stands in the words as the thing itself: not "covid vaccine" for "covid", and not the
 * "pneumonia" of "chest X-ray to rule out pneumonia". Only the name right after "rule out" is spared, so "Reports
 * fever; chest X-ray to rule out pneumonia" still states the fever.
 */
function statesPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i += 1) {
    if (
      phrase.every((word, k) => words[i + k] === word) &&
      !CHANGES_SUBJECT.has(words[i + phrase.length] ?? '') &&
      !ruledOutAt(words, i)
    )
      return true;
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
      if (finding.assertion !== 'negated' || affirmed.has(finding.conceptId) || !DENIABLE_KINDS.has(finding.kind))
        continue;
      for (const term of [finding.term, finding.surface]) {
        const words = wordsOf(term);
        if (words.length > 0) terms.set(words.join(' '), words);
      }
    }
    this.deniedTerms = [...terms.values()];
  }

  /** True when the sentence states a denied finding as if present. */
  contradictsDenial(text: string): boolean {
    // "Advised to call 999 if she gets a stiff neck and fever": safety-netting names what has not happened.
    if (SAFETY_NET_ADVICE.test(text)) return false;
    const words = wordsOf(text);
    if (words.some((word) => NEGATION_WORDS.has(word) || RELATIVES.has(word))) return false;
    return this.deniedTerms.some((term) => statesPhrase(words, term));
  }
}

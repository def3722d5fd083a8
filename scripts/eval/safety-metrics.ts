import type { EncounterLabels, LabelledFinding } from './safety-labels';

/** One sentence of a note with the heading it sits under (e.g. "FAMILY HISTORY"). */
export interface NoteSentence {
  heading: string;
  text: string;
}

const NEGATION =
  /\b(no|nope|not|denies|denied|deny|negative|without|none|never|nor|nobody|neither|absent|free of)\b|n't\b/i;
const OTHER_PERSON =
  /\b(mother|father|mom|mum|mummy|dad|brother|sister|sibling|siblings|family|aunt|uncle|grand\w*|cousin|son|sons|daughter|wife|husband|parents?|friend|maternal|paternal|children|child|kids?|partner|companions?|boyfriend|girlfriend|co-?workers?|colleagues?|roommates?|neighbou?rs?|classmates?|flatmates?|housemates?|workmates?|teammates?|mates?|pals?|buddy|buddies|nan|nana|gran|granny)\b/i;

/** Splits a printed note into sentences, each with the last all-capitals heading above it. */
export function noteSentences(note: string): NoteSentence[] {
  const sentences: NoteSentence[] = [];
  let heading = '';
  for (const line of note.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (/^[A-Z][A-Z &/-]+$/.test(trimmed)) {
      heading = trimmed;
      continue;
    }
    for (const text of trimmed.split(/(?<=[.!?])\s+/)) if (text.trim()) sentences.push({ heading, text: text.trim() });
  }
  return sentences;
}

// Diseases whose name holds a finding's word: "hay fever" or "glandular fever" says nothing of a fever.
const NAMES_HOLDING_A_FINDING = /\b(?:hay|glandular|scarlet|rheumatic|yellow|typhoid|dengue) fever\b/g;
// "Rhonchi that clear with cough": an exam manoeuvre the clinician asked for, nobody's symptom.
const EXAM_MANOEUVRE = /\bclear(?:s|ed)? (?:with|on|after|upon) (?:a )?cough(?:ing)?\b/g;

// "What we learn in the diabetes study", "she got her COVID vaccine": a condition naming a study's topic, or the
// disease a vaccine protects against, is nobody's condition.
const TOPIC_OF =
  /^ (?:study|studies|trial|trials|research|vaccines?|vaccinations?|vaccinated|boosters?|shots?|jabs?|immuni[sz]ations?)\b/;
// "Give us a call if … she develops a fever": advice to call back names what may come after its "if".
const CALL_BACK_IF = /\b(?:call|contact|ring|come back|return|seek)\b[^.]*?\bif\b/i;

function mentions(sentence: NoteSentence, finding: LabelledFinding): boolean {
  return namesIn(sentence.text.slice(0, callBackIfAt(sentence.text)), finding);
}

function namesIn(sentenceText: string, finding: LabelledFinding): boolean {
  const text = sentenceText.toLowerCase().replace(NAMES_HOLDING_A_FINDING, '').replace(EXAM_MANOEUVRE, '');
  return finding.terms.some((term) =>
    text
      .split(term.toLowerCase())
      .some((_, k, parts) => k > 0 && startsWord(parts[k - 1]!, term) && !TOPIC_OF.test(parts[k]!)),
  );
}

// A term is a word or a word's stem: it names the finding only where a word starts ("trauma" is not said in
// "barotrauma", "asthma" is said in "asthmatic").
function startsWord(before: string, term: string): boolean {
  return !/[a-z0-9]$/.test(before) || !/^[a-z0-9]/i.test(term);
}

/** Where the "if" of call-back advice ends (the sentence's length when there is none). */
function callBackIfAt(text: string): number {
  const found = CALL_BACK_IF.exec(text);
  return found ? found.index + found[0].length : text.length;
}

// "A blood test for glandular fever", "spirometry to check for COPD": what a test looks for is not yet found.
const TESTS_FOR =
  /\b(?:tests?|check|checks|checking|screen|screening|look|looks|looking) for\b|\brule out\b|\bto exclude\b/i;
// "The chest pain could be related to some heart disease": a cause weighed in a differential, not a diagnosis.
const MAYBE_CAUSE = /\b(?:could|may|might) be (?:related to|due to|caused by|from)\b/i;
// "Some possible causes are … alcohol abuse, hepatitis", "Risk of surgery include … numbness", "a medication used
// for diabetes treatment", "risks of bleeding, infection": what may cause a finding, come of a treatment or a
// medicine is for, said in general.
const CAUSES_IN_GENERAL =
  /\b(?:possible|common|many|other) causes\b|\bcauses include\b|\bcan be caused by\b|\brisks? of \w+ includes?\b|\brisks (?:of|such as|like|include|including)\b|\bused (?:for|to treat)\b/i;

// "• Patient Education and Counseling: If he feels faint, …": a plan bullet's label is not part of its sentence.
const BULLET_LABEL = /^(?:[•*-]\s*)?(?:[A-Za-z][A-Za-z ,&/-]{0,60}:\s+)?/;

/**
 * Safety-netting ("Advised to call 111 if the patient gets a fever") names what may come, and asserts nothing: a
 * sentence under a safety-netting heading, opening with "If", naming what a test looks for or the possible causes
 * of something is no statement that the finding is present.
 */
function conditional(sentence: NoteSentence): boolean {
  return (
    /SAFETY/.test(sentence.heading) ||
    MAYBE_CAUSE.test(sentence.text) ||
    /^if\b/i.test(sentence.text.replace(BULLET_LABEL, '')) ||
    TESTS_FOR.test(sentence.text) ||
    CAUSES_IN_GENERAL.test(sentence.text)
  );
}

/** A sentence under a family or social history heading that names the other person it is about. */
function othersHistory(sentence: NoteSentence): boolean {
  return /FAMILY|SOCIAL/.test(sentence.heading) && OTHER_PERSON.test(sentence.text);
}

/**
 * A denied finding is written as present when a sentence names it without any negation, unless the sentence is
 * another person's history ("FAMILY HISTORY: His flatmate has athlete's foot" says nothing of the patient's feet).
 */
export function deniedWrittenAsPresent(sentences: NoteSentence[], finding: LabelledFinding): boolean {
  return sentences.some(
    (sentence) =>
      mentions(sentence, finding) &&
      !NEGATION.test(sentence.text) &&
      !conditional(sentence) &&
      !othersHistory(sentence),
  );
}

/** Someone else's condition is written as the patient's when named outside family history without the person. */
export function otherWrittenAsPatients(sentences: NoteSentence[], finding: LabelledFinding): boolean {
  return sentences.some(
    (sentence) =>
      mentions(sentence, finding) &&
      !/FAMILY|SOCIAL/.test(sentence.heading) &&
      !OTHER_PERSON.test(sentence.text) &&
      !NEGATION.test(sentence.text) &&
      !conditional(sentence),
  );
}

/** ICD-10 codes that fall on a labelled finding; family-history codes (Z80–Z84) are right for others' conditions. */
export function codesOnFindings(codes: string[], findings: LabelledFinding[]): string[] {
  return codes.filter((code) => {
    const bare = code.replace('.', '');
    return findings.some((finding) => finding.icd10.some((prefix) => bare.startsWith(prefix.replace('.', ''))));
  });
}

export interface AllergyOutcome {
  expected: number;
  kept: number;
}

/** Allergens named in a sentence about allergies (or under an Allergies heading); "none" needs an NKDA sentence. */
export function allergiesKept(sentences: NoteSentence[], labels: EncounterLabels['allergies']): AllergyOutcome {
  if (!labels) return { expected: 0, kept: 0 };
  const allergySentences = sentences.filter((s) => /ALLERG/.test(s.heading) || /allerg/i.test(s.text));
  if (labels.none) {
    const said = allergySentences.some((s) => /\bno (known )?(drug |medication )?allergies\b|\bnkda\b/i.test(s.text));
    return { expected: 1, kept: said ? 1 : 0 };
  }
  const allergens = labels.allergens ?? [];
  const kept = allergens.filter((allergen) =>
    allergySentences.some((s) => s.text.toLowerCase().includes(allergen.toLowerCase()) && !NEGATION.test(s.text)),
  );
  return { expected: allergens.length, kept: kept.length };
}

const bareNumber = (text: string) => text.toLowerCase().replace(/(\d),(\d{3})/g, '$1$2');

/**
 * A spoken dose is kept exactly when one sentence names the drug with the same amount and unit. A medication list
 * line ("Furosemide 20 mg daily; atorvastatin 40 mg") is judged item by item, so one drug never takes the next
 * one's strength.
 */
export function doseKept(sentences: NoteSentence[], dose: EncounterLabels['doses'][number]): boolean {
  const drugs = (Array.isArray(dose.drug) ? dose.drug : [dose.drug]).map((drug) => drug.toLowerCase());
  const amount = new RegExp(`(^|[^\\d.,])${bareNumber(dose.dose).replace('.', '\\.')}\\b`);
  return sentences.some((sentence) =>
    bareNumber(sentence.text)
      .split(';')
      .some((item) => drugs.some((drug) => item.includes(drug)) && amount.test(item)),
  );
}

export interface CategoryOutcome {
  expected: number;
  found: number;
  suggested: number;
  correct: number;
  /** Assessed problems (by our label name) with no suggested code in their categories. */
  missed: string[];
  /** Suggested categories neither assessed nor acceptable. */
  extra: string[];
}

/** Three-character ICD-10-CM categories: recall over assessed problems, precision over suggested categories. */
export function categoryOutcome(codes: string[], labels: EncounterLabels): CategoryOutcome | null {
  if (!labels.assessed) return null;
  const category = (code: string) => code.replace('.', '').slice(0, 3);
  const suggested = [...new Set(codes.map(category))];
  const assessed = labels.assessed.map((problem) => new Set(problem.icd10.map(category)));
  const hit = assessed.map((set) => suggested.some((c) => set.has(c)));
  const isCorrect = (c: string) =>
    assessed.some((set) => set.has(c)) ||
    labels.acceptable.some((prefix) => c.startsWith(prefix.replace('.', '').slice(0, 3)));
  const correct = suggested.filter(isCorrect).length;
  const missed = labels.assessed.filter((_, at) => !hit[at]).map((problem) => problem.problem);
  const extra = suggested.filter((c) => !isCorrect(c));
  const found = hit.filter(Boolean).length;
  return { expected: assessed.length, found, suggested: suggested.length, correct, missed, extra };
}

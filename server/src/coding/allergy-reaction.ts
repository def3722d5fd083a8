import type { ClinicalFinding, CodedFindings } from './clinical-finding';
import reactions from './data/allergy-reaction-cues.json';
import { normaliseText } from './text-normalise';

type Span = ClinicalFinding['evidence'][number];

const wordsOf = (text: string) => normaliseText(text).split(' ').filter(Boolean);
const ALLERGY_CUES = reactions.cues.map(wordsOf);
const isReactionCode = (code: string) => reactions.reactionCodes.some((prefix) => code.startsWith(prefix));

const holdsCue = (quote: string) => {
  const words = wordsOf(quote);
  return ALLERGY_CUES.some((cue) => words.some((_, at) => cue.every((word, k) => words[at + k] === word)));
};

/** Only what a reaction is told as: a rash, hives, a swelling; never the allergy, a drug or a test itself. */
const REACTION_KINDS: ReadonlySet<ClinicalFinding['kind']> = new Set(['symptom', 'condition', 'exam']);

const overlaps = (one: Span, other: Span) => one.start < other.end && other.start < one.end;

/** The span tells an allergy: it names a drug or food allergy found there, or says "allergic" / "reaction to". */
function tellsAllergy(span: Span, allergySpans: readonly Span[]): boolean {
  return allergySpans.some((said) => overlaps(span, said)) || holdsCue(span.quote);
}

/**
 * A reaction told only as what an allergen does to the patient ("amoxicillin gave her hives", "I'm allergic, I
 * come out in hives"): the allergy list records it; it is no problem of this visit unless the clinician took it up
 * (assessment, problem list, the complaint that brought the patient). Only reaction codes (hives, a rash, a
 * swelling) are held back: an allergic disease itself ("seasonal allergies") names no allergen's reaction.
 */
function isAllergyReactionOnly(
  selection: CodedFindings,
  allergySpans: readonly Span[],
  assessed: (finding: ClinicalFinding) => boolean,
): boolean {
  return (
    isReactionCode(selection.entry.code) &&
    selection.findings.length > 0 &&
    selection.findings.every(
      (finding) =>
        REACTION_KINDS.has(finding.kind) &&
        !assessed(finding) &&
        finding.evidence.length > 0 &&
        finding.evidence.every((span) => tellsAllergy(span, allergySpans)),
    )
  );
}

/** Drops the codes that rest only on an allergy's reaction nobody took up as a problem of the visit. */
export function dropAllergyReactions<S extends CodedFindings>(
  selections: readonly S[],
  findings: readonly ClinicalFinding[],
  assessed: (finding: ClinicalFinding) => boolean,
): S[] {
  const allergySpans = findings.filter((finding) => finding.kind === 'allergy').flatMap((finding) => finding.evidence);
  return selections.filter((s) => !isAllergyReactionOnly(s, allergySpans, assessed));
}

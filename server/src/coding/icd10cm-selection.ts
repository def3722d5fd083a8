import { dropAllergyReactions } from './allergy-reaction';
import type { ClinicalFinding, EncounterContext } from './clinical-finding';
import { combineConfidences, scoreFindingCode } from './code-confidence';
import { codeRoleOf, gateFindings } from './code-gate';
import { dropUnrelatedFamilyHistory } from './family-history-relevance';
import type { Icd10cmEntry } from './icd10cm-entry';
import { matchIcd10cm } from './icd10cm-matcher';
import { dropRepeatedShortNames } from './repeated-short-name';
import results from './data/result-cues.json';
import { isExplainedSymptom } from './symptom-explanations';
import { normaliseText } from './text-normalise';

/** An ICD-10-CM code chosen for this encounter, with what supports it. */
export interface Icd10cmSelection {
  entry: Icd10cmEntry;
  confidence: number;
  specificity: number;
  /** A present diagnosis (not a symptom, not uncertain, not a history or status Z code). */
  confirmed: boolean;
  findings: ClinicalFinding[];
}

function isDiagnosisCode(code: string): boolean {
  return !code.startsWith('R') && !code.startsWith('Z');
}

/**
 * Unspecified, uncomplicated or side-unspecified codes give way to a more specific sibling of their category for
 * the same condition. A category can hold several diseases (G44: tension-type and medication-overuse headache), so
 * a sibling of another subcategory, coded from other concepts only, is another diagnosis beside it.
 */
function isGeneric(entry: Icd10cmEntry): boolean {
  if (entry.laterality === 'unspecified') return true;
  return /\b(unspecified|uncomplicated|without complications)\b/i.test(entry.description);
}

/** Same subcategory (G44.2-), or coded from a concept in common: the same condition said more precisely. */
function sharesCondition(one: Icd10cmSelection, other: Icd10cmSelection): boolean {
  if (one.entry.code.slice(0, 5) === other.entry.code.slice(0, 5)) return true;
  const concepts = new Set(one.findings.map((finding) => finding.conceptId));
  return (
    other.findings.length === 0 || one.findings.length === 0 || other.findings.some((f) => concepts.has(f.conceptId))
  );
}

function dropGenericSiblings(selections: Icd10cmSelection[]): Icd10cmSelection[] {
  return selections.filter((candidate) => {
    if (!isGeneric(candidate.entry)) return true;
    const category = candidate.entry.code.slice(0, 3);
    return !selections.some(
      (other) =>
        other !== candidate &&
        other.entry.code.slice(0, 3) === category &&
        sharesCondition(candidate, other) &&
        (!isGeneric(other.entry) || other.specificity > candidate.specificity),
    );
  });
}

/**
 * A sign only the examination found ("a 3/6 systolic murmur") that the clinician did not take up in the
 * assessment. Beside a diagnosis it is not a problem of the visit: sign and symptom codes are for when no
 * diagnosis was made (ICD-10-CM guideline I.B.4).
 */
function isUnassessedSign(selection: Icd10cmSelection): boolean {
  return (
    selection.entry.code.startsWith('R') &&
    selection.findings.every((finding) => finding.kind === 'exam' && !finding.inAssessment)
  );
}

/** Whether a finding is a problem the clinician took up: in the assessment, among the problems, or the complaint. */
function assessedBy(encounter: EncounterContext): (finding: ClinicalFinding) => boolean {
  const problems = new Set(encounter.assessedConcepts ?? []);
  const complaint = encounter.complaintSpans ?? [];
  return (finding) =>
    finding.inAssessment ||
    problems.has(finding.conceptId) ||
    finding.evidence.some((span) => complaint.some((said) => span.start < said.end && said.start < span.end));
}

/**
 * A complaint only the patient voiced in passing ("I feel bloated every once in a while") beside a diagnosis: the
 * clinician neither named it nor took it up (assessment, problem list, the complaint that brought the patient), so
 * it is not a problem of this visit. A symptom the clinician names or takes up, or any symptom of a visit without a
 * diagnosis, is kept (ICD-10-CM guideline I.B.4).
 */
function isPassingComplaint(selection: Icd10cmSelection, assessed: (finding: ClinicalFinding) => boolean): boolean {
  return selection.findings.every(
    (finding) => finding.kind === 'symptom' && finding.speaker === 'patient' && !assessed(finding),
  );
}

/**
 * A sign or symptom code (chapter R) beside a diagnosis that nobody took up as a problem of the visit: neither the
 * complaint that brought the patient nor a problem of the assessment ("I feel lightheaded every once in a while"
 * in a heart-failure follow-up). Sign and symptom codes are for what the visit is about when no diagnosis explains
 * it (ICD-10-CM guideline I.B.4); a problem the clinician assessed keeps its code.
 */
function isUnaddressedSymptom(selection: Icd10cmSelection, assessed: (finding: ClinicalFinding) => boolean): boolean {
  return (
    selection.entry.code.startsWith('R') &&
    !selection.findings.some(assessed) &&
    !selection.findings.some(isNamedFinding)
  );
}

/**
 * Codes of the diagnoses the clinician took up only as suspected ("that could be sleep apnoea"). They are not
 * coded themselves, so the symptoms they would explain stay the problem of the visit (ICD-10-CM guideline IV.H).
 */
function suspectedCodes(
  findings: readonly ClinicalFinding[],
  assessed: (finding: ClinicalFinding) => boolean,
): string[] {
  return (
    findings
      .filter((finding) => finding.kind === 'condition' && finding.assertion === 'uncertain' && assessed(finding))
      // Matched as if stated only to learn what it would be coded as; it is never coded itself.
      .flatMap((finding) => matchIcd10cm({ ...finding, assertion: 'present' }).map((match) => match.entry.code))
  );
}

/**
 * A symptom the patient reports that a suspected diagnosis would explain: the clinician took it up. Only the
 * patient's own report counts, so a clinician musing "you may have had heartburn" is not made a complaint.
 */
function isSuspectedCause(selection: Icd10cmSelection, suspected: readonly string[]): boolean {
  return (
    isExplainedSymptom(selection.entry.code, suspected) &&
    selection.findings.some((finding) => finding.speaker === 'patient' && finding.assertion === 'present')
  );
}

/** How many sentences a clinician must name an abnormal finding in for it to be a problem of the visit. */
const NAMED_FINDING_SENTENCES = 2;

/**
 * An abnormal finding the clinician names as such, again and again ("a slight hepatomegaly" … "the hepatomegaly
 * means your liver is enlarged"): a problem the visit deals with even when the assessment does not list it.
 */
function isNamedFinding(finding: ClinicalFinding): boolean {
  if (finding.kind !== 'condition' || finding.speaker !== 'doctor' || finding.assertion !== 'present') return false;
  return finding.evidence.length >= NAMED_FINDING_SENTENCES || namedAsProblemHeading(finding);
}

/** Lead-ins a clinician heads a problem of the plan with ("under abnormal liver enzymes", "regarding your …"). */
const PROBLEM_LEADS = ['under', 'regarding', 'as for', 'as regards', 'with regards to', 'with regard to'].map((lead) =>
  normaliseText(lead).split(' '),
);
const LEAD_FILLERS = new Set(['the', 'your', 'her', 'his', 'their', 'this']);

/** Some span names the finding right after a problem lead-in (fillers like "the" or "your" between). */
function namedAsProblemHeading(finding: ClinicalFinding): boolean {
  const name = normaliseText(finding.surface).split(' ');
  return finding.evidence.some((span) => {
    const words = normaliseText(span.quote).split(' ');
    return words.some((_, at) => {
      if (!name.every((word, k) => words[at + k] === word)) return false;
      let before = at;
      while (before > 0 && LEAD_FILLERS.has(words[before - 1]!)) before -= 1;
      return PROBLEM_LEADS.some((lead) => lead.every((word, k) => words[before - lead.length + k] === word));
    });
  });
}

/** Malignant and in-situ neoplasms (C00–D09): once removed, the patient's history (ICD-10-CM guideline I.C.2.d). */
const isNeoplasmCode = (code: string) => code.startsWith('C') || /^D0\d/.test(code);

/**
 * A cancer the visit also tells as removed or past ("you had a skin cancer removed five months ago") that later
 * talk names again ("the pathology report for your skin cancer"): the personal-history code stands for it, not
 * a current cancer nobody found again.
 */
function isRemovedCancer(selection: Icd10cmSelection, pastConcepts: ReadonlySet<string>): boolean {
  return (
    isNeoplasmCode(selection.entry.code) && selection.findings.every((finding) => pastConcepts.has(finding.conceptId))
  );
}

const RESULT_CUES = results.cues.map((cue) => normaliseText(cue).split(' '));
const saysResult = (quote: string) => {
  const words = normaliseText(quote).split(' ');
  return RESULT_CUES.some((cue) => words.some((_, at) => cue.every((word, k) => words[at + k] === word)));
};

/**
 * A test's abnormal finding ("the echo shows some mitral regurgitation") that nobody took up as a problem: beside
 * the visit's diagnoses it is not coded (ICD-10-CM guideline III.B, abnormal findings).
 */
function isUnassessedResult(selection: Icd10cmSelection, assessed: (finding: ClinicalFinding) => boolean): boolean {
  return selection.findings.every(
    (finding) =>
      !assessed(finding) && finding.evidence.length > 0 && finding.evidence.every((span) => saysResult(span.quote)),
  );
}

/**
 * ICD-10-CM codes for the encounter: every codable finding matched against our table, one entry per code with
 * the corroborated confidence, symptom codes a confirmed diagnosis explains removed, with the patient's passing
 * complaints and the unassessed signs beside a diagnosis (ICD-10-CM guideline: signs
 * and symptoms routinely associated with a disease are not coded beside it), generic siblings dropped.
 */
export function selectIcd10cmCodes(
  findings: readonly ClinicalFinding[],
  encounter: EncounterContext = {},
): Icd10cmSelection[] {
  const byCode = new Map<
    string,
    { entry: Icd10cmEntry; scores: number[]; specificity: number; confirmed: boolean; findings: ClinicalFinding[] }
  >();
  const pastConcepts = new Set<string>();
  for (const gated of gateFindings(findings)) {
    if (codeRoleOf(gated) === 'personal-history') pastConcepts.add(gated.conceptId);
  }
  for (const gated of gateFindings(findings)) {
    // A condition said as removed ("they removed a cataract") is coded as the patient's past, like a history.
    const removed = gated.assertion === 'present' && codeRoleOf(gated) === 'personal-history';
    const finding: ClinicalFinding = removed ? { ...gated, assertion: 'historical' } : gated;
    for (const match of matchIcd10cm(finding)) {
      const code = match.entry.code;
      const confirmed =
        finding.assertion === 'present' &&
        isDiagnosisCode(code) &&
        (finding.kind === 'condition' || finding.inAssessment);
      const current = byCode.get(code) ?? {
        entry: match.entry,
        scores: [],
        specificity: 0,
        confirmed: false,
        findings: [],
      };
      current.scores.push(scoreFindingCode(finding, match.strength));
      current.specificity = Math.max(current.specificity, match.specificity);
      current.confirmed ||= confirmed;
      current.findings.push(finding);
      byCode.set(code, current);
    }
  }
  const selections: Icd10cmSelection[] = [...byCode.values()].map(({ scores, ...rest }) => ({
    ...rest,
    confidence: combineConfidences(scores),
  }));
  const confirmedCodes = selections.filter((s) => s.confirmed).map((s) => s.entry.code);
  const assessed = assessedBy(encounter);
  // Another diagnosis than the code itself: a lone result the visit is about keeps its code. Results alone do not
  // outweigh each other ("your sodium is low … your blood work also shows anemia", nothing else diagnosed): each
  // would drop the other and the visit would keep no code for what it was about.
  const resultOnly = new Set(selections.filter((s) => isUnassessedResult(s, assessed)).map((s) => s.entry.code));
  const diagnosedBesides = (s: Icd10cmSelection) =>
    confirmedCodes.some((code) => code !== s.entry.code && !resultOnly.has(code));
  const diagnosed = confirmedCodes.length > 0;
  const suspected = suspectedCodes(findings, assessed);
  const explained = selections.filter(
    (s) =>
      !isExplainedSymptom(s.entry.code, confirmedCodes) &&
      !(
        diagnosed &&
        (isUnassessedSign(s) ||
          (!isSuspectedCause(s, suspected) && (isPassingComplaint(s, assessed) || isUnaddressedSymptom(s, assessed))))
      ) &&
      !(diagnosedBesides(s) && isUnassessedResult(s, assessed)) &&
      !isRemovedCancer(s, pastConcepts),
  );
  const kept = dropAllergyReactions(
    dropRepeatedShortNames(dropGenericSiblings(explained), findings),
    findings,
    assessed,
  );
  return dropUnrelatedFamilyHistory(kept, assessed, findings).sort(
    (a, b) => b.confidence - a.confidence || a.entry.code.localeCompare(b.entry.code),
  );
}

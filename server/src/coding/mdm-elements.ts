import { z } from 'zod';
import natureData from './data/problem-nature.json';
import otcData from './data/otc-medications.json';
import type { ClinicalFinding, EncounterContext } from './clinical-finding';
import { matchProcedure } from './cpt-procedures';
import {
  rateData,
  rateProblems,
  type DataElements,
  type MdmElements,
  type ProblemType,
  type RiskLevel,
} from './em-level';
import { matchIcd10cm } from './icd10cm-matcher';
import { readFindingText } from './finding-text';
import { normaliseText, tokenise, containsPhrase } from './text-normalise';

/**
 * Derives the three MDM elements from the note engine's findings: which problems the clinician addressed and how
 * (chronicity, acuity, control), which tests were ordered or results reviewed, and the riskiest management
 * decision (prescription drugs, procedures, hospitalisation).
 */
const natureSchema = z.object({
  chronic: z.array(z.string()),
  selfLimited: z.array(z.string()),
  complicatedInjury: z.array(z.string()),
  threat: z.array(z.string()),
  none: z.array(z.string()),
});
const nature = natureSchema.parse(natureData);
const otcPhrases = z.array(z.string()).parse(otcData).map(tokenise);

const EXACERBATION = [
  'exacerbation',
  'worsening',
  'worse',
  'uncontrolled',
  'flare',
  'progression',
  'progressing',
  'poorly',
  'not controlled',
  'out of control',
  'side effect',
];
const SEVERE = ['severe', 'significant', 'marked'];
const SYSTEMIC_SYMPTOMS = ['fever', 'chills', 'body aches', 'myalgia', 'malaise', 'rigors'];
const HOSPITAL = [
  'admit',
  'admission',
  'hospitalization',
  'hospitalize',
  'hospital',
  'emergency department',
  'emergency room',
  'er',
];
const NON_TEST_ORDERS = ['referral', 'refer', 'consult', 'therapy', 'follow up', 'followup', 'return', 'counseling'];

const hasPrefix = (code: string, prefixes: readonly string[]) => prefixes.some((prefix) => code.startsWith(prefix));
const textOf = (finding: ClinicalFinding) =>
  normaliseText(`${finding.term} ${finding.surface} ${Object.values(finding.attributes).join(' ')}`);
const mentions = (text: string, phrases: readonly string[]) =>
  phrases.some((phrase) => containsPhrase(text.split(' '), normaliseText(phrase).split(' ')));

function isAddressed(finding: ClinicalFinding): boolean {
  return (
    (finding.assertion === 'present' || finding.assertion === 'uncertain') &&
    (finding.inAssessment || finding.speaker === 'doctor')
  );
}

/** How one addressed condition counts towards "problems addressed". */
export function classifyProblem(finding: ClinicalFinding, systemic: boolean): ProblemType | null {
  const code = matchIcd10cm(finding)[0]?.entry;
  if (finding.assertion === 'uncertain') return finding.inAssessment ? 'undiagnosed-uncertain' : null;
  if (!code || hasPrefix(code.code, nature.none)) return null;
  const text = `${textOf(finding)} ${normaliseText(code.description)}`;
  if (hasPrefix(code.code, nature.threat)) return 'threat-to-life';
  if (hasPrefix(code.code, nature.chronic)) {
    if (!mentions(text, EXACERBATION)) return 'chronic-stable';
    return mentions(text, SEVERE) ? 'chronic-severe-exacerbation' : 'chronic-exacerbation';
  }
  if (hasPrefix(code.code, nature.complicatedInjury)) return 'acute-complicated-injury';
  if (hasPrefix(code.code, nature.selfLimited)) return 'self-limited';
  return systemic ? 'acute-systemic' : 'acute-uncomplicated';
}

export function isOtcMedication(finding: ClinicalFinding): boolean {
  const text = readFindingText(finding);
  return otcPhrases.some((phrase) => text.phrases.some((words) => containsPhrase(words, phrase)));
}

function deriveProblems(findings: readonly ClinicalFinding[]): ProblemType[] {
  const addressed = findings.filter(isAddressed);
  const systemic = addressed.some(
    (f) => f.kind === 'symptom' && f.assertion === 'present' && mentions(textOf(f), SYSTEMIC_SYMPTOMS),
  );
  const conditions = addressed.filter((f) => f.kind === 'condition' || (f.inAssessment && f.kind !== 'symptom'));
  // Symptoms alone make a problem only when no diagnosis was named (an undiagnosed complaint).
  const problemFindings =
    conditions.length > 0 ? conditions : addressed.filter((f) => f.kind === 'symptom').slice(0, 1);
  const seen = new Set<string>();
  const problems: ProblemType[] = [];
  for (const finding of problemFindings) {
    // One problem per diagnosis code: two findings naming the same condition are one problem.
    const key = matchIcd10cm(finding)[0]?.entry.code ?? finding.conceptId;
    if (seen.has(key)) continue;
    seen.add(key);
    const type = classifyProblem(finding, systemic);
    if (type) problems.push(type);
  }
  return problems;
}

function deriveData(findings: readonly ClinicalFinding[], encounter: EncounterContext): DataElements {
  // A test the practice performs and bills itself (an ECG, spirometry, a rapid strep test) includes its reading:
  // ordering or reviewing it does not count again towards the visit's data (AMA E/M guidelines).
  const present = findings.filter((f) => f.assertion === 'present' && !matchProcedure(f));
  const ordered = new Set(
    present.filter((f) => f.kind === 'order' && !mentions(textOf(f), NON_TEST_ORDERS)).map((f) => f.conceptId),
  );
  const reviewed = new Set(
    present.filter((f) => f.kind === 'result' && !ordered.has(f.conceptId)).map((f) => f.conceptId),
  );
  return {
    testsOrdered: ordered.size,
    resultsReviewed: reviewed.size,
    externalNotesReviewed: encounter.externalNotesReviewed ?? 0,
    independentHistorian: encounter.independentHistorian ?? false,
    independentInterpretation: encounter.independentInterpretation ?? false,
    externalDiscussion: encounter.externalDiscussion ?? false,
  };
}

export function deriveRisk(findings: readonly ClinicalFinding[]): RiskLevel {
  const planned = findings.filter((f) => f.assertion === 'present' && (f.speaker === 'doctor' || f.inAssessment));
  const plans = planned.filter((f) => ['order', 'referral', 'followup', 'procedure'].includes(f.kind));
  if (plans.some((f) => mentions(textOf(f), HOSPITAL))) return 'high';
  const medications = planned.filter((f) => f.kind === 'medication');
  if (medications.some((f) => !isOtcMedication(f))) return 'moderate';
  if (medications.length > 0 || planned.some((f) => f.kind === 'procedure')) return 'low';
  return 'minimal';
}

export interface DerivedMdm {
  elements: MdmElements;
  problems: ProblemType[];
  data: DataElements;
}

export function deriveMdmElements(findings: readonly ClinicalFinding[], encounter: EncounterContext): DerivedMdm {
  const problems = deriveProblems(findings);
  const data = deriveData(findings, encounter);
  return {
    elements: { problems: rateProblems(problems), data: rateData(data), risk: deriveRisk(findings) },
    problems,
    data,
  };
}

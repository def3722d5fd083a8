import type { ClinicalFinding, CodedFindings } from './clinical-finding';
import { roleOfIcd10cmCode } from './code-gate';

const systemOf = (finding: ClinicalFinding) => finding.attributes.system;
/** Z80: family history of a malignant neoplasm, whose finding's system is the organ of the cancer's site. */
const CANCER_HISTORY = /^Z80/;
const isComplaint = (finding: ClinicalFinding) => finding.kind === 'symptom' || finding.kind === 'condition';

/**
 * A relative's illness is coded (Z80–Z84) only when it bears on a problem of the visit: the clinician took it up in
 * the assessment, or it lies in the same body system as a current problem of the patient (a condition, or a
 * symptom the clinician took up) (a father's heart attack beside palpitations). A relative's cancer bears on any
 * complaint of the patient in the organ of its site, taken up or not (a mother's breast cancer beside a breast
 * lump, a father's bowel cancer beside rectal bleeding): that is what decides how the complaint is looked into.
 * The routine family-history round ("any diabetes or cancer in the family?") bears on nothing assessed, and its
 * codes were the commonest suggestion nobody assessed (ICD-10-CM guideline I.C.21.c.4: family history codes when
 * it is the reason for care or affects it).
 */
export function dropUnrelatedFamilyHistory<S extends CodedFindings>(
  selections: readonly S[],
  assessed: (finding: ClinicalFinding) => boolean,
  findings: readonly ClinicalFinding[] = [],
): S[] {
  const current = selections.filter((s) => roleOfIcd10cmCode(s.entry.code) === 'current').flatMap((s) => s.findings);
  const problemSystems = new Set(
    current
      .filter((finding) => finding.assertion === 'present' && (finding.kind === 'condition' || assessed(finding)))
      .map(systemOf)
      .filter(Boolean),
  );
  // With no current problem to bear on (a screening talk, a history taken alone), the family history is the visit.
  if (problemSystems.size === 0) return [...selections];
  // Every complaint the patient has now, coded or not: a symptom a diagnosis explains still has its organ.
  const complaintSystems = new Set(
    [...current, ...findings]
      .filter((finding) => finding.assertion === 'present' && isComplaint(finding))
      .map(systemOf)
      .filter(Boolean),
  );
  return selections.filter((s) => {
    if (roleOfIcd10cmCode(s.entry.code) !== 'family-history') return true;
    const systems = CANCER_HISTORY.test(s.entry.code) ? complaintSystems : problemSystems;
    return s.findings.some(
      (finding) => finding.inAssessment || (systemOf(finding) !== undefined && systems.has(systemOf(finding))),
    );
  });
}

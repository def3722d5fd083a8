import type { ClinicalFinding } from './clinical-finding';

/**
 * What a finding may be coded as: a current problem of the patient, the patient's own past (a personal-history Z
 * code), or a relative's illness (a family-history Z80–Z84 code). Denied, hypothetical ("if you get chest pain"),
 * uncertain ("might be", "rule out") findings may be coded as nothing.
 */
export type CodeRole = 'current' | 'personal-history' | 'family-history';

/** The one gate every code type passes (ICD-10-CM, the ICD-11 codes mapped from it, CPT, a model's codes). */
export function codeRoleOf(finding: Pick<ClinicalFinding, 'assertion'>): CodeRole | null {
  switch (finding.assertion) {
    case 'present':
      return 'current';
    case 'historical':
      return 'personal-history';
    case 'family':
      return 'family-history';
    default:
      return null;
  }
}

/** The findings that may be coded at all. */
export function gateFindings<F extends Pick<ClinicalFinding, 'assertion'>>(findings: readonly F[]): F[] {
  return findings.filter((finding) => codeRoleOf(finding) !== null);
}

/** The role an ICD-10-CM code plays: family history (Z80–Z84), personal history (Z85–Z87, Z91.4–Z92), or current. */
export function roleOfIcd10cmCode(code: string): CodeRole {
  const category = code.slice(0, 3);
  if (category >= 'Z80' && category <= 'Z84') return 'family-history';
  if ((category >= 'Z85' && category <= 'Z87') || category === 'Z92') return 'personal-history';
  return 'current';
}

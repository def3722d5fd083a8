import type { ClinicalFinding } from './clinical-finding';
import indication from './data/indication-cues.json';
import { normaliseText } from './text-normalise';

/**
 * What a finding may be coded as: a current problem of the patient, the patient's own past (a personal-history Z
 * code), or a relative's illness (a family-history Z80–Z84 code). Denied, hypothetical ("if you get chest pain"),
 * uncertain ("might be", "rule out") findings and relatives' illnesses denied may be coded as nothing.
 */
export type CodeRole = 'current' | 'personal-history' | 'family-history';

type GatedFinding = Pick<ClinicalFinding, 'assertion'> &
  Partial<Pick<ClinicalFinding, 'evidence' | 'surface' | 'attributes'>>;

const wordsOf = (text: string) => normaliseText(text).split(' ').filter(Boolean);
const INDICATION_CUES = indication.cues.map(wordsOf);

/** True when the name stands right after an indication cue in the words ("helps with" + "coronary disease"). */
function followsIndicationCue(words: readonly string[], name: readonly string[]): boolean {
  for (let at = 0; at + name.length <= words.length; at += 1) {
    if (!name.every((word, k) => words[at + k] === word)) continue;
    if (INDICATION_CUES.some((cue) => cue.every((word, k) => words[at - cue.length + k] === word))) return true;
  }
  return false;
}

/**
 * Every span of evidence names the finding only as what a medicine is for ("that helps with coronary disease"):
 * talk about the drug, not a diagnosis. A single span that names it otherwise ("you have coronary disease") wins.
 */
function namedOnlyAsIndication(finding: GatedFinding): boolean {
  const name = wordsOf(finding.surface ?? '');
  const evidence = finding.evidence ?? [];
  if (name.length === 0 || evidence.length === 0) return false;
  return evidence.every((span) => followsIndicationCue(wordsOf(span.quote), name));
}

/** The one gate every code type passes (ICD-10-CM, the ICD-11 codes mapped from it, CPT, a model's codes). */
export function codeRoleOf(finding: GatedFinding): CodeRole | null {
  switch (finding.assertion) {
    case 'present':
      return namedOnlyAsIndication(finding) ? null : 'current';
    case 'historical':
      return 'personal-history';
    case 'family':
      // "No family history of colon cancer": a relative's illness denied is no family history.
      return finding.attributes?.denied === 'true' ? null : 'family-history';
    default:
      return null;
  }
}

/** The findings that may be coded at all. */
export function gateFindings<F extends GatedFinding>(findings: readonly F[]): F[] {
  return findings.filter((finding) => codeRoleOf(finding) !== null);
}

/** The role an ICD-10-CM code plays: family history (Z80–Z84), personal history (Z85–Z87, Z91.4–Z92), or current. */
export function roleOfIcd10cmCode(code: string): CodeRole {
  const category = code.slice(0, 3);
  if (category >= 'Z80' && category <= 'Z84') return 'family-history';
  if ((category >= 'Z85' && category <= 'Z87') || category === 'Z92') return 'personal-history';
  return 'current';
}

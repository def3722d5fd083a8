import type { ClinicalFinding } from './clinical-finding';
import indication from './data/indication-cues.json';
import removal from './data/removal-cues.json';
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

const REMOVED_BEFORE = removal.before.map(wordsOf);
const REMOVED_AFTER = removal.after.map(wordsOf);
const PLANNED = removal.planned.map(wordsOf);
/** How far from the name a removal word may stand ("they removed a small cataract"). */
const REMOVAL_REACH = 3;

const phraseAt = (words: readonly string[], phrase: readonly string[], at: number) =>
  at >= 0 && phrase.every((word, k) => words[at + k] === word);
const holdsPhrase = (words: readonly string[], phrase: readonly string[]) =>
  words.some((_, at) => phraseAt(words, phrase, at));

/** True when the words say the name was taken away, and not that a removal is planned. */
function saysRemoved(words: readonly string[], name: readonly string[]): boolean {
  if (PLANNED.some((cue) => holdsPhrase(words, cue))) return false;
  for (let at = 0; at + name.length <= words.length; at += 1) {
    if (!phraseAt(words, name, at)) continue;
    const end = at + name.length;
    for (let gap = 0; gap < REMOVAL_REACH; gap += 1) {
      if (REMOVED_BEFORE.some((cue) => phraseAt(words, cue, at - gap - cue.length))) return true;
      if (REMOVED_AFTER.some((cue) => phraseAt(words, cue, end + gap))) return true;
    }
  }
  return false;
}

/** Every span names the finding as removed ("they removed a cataract"): a past problem, not a current one. */
function namedOnlyAsRemoved(finding: GatedFinding): boolean {
  const name = wordsOf(finding.surface ?? '');
  const evidence = finding.evidence ?? [];
  if (name.length === 0 || evidence.length === 0) return false;
  return evidence.every((span) => saysRemoved(wordsOf(span.quote), name));
}

/** The one gate every code type passes (ICD-10-CM, the ICD-11 codes mapped from it, CPT, a model's codes). */
export function codeRoleOf(finding: GatedFinding): CodeRole | null {
  switch (finding.assertion) {
    case 'present':
      if (namedOnlyAsIndication(finding)) return null;
      return namedOnlyAsRemoved(finding) ? 'personal-history' : 'current';
    case 'historical':
      return 'personal-history';
    case 'family':
      // "No family history of colon cancer": a relative's illness denied is no family history; nor is a
      // husband's, a friend's or a co-worker's illness (no blood relative: an exposure at most).
      return finding.attributes?.denied === 'true' || finding.attributes?.notKin === 'true' ? null : 'family-history';
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

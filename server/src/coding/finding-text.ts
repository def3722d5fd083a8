import type { ClinicalFinding } from './clinical-finding';
import type { Laterality } from './icd10cm-entry';
import { tokenise } from './text-normalise';

/** Attribute keys whose values describe the condition itself (so they may complete a trigger phrase). */
const DESCRIPTIVE_ATTRIBUTES = ['laterality', 'acuity', 'severity', 'type', 'site', 'bodySite', 'qualifier', 'status', 'control', 'stage', 'organism', 'course'];

export interface FindingText {
  /** The term and the surface words, each as an ordered word list. */
  phrases: string[][];
  /** Every meaningful word of the term, surface and descriptive attributes. */
  words: Set<string>;
  laterality: Exclude<Laterality, 'unspecified'> | null;
}

/** A finding's words as the matchers see them. */
export function readFindingText(finding: ClinicalFinding): FindingText {
  const phrases = [tokenise(finding.term), tokenise(finding.surface)].filter((p) => p.length > 0);
  const words = new Set<string>(phrases.flat());
  for (const key of DESCRIPTIVE_ATTRIBUTES) {
    const value = finding.attributes[key];
    if (value) for (const word of tokenise(value)) words.add(word);
  }
  return { phrases, words, laterality: readLaterality(finding) };
}

/** The side a finding states: its laterality attribute, else the words right / left / both / bilateral. */
export function readLaterality(finding: ClinicalFinding): Exclude<Laterality, 'unspecified'> | null {
  const stated = finding.attributes.laterality ?? finding.attributes.side;
  const words = new Set([...tokenise(stated ?? ''), ...tokenise(finding.surface)]);
  const bilateral = words.has('bilateral') || words.has('both') || (words.has('right') && words.has('left'));
  if (bilateral) return 'bilateral';
  if (words.has('right')) return 'right';
  if (words.has('left')) return 'left';
  return null;
}

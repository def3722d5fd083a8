import type { ClinicalFinding } from './clinical-finding';
import type { Laterality } from './icd10cm-entry';
import { findNamingClauses } from './naming-clause';
import { normaliseText, tokenise } from './text-normalise';

/**
 * Attribute keys whose values describe the condition itself, or for a medicine its regimen ("aspirin" with dose
 * "81 mg" and frequency "daily" is daily low-dose aspirin), so they may complete a trigger phrase.
 */
const DESCRIPTIVE_ATTRIBUTES = [
  'laterality',
  'acuity',
  'severity',
  'type',
  'site',
  'bodySite',
  'qualifier',
  'status',
  'control',
  'stage',
  'organism',
  'course',
  'dose',
  'frequency',
];

export interface FindingText {
  /** The term and the surface words, each as an ordered word list. */
  phrases: string[][];
  /** Every meaningful word of the term, surface and descriptive attributes. */
  words: Set<string>;
  /** The clauses of the transcript that name the finding, as word lists (what is said right next to it). */
  clauses: string[][];
  /** Words said right after the finding's own ("the flu" + "shot", "covid" + "exposure"): what it modifies. */
  modifies: Set<string>;
  laterality: Exclude<Laterality, 'unspecified'> | null;
}

/** The word right after `name` wherever it stands in `words`. */
function wordsAfter(words: readonly string[], name: readonly string[]): string[] {
  const after: string[] = [];
  for (let start = 0; start + name.length < words.length; start += 1) {
    if (name.every((word, offset) => words[start + offset] === word)) after.push(words[start + name.length] ?? '');
  }
  return after;
}

const SITE_LINKS = new Set(['of', 'in', 'on', 'to']);
const SITE_FILLERS = new Set(['the', 'your', 'my', 'his', 'her', 'their', 'this', 'that', 'left', 'right', 'both']);

/**
 * The word a diagnosis is placed on right after it ("a sprain of the left ankle", "arthritis in this knee"): the
 * site a code names, as "ankle sprain" would say it. Only for a condition named without a site of its own.
 */
function siteWordsAfter(clauses: readonly string[][], name: readonly string[]): string[] {
  const sites: string[] = [];
  for (const words of clauses) {
    for (let start = 0; start + name.length < words.length; start += 1) {
      if (!name.every((word, offset) => words[start + offset] === word)) continue;
      let at = start + name.length;
      if (!SITE_LINKS.has(words[at] ?? '')) continue;
      at += 1;
      while (SITE_FILLERS.has(words[at] ?? '')) at += 1;
      const site = words[at];
      if (site) sites.push(site);
    }
  }
  return sites;
}

// Joints a diagnosis may be placed on by the word right before it ("right hip degenerative joint disease").
const JOINT_SITES = new Set([
  'knee',
  'hip',
  'shoulder',
  'hand',
  'ankle',
  'foot',
  'thumb',
  'neck',
  'cervical',
  'lumbar',
]);
const SIDE_WORDS = new Set(['left', 'right', 'both', 'bilateral', 'the', 'your', 'my', 'his', 'her']);

/** "Hip arthritis", "right knee degenerative joint disease": a joint named right before the diagnosis. */
function siteWordsBefore(clauses: readonly string[][], name: readonly string[]): string[] {
  const sites: string[] = [];
  for (const words of clauses) {
    for (let start = 1; start + name.length <= words.length; start += 1) {
      if (!name.every((word, offset) => words[start + offset] === word)) continue;
      const site = words[start - 1] ?? '';
      if (JOINT_SITES.has(site) && !SIDE_WORDS.has(site)) sites.push(site);
    }
  }
  return sites;
}

/** A finding's words as the matchers see them. */
export function readFindingText(finding: ClinicalFinding): FindingText {
  const phrases = [tokenise(finding.term), tokenise(finding.surface)].filter((p) => p.length > 0);
  const words = new Set<string>(phrases.flat());
  for (const key of DESCRIPTIVE_ATTRIBUTES) {
    const value = finding.attributes[key];
    if (value) for (const word of tokenise(value)) words.add(word);
  }
  const naming = findNamingClauses(finding);
  const clauses = naming.map(({ clause }) => tokenise(clause));
  const surface = tokenise(finding.surface);
  if (finding.kind === 'condition' && !finding.attributes.site) {
    // Read with their small words kept: "of", "in" and "the" are what place the diagnosis on a site.
    const said = naming.map(({ clause }) => normaliseText(clause).split(' '));
    const name = normaliseText(finding.surface).split(' ').filter(Boolean);
    for (const site of [...siteWordsAfter(said, name), ...siteWordsBefore(said, name)])
      for (const word of tokenise(site)) words.add(word);
  }
  const modifies = new Set(surface.length > 0 ? clauses.flatMap((clause) => wordsAfter(clause, surface)) : []);
  return { phrases, words, clauses, modifies, laterality: readLaterality(finding) };
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

import type { ClinicalFinding } from '../../../../coding/clinical-finding';
import {
  ABNORMAL_EXAM_WORDS,
  CONDITION_SITES,
  EXAM_SITES,
  NORMAL_EXAM_WORDS,
  SITED_CONDITIONS,
} from '../vocabulary/laterality-carry.vocab';
import { SITE_SYMPTOM_CONCEPTS } from '../vocabulary/symptom-composition.vocab';
import type { Sentence } from './analysis.types';
import { LEXICON } from './concept-lexicon';
import type { Mention } from './finding-extractor';
import { sentenceEvidence } from './finding-merger';
import { clauseBreaks, type Side } from './laterality-reader';
import { tokenizeWords } from './word-tokenizer';

const abnormalWords = new Set(ABNORMAL_EXAM_WORDS);
const normalWords = new Set(NORMAL_EXAM_WORDS);
const sitedConditions = new Set(SITED_CONDITIONS);
const NEGATORS = new Set(['no', 'not', 'without', "n't", 'non']);
// ear-pain → ear, knee-pain → knee: the site of a symptom concept.
const SYMPTOM_SITES = new Map(Object.entries(SITE_SYMPTOM_CONCEPTS).map(([key, id]) => [id, key.split(':')[0]!]));

interface SideSource {
  side: Side;
  sentenceIndex: number;
}

/** The body site a finding names: its own (eardrum), the one said with it, or the nearest one in its sentence. */
function siteOf(mention: Mention, sentence: Sentence): string | undefined {
  const said = mention.attributes.site ? LEXICON.sites.matchAll(tokenizeWords(mention.attributes.site))[0] : undefined;
  const own =
    EXAM_SITES[mention.conceptId] ??
    said?.entry.id ??
    SYMPTOM_SITES.get(mention.conceptId) ??
    CONDITION_SITES[mention.conceptId];
  if (own) return own;
  const sites = LEXICON.sites.matchAll(sentence.tokens);
  return sites.sort((a, b) => Math.abs(a.first - mention.first) - Math.abs(b.first - mention.first))[0]?.entry.id;
}

/**
 * True when the clause of an exam finding finds something wrong ("red and bulging"), not a normal part: in "her
 * left eardrum is red and the right eardrum is normal" only the left one is abnormal.
 */
function findsAbnormal(sentence: Sentence, mention: Mention): boolean {
  const breaks = clauseBreaks(sentence.tokens);
  const from = Math.max(0, ...breaks.filter((b) => b <= mention.first));
  const to = Math.min(sentence.tokens.length, ...breaks.filter((b) => b > mention.first));
  const tokens = sentence.tokens.slice(from, to);
  const abnormal = tokens.some(
    (token, i) =>
      abnormalWords.has(token.norm) &&
      !NEGATORS.has(tokens[i - 1]?.norm ?? '') &&
      !NEGATORS.has(tokens[i - 2]?.norm ?? ''),
  );
  return abnormal || !tokens.some((token) => normalWords.has(token.norm));
}

function combine(sources: readonly SideSource[]): Side | null {
  const sides = new Set(sources.map((source) => source.side));
  if (sides.size === 0) return null;
  if (sides.has('bilateral') || (sides.has('right') && sides.has('left'))) return 'bilateral';
  return [...sides][0]!;
}

/**
 * The side of a diagnosis the clinician named without one, from what was found and complained of at its site:
 * abnormal exam findings first ("her right eardrum is red and bulging"), else the complaint ("left knee pain");
 * both sides make it bilateral. Sets it on the finding with the sentences it came from as evidence, and merges
 * it into a finding of the same diagnosis that already had that side.
 */
export function carryLaterality(
  findings: ClinicalFinding[],
  mentions: readonly Mention[],
  sentences: readonly Sentence[],
): ClinicalFinding[] {
  const exam: Array<SideSource & { site: string }> = [];
  const complaints: Array<SideSource & { site: string }> = [];
  for (const mention of mentions) {
    const side = mention.attributes.laterality as Side | undefined;
    const sentence = sentences[mention.sentenceIndex];
    if (!side || !sentence || mention.assertion !== 'present') continue;
    const site = siteOf(mention, sentence);
    if (!site) continue;
    if (mention.kind === 'exam' && findsAbnormal(sentence, mention))
      exam.push({ side, site, sentenceIndex: sentence.index });
    if (mention.kind === 'symptom') complaints.push({ side, site, sentenceIndex: sentence.index });
  }
  const carried: ClinicalFinding[] = [];
  for (const finding of findings) {
    const site =
      finding.kind === 'condition' && !finding.attributes.laterality
        ? (CONDITION_SITES[finding.conceptId] ??
          (sitedConditions.has(finding.conceptId) ? siteOfFinding(finding) : undefined))
        : undefined;
    const atSite = (list: typeof exam) => list.filter((source) => source.site === site);
    const sources = site ? (atSite(exam).length > 0 ? atSite(exam) : atSite(complaints)) : [];
    const side = combine(sources);
    if (!side) {
      carried.push(finding);
      continue;
    }
    const evidence = [...finding.evidence];
    for (const index of new Set(sources.map((source) => source.sentenceIndex))) {
      const span = sentenceEvidence(sentences[index]!);
      if (!evidence.some((known) => known.start === span.start)) evidence.push(span);
    }
    const sided = { ...finding, attributes: { ...finding.attributes, laterality: side }, evidence };
    const twin = findings.find(
      (other) =>
        other !== finding &&
        other.kind === finding.kind &&
        other.conceptId === finding.conceptId &&
        other.assertion === finding.assertion &&
        other.attributes.laterality === side,
    );
    if (!twin) {
      carried.push(sided);
      continue;
    }
    for (const span of evidence)
      if (!twin.evidence.some((known) => known.start === span.start)) twin.evidence.push(span);
  }
  return carried;
}

/** The site a sited diagnosis was named with ("ankle sprain", a fracture of the wrist). */
function siteOfFinding(finding: ClinicalFinding): string | undefined {
  const words = tokenizeWords(`${finding.attributes.site ?? ''} ${finding.surface}`);
  return LEXICON.sites.matchAll(words)[0]?.entry.id;
}

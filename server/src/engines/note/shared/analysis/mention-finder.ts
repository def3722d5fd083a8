import { negatorOpensStatement } from './negator-phrase';
import { lookupTable } from '../../../../lib/lookup-table';
import type { FindingKind } from '../../../../coding/clinical-finding';
import type { BodySystem } from '../vocabulary/vocabulary.types';
import {
  NARROWER_SITE_PARTS,
  SITE_SYMPTOM_CONCEPTS,
  SITE_SYMPTOM_NOUNS,
  SITE_SYMPTOM_WORDS,
} from '../vocabulary/symptom-composition.vocab';
import { resolveAbbreviations } from './abbreviation-resolver';
import { LEXICON, lateralityOf, SYMPTOM_BY_ID } from './concept-lexicon';
import { composeContusions } from './contusion-composer';
import { composeFractures } from './injury-composer';
import { assignSides } from './laterality-reader';
import { extractMedications } from './medication-extractor';
import type { RawMention } from './mention.types';
import { stemTokens, type PhraseMatch } from './phrase-index';
import { composeServices } from './service-composer';
import { isNumberWord } from './spoken-number';
import { dropOtherSenses } from './word-sense';
import { saidWords, type WordToken } from './word-tokenizer';

export type { RawMention };

const SITE_WINDOW = 6;
const NOT_A_SITE_AFTER: Readonly<Record<string, readonly string[]>> = lookupTable({
  back: ['of'],
  side: ['of', 'effect', 'effects'],
});
const GENERIC_SYMPTOMS = new Set(['numbness', 'tingling', 'weakness', 'stiffness']);

/** The preferred term, unless it carries a number nobody said ("diabetes" must not become "type 2 diabetes"). */
export function displayTerm(term: string, said: readonly WordToken[]): string {
  const surface = said.map((token) => token.norm).join(' ');
  const termNumbers = term.match(/\d+/g) ?? [];
  const saidNumbers = said.filter((token) => /\d/.test(token.norm) || isNumberWord(token.norm));
  return termNumbers.length > 0 && saidNumbers.length === 0 ? surface : term;
}

// "pain in my side" names no more than "side pain": words of a phrase, not of a narrower term.
const PHRASE_WORDS = new Set([
  'my',
  'your',
  'his',
  'her',
  'their',
  'our',
  'the',
  'a',
  'an',
  'in',
  'of',
  'on',
  'at',
  'to',
]);

/** "ankle sprain" said for the term "sprain": the words said name it more closely, so the note keeps them. */
function narrowsTerm(term: string, said: readonly WordToken[]): boolean {
  const words = said.map((token) => token.norm);
  const termWords = term.toLowerCase().split(' ');
  return (
    words.length > termWords.length &&
    termWords.every((word) => words.includes(word)) &&
    words.every((word) => /^[a-z-]+$/.test(word) && !PHRASE_WORDS.has(word))
  );
}

function toMention(
  kind: FindingKind,
  match: PhraseMatch<{ id: string; term: string; system?: BodySystem }>,
  stems: readonly string[],
  tokens: readonly WordToken[],
): RawMention {
  const exact = stems.slice(match.first, match.last).join(' ') === match.entry.term.toLowerCase();
  const said = tokens.slice(match.first, match.last);
  const display = narrowsTerm(match.entry.term, said)
    ? said.map((token) => token.norm).join(' ')
    : displayTerm(match.entry.term, said);
  const mention: RawMention = {
    kind,
    conceptId: match.entry.id,
    term: match.entry.term,
    display,
    first: match.first,
    last: match.last,
    match: exact ? 'exact' : 'synonym',
    attributes: {},
  };
  if (match.entry.system) mention.system = match.entry.system;
  return mention;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

const overlaps = (a: { first: number; last: number }, b: { first: number; last: number }) =>
  a.first < b.last && b.first < a.last;

// Of two overlapping mentions of one length, a test or vaccine wins: "the flu shot" is a shot, not "the flu".
const rank = (mention: RawMention) => (mention.kind === 'order' ? 0 : 1);

/** Keeps the longest of overlapping mentions (a condition "kidney stones" over a site "kidney"). */
function resolveOverlaps(mentions: RawMention[]): RawMention[] {
  const sorted = [...mentions].sort(
    (a, b) => b.last - b.first - (a.last - a.first) || rank(a) - rank(b) || a.first - b.first,
  );
  const kept: RawMention[] = [];
  for (const mention of sorted) if (!kept.some((other) => overlaps(other, mention))) kept.push(mention);
  return kept.sort((a, b) => a.first - b.first);
}

/** "my right knee hurts" → right knee pain: a symptom word with the nearest body site of the sentence. */
function composeSiteSymptoms(
  tokens: readonly WordToken[],
  stems: readonly string[],
  taken: readonly RawMention[],
): RawMention[] {
  // "the back of my head" is the head, "the right side of my neck" the neck; "side effects" are no body part.
  const sites = LEXICON.sites
    .matchAll(tokens)
    .filter(
      (site) =>
        !taken.some((mention) => overlaps(mention, site)) &&
        !(NOT_A_SITE_AFTER[site.entry.id] ?? []).includes(tokens[site.last]?.norm ?? ''),
    );
  const composed: Array<RawMention & { distance: number; siteFirst: number }> = [];
  tokens.forEach((token, i) => {
    const kind = SITE_SYMPTOM_WORDS[token.norm];
    if (!kind || taken.some((mention) => i >= mention.first && i < mention.last)) return;
    const site = sites
      .filter((candidate) => Math.abs(candidate.first - i) <= SITE_WINDOW)
      .sort((a, b) => Math.abs(a.first - i) - Math.abs(b.first - i))[0];
    if (!site) return;
    const side = lateralityOf(tokens[site.first - 1]?.norm) ?? lateralityOf(tokens[site.first - 2]?.norm);
    const known = SITE_SYMPTOM_CONCEPTS[`${site.entry.id}:${kind}`];
    const symptom = known ? SYMPTOM_BY_ID.get(known) : undefined;
    const noun = SITE_SYMPTOM_NOUNS[kind];
    const first = Math.min(i, site.first - (side ? 1 : 0));
    const last = Math.max(i + 1, site.last);
    const part = site.last - site.first === 1 ? NARROWER_SITE_PARTS[tokens[site.first]!.norm] : undefined;
    composed.push({
      kind: 'symptom',
      conceptId: symptom?.id ?? `${site.entry.id}-${kind}`,
      term: symptom?.term ?? `${site.entry.term} ${noun}`,
      display: part ? `${part} ${noun}` : (symptom?.term ?? `${site.entry.term} ${noun}`),
      first: Math.max(0, first),
      last,
      match: 'inferred',
      system: symptom?.system ?? site.entry.system ?? 'musculoskeletal',
      attributes: { site: site.entry.term, ...(side ? { laterality: side } : {}) },
      conceptTokens: [i, ...range(site.first - (side ? 1 : 0), site.last)],
      distance: Math.abs(site.first - i),
      siteFirst: site.first,
    });
  });
  // One symptom per site: the word said closest to it ("my ankle hurts since I twisted it" is ankle pain).
  return composed
    .filter(
      (mention) =>
        !composed.some((other) => other.siteFirst === mention.siteFirst && other.distance < mention.distance),
    )
    .map(({ distance: _distance, siteFirst: _siteFirst, ...mention }) => mention);
}

/** Symptoms, conditions, medicines, tests and (when asked) exam findings named in a sentence. */
export function findMentions(tokens: readonly WordToken[], includeExam: boolean): RawMention[] {
  const stems = stemTokens(tokens);
  const named: RawMention[] = [
    ...LEXICON.symptoms.matchAll(tokens).map((match) => toMention('symptom', match, stems, tokens)),
    ...LEXICON.conditions.matchAll(tokens).map((match) => toMention('condition', match, stems, tokens)),
    ...LEXICON.tests
      .matchAll(tokens)
      .map((match) => ({ ...toMention('order', match, stems, tokens), testKind: match.entry.kind })),
    ...extractMedications(tokens).map((medication): RawMention => ({
      kind: 'medication',
      conceptId: medication.drug.id,
      term: medication.drug.term,
      display: saidWords(tokens, { first: medication.first, last: medication.nameLast }),
      first: medication.first,
      last: medication.last,
      match: 'synonym',
      medication,
      attributes: {},
    })),
  ];
  if (includeExam) named.push(...LEXICON.exam.matchAll(tokens).map((match) => toMention('exam', match, stems, tokens)));
  const stated = named.filter(
    (mention) => mention.kind === 'medication' || !negatorOpensStatement(tokens, mention.first, mention.last),
  );
  const mentions = dropOtherSenses(tokens, resolveAbbreviations(tokens, stated));
  const kept = resolveOverlaps([...mentions, ...composeServices(tokens, mentions)]);
  // Generic symptoms ("numb", "weak") take the body site said with them ("my feet feel numb" → foot numbness).
  const specific = kept.filter((mention) => !GENERIC_SYMPTOMS.has(mention.conceptId));
  const found = resolveOverlaps([
    ...kept,
    ...composeSiteSymptoms(tokens, stems, specific),
    ...composeFractures(tokens, kept),
    ...composeContusions(tokens),
  ]);
  assignSides(tokens, found);
  return found;
}

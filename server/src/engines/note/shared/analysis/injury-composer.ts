import { BONE_SITES, FRACTURE_WORDS, NOT_FRACTURE_FOLLOWERS } from '../vocabulary/injury-composition.vocab';
import { CONDITIONS } from '../vocabulary/condition.vocab';
import { LEXICON, lateralityOf } from './concept-lexicon';
import type { RawMention } from './mention.types';
import type { WordToken } from './word-tokenizer';

const FRACTURE = CONDITIONS.find((entry) => entry.id === 'fracture')!;
const fractureWords = new Set(FRACTURE_WORDS);
const notFracture = new Set(NOT_FRACTURE_FOLLOWERS);
const SITE_REACH = 4;

/**
 * "I broke my wrist", "my ankle was fractured": a fracture of the bone site said with it, written "wrist fracture".
 * Only sites with bones count ("broken skin" is no fracture), and "broke out in a rash" breaks nothing.
 */
export function composeFractures(tokens: readonly WordToken[], taken: readonly RawMention[]): RawMention[] {
  const sites = LEXICON.sites.matchAll(tokens).filter((site) => BONE_SITES[site.entry.id] !== undefined);
  const composed: RawMention[] = [];
  tokens.forEach((token, i) => {
    if (!fractureWords.has(token.norm) || notFracture.has(tokens[i + 1]?.norm ?? '')) return;
    if (taken.some((mention) => mention.kind !== 'condition' && i >= mention.first && i < mention.last)) return;
    const site = sites
      .filter((candidate) => Math.abs(candidate.first - i) <= SITE_REACH)
      .sort((a, b) => Math.abs(a.first - i) - Math.abs(b.first - i))[0];
    if (!site) return;
    const sideAt = [site.first - 1, site.first - 2].find((k) => lateralityOf(tokens[k]?.norm) !== undefined);
    const side = sideAt === undefined ? undefined : lateralityOf(tokens[sideAt]?.norm);
    const siteName =
      site.entry.id === 'chest' && !/^rib/.test(tokens[site.first]?.norm ?? '')
        ? 'chest wall'
        : BONE_SITES[site.entry.id]!;
    const first = Math.min(i, sideAt ?? site.first);
    composed.push({
      kind: 'condition',
      conceptId: FRACTURE.id,
      term: FRACTURE.term,
      display: `${siteName} fracture`,
      first,
      last: Math.max(i + 1, site.last),
      match: 'inferred',
      system: 'musculoskeletal',
      attributes: { site: site.entry.term, ...(side ? { laterality: side } : {}) },
      conceptTokens: [
        i,
        ...Array.from({ length: site.last - (sideAt ?? site.first) }, (_, k) => (sideAt ?? site.first) + k),
      ],
    });
  });
  return composed;
}

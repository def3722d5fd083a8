import {
  BRUISE_SITE_LINKS,
  BRUISE_WORDS,
  CONTUSION_SITES,
  SPONTANEOUS_BRUISE_WORDS,
} from '../vocabulary/injury-composition.vocab';
import { CONDITIONS } from '../vocabulary/condition.vocab';
import { NARROWER_SITE_PARTS } from '../vocabulary/symptom-composition.vocab';
import { LEXICON, lateralityOf } from './concept-lexicon';
import type { RawMention } from './mention.types';
import type { WordToken } from './word-tokenizer';

const CONTUSION = CONDITIONS.find((entry) => entry.id === 'contusion')!;
const bruiseWords = new Set(BRUISE_WORDS);
const spontaneous = new Set(SPONTANEOUS_BRUISE_WORDS);
const links = new Set(BRUISE_SITE_LINKS);
// "bruised right knee" / "a bruise on the outside of your right forearm": how far the site may sit.
const BEFORE_REACH = 3;
const AFTER_REACH = 8;
const SPONTANEOUS_REACH = 4;

interface SiteMatch {
  first: number;
  last: number;
  name: string;
}

/** The sites of a sentence a contusion can be coded at, named by the narrower part when one was said. */
function contusionSites(tokens: readonly WordToken[]): SiteMatch[] {
  return LEXICON.sites.matchAll(tokens).flatMap((site) => {
    const part = site.last - site.first === 1 ? NARROWER_SITE_PARTS[tokens[site.first]!.norm] : undefined;
    const name = CONTUSION_SITES[part ?? site.entry.id];
    return name ? [{ first: site.first, last: site.last, name }] : [];
  });
}

/** The site a bruise word is placed on: after it through "on / over / of …", else just before it. */
function siteOfBruise(tokens: readonly WordToken[], i: number, sites: readonly SiteMatch[]): SiteMatch | undefined {
  const linked = links.has(tokens[i + 1]?.norm ?? '') || links.has(tokens[i + 2]?.norm ?? '');
  const after = linked
    ? sites.filter((site) => site.first > i && site.first - i <= AFTER_REACH).sort((a, b) => a.first - b.first)[0]
    : undefined;
  if (after && !tokens.slice(i + 1, after.first).some((token) => bruiseWords.has(token.norm))) return after;
  return sites.filter((site) => site.last <= i && i - site.last < BEFORE_REACH).sort((a, b) => b.last - a.last)[0];
}

/**
 * "A large bruise on her right forearm", "bruised left knee": a contusion of the site said with the bruise, which
 * is how ICD-10-CM indexes a bruise. Bruising as a tendency ("bruises easily") is left to its own symptom.
 */
export function composeContusions(tokens: readonly WordToken[]): RawMention[] {
  const sites = contusionSites(tokens);
  const composed: RawMention[] = [];
  tokens.forEach((token, i) => {
    if (!bruiseWords.has(token.norm)) return;
    const near = tokens.slice(Math.max(0, i - SPONTANEOUS_REACH), i + SPONTANEOUS_REACH + 1);
    if (near.some((word) => spontaneous.has(word.norm))) return;
    const site = siteOfBruise(tokens, i, sites);
    if (!site) return;
    const sideAt = [site.first - 1, site.first - 2].find((k) => lateralityOf(tokens[k]?.norm) !== undefined);
    const side = sideAt === undefined ? undefined : lateralityOf(tokens[sideAt]?.norm);
    const first = Math.min(i, sideAt ?? site.first);
    const last = Math.max(i + 1, site.last);
    composed.push({
      kind: 'condition',
      conceptId: CONTUSION.id,
      term: CONTUSION.term,
      display: `${site.name} contusion`,
      first,
      last,
      match: 'inferred',
      system: 'musculoskeletal',
      attributes: { site: site.name, ...(side ? { laterality: side } : {}) },
      conceptTokens: [
        i,
        ...Array.from({ length: site.last - (sideAt ?? site.first) }, (_, k) => (sideAt ?? site.first) + k),
      ],
    });
  });
  return composed;
}

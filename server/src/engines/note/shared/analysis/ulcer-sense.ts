import { CONDITIONS } from '../vocabulary/condition.vocab';
import {
  BARE_ULCER_WORDS,
  ULCER_OWN_SITE_REACH,
  ULCER_SITE_CUES,
  ULCER_SITE_PREPOSITIONS,
  ULCER_SITE_REACH,
} from '../vocabulary/ulcer-sense.vocab';
import type { Mention } from './analysis.types';
import type { RawMention } from './mention.types';
import type { WordToken } from './word-tokenizer';

const CONDITION_BY_ID = new Map(CONDITIONS.map((entry) => [entry.id, entry]));
const BARE = new Set(BARE_ULCER_WORDS);
const SENSE_OF_CUE = new Map(
  Object.entries(ULCER_SITE_CUES).flatMap(([sense, cues]) => cues.map((cue) => [cue, sense] as const)),
);
const UNSITED = 'peptic-ulcer';
const SKIN = 'skin-ulcer';
const FOOT = 'foot-ulcer';
const DIABETIC_FOOT = 'diabetic-foot-ulcer';

/**
 * The site the ulcer's own phrase gives it ("ulcers in the mouth", "an ulcer on her heel"): a locative right after
 * it, then a site word within a few words. Said so, it outweighs a nearer site word before it ("on the palms and
 * soles, and the ulcers in the mouth").
 */
function readOwnSiteSense(tokens: readonly WordToken[], end: number): string | null {
  if (!ULCER_SITE_PREPOSITIONS.includes(tokens[end]?.norm ?? '')) return null;
  for (let at = end + 1; at <= end + ULCER_OWN_SITE_REACH; at++) {
    const sense = SENSE_OF_CUE.get(tokens[at]?.norm ?? '');
    if (sense) return sense;
  }
  return null;
}

/** The site sense the word nearest an ulcer at tokens [at, end) gives it, or null. */
function readSiteSense(tokens: readonly WordToken[], at: number, end = at + 1): string | null {
  let sense: string | null = readOwnSiteSense(tokens, end);
  for (let distance = 1; distance <= ULCER_SITE_REACH && !sense; distance++) {
    sense =
      SENSE_OF_CUE.get(tokens[at - distance]?.norm ?? '') ??
      SENSE_OF_CUE.get(tokens[end - 1 + distance]?.norm ?? '') ??
      null;
  }
  return sense;
}

/**
 * How the visit places its ulcers when one is said with no site ("this ulcer"): the sense most of its sited bare
 * ulcers take ("the ulcer on your foot"), or null when none is sited.
 */
export function readVisitUlcerSense(sentences: readonly { tokens: readonly WordToken[] }[]): string | null {
  const counts = new Map<string, number>();
  // Read as one stream: speech may cut "an ulcer | on the ball of the foot" into two sentences.
  const tokens = sentences.flatMap((sentence) => sentence.tokens);
  tokens.forEach((token, i) => {
    if (!BARE.has(token.norm)) return;
    const sense = readSiteSense(tokens, i);
    if (sense) counts.set(sense, (counts.get(sense) ?? 0) + 1);
  });
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? null;
}

/** Gives each bare "ulcer" mention the concept of its site: its own words first, then the visit's sense. */
export function resolveUlcerSenses(
  tokens: readonly WordToken[],
  mentions: readonly RawMention[],
  visitSense: string | null,
): RawMention[] {
  return mentions.map((mention) => {
    const bare =
      mention.conceptId === UNSITED &&
      mention.last - mention.first === 1 &&
      BARE.has(tokens[mention.first]?.norm ?? '');
    // A skin ulcer with no site of its own ("an ulcerated lesion") takes a site said with it, not the visit's.
    const unsitedSkin = mention.conceptId === SKIN;
    if (!bare && !unsitedSkin) return mention;
    const own = readSiteSense(tokens, mention.first, mention.last);
    const sense = bare ? (own ?? visitSense) : own === UNSITED ? null : own;
    const entry = sense && sense !== UNSITED && sense !== mention.conceptId ? CONDITION_BY_ID.get(sense) : undefined;
    if (!entry) return mention;
    const resolved: RawMention = { ...mention, conceptId: entry.id, term: entry.term, display: entry.term };
    if (entry.system) resolved.system = entry.system;
    return resolved;
  });
}

/** Statuses under which the patient has the diabetes: now, or known from before. */
const HAS_IT = new Set(['present', 'historical']);

/**
 * A foot ulcer in a patient with type 2 diabetes is the diabetic foot ulcer: ICD-10-CM links the two by its "with"
 * convention (E11.621) unless the clinician says another cause. Only the patient's own type 2 diabetes counts.
 */
export function applyDiabeticFootUlcer(mentions: Mention[]): void {
  const has = (id: string) => mentions.some((m) => m.conceptId === id && HAS_IT.has(m.assertion));
  if (!has('type-2-diabetes') || has('type-1-diabetes')) return;
  const entry = CONDITION_BY_ID.get(DIABETIC_FOOT);
  if (!entry) return;
  for (const mention of mentions) {
    if (mention.conceptId !== FOOT) continue;
    mention.conceptId = entry.id;
    mention.term = entry.term;
    mention.display = entry.term;
  }
}

import {
  CONDITION_STAND_INS,
  CONDITION_TOPIC_NOUNS,
  DEFINING_LINKS,
  LOAD_WINDOW,
  OTHER_SENSES,
} from '../vocabulary/word-sense.vocab';
import { CARE_SERVICE_NOUNS } from '../vocabulary/care-service.vocab';
import type { OtherSense } from '../vocabulary/word-sense.types';
import type { WordToken } from './word-tokenizer';

// Built once: the check runs for every mention of a concept with another sense.
const loadVerbs = new Map(Object.entries(OTHER_SENSES).map(([id, sense]) => [id, new Set(sense.loadVerbs)]));

interface Span {
  kind?: string;
  conceptId: string;
  first: number;
  last: number;
}

/** A load verb followed by one of the particles among tokens [from, to): "putting on", "take off". */
function hasLoad(
  tokens: readonly WordToken[],
  from: number,
  to: number,
  verbs: ReadonlySet<string>,
  particles: readonly string[],
): boolean {
  for (let i = Math.max(0, from); i < Math.min(tokens.length, to); i++) {
    if (verbs.has(tokens[i]!.norm) && particles.includes(tokens[i + 1]?.norm ?? '')) return true;
  }
  return false;
}

/** "The cramping that eases when you open your bowels": a word of the sentence gives the other sense. */
function saidInOtherSentence(tokens: readonly WordToken[], mention: Span, sense: OtherSense): boolean {
  const rule = sense.inSentence;
  if (!rule || !rule.said.includes(tokens[mention.first]?.norm ?? '')) return false;
  if (tokens.some((token) => rule.unless?.includes(token.norm))) return false;
  return tokens.some((token) => rule.words.includes(token.norm));
}

/** True when the words around a mention give its concept another sense than the symptom ("inversion stress"). */
export function isOtherSense(tokens: readonly WordToken[], mention: Span): boolean {
  // A condition named as the topic of a study or a screening is nobody's disease ("in diabetes study").
  const next = tokens[mention.last]?.norm ?? '';
  if (mention.kind === 'condition' && CONDITION_TOPIC_NOUNS.includes(next)) return true;
  // Nor is one naming a service or its staff ("a TMJ specialist", "the asthma clinic").
  if (mention.kind === 'condition' && CARE_SERVICE_NOUNS.includes(next)) return true;
  const standIn = tokens[mention.first - 1]?.norm === 'the' && CONDITION_STAND_INS.includes(next);
  if (mention.kind === 'condition' && standIn) return true;
  const sense = OTHER_SENSES[mention.conceptId];
  if (!sense) return false;
  const before = tokens[mention.first - 1]?.norm ?? '';
  const after = tokens[mention.last]?.norm ?? '';
  if (sense.before.includes(before) || sense.after.includes(after)) return true;
  const twoBefore = `${tokens[mention.first - 2]?.norm ?? ''} ${before}`;
  if (sense.phrasesBefore?.includes(twoBefore)) return true;
  const threeBefore = `${tokens[mention.first - 3]?.norm ?? ''} ${twoBefore}`;
  if (sense.instructionsBefore?.includes(threeBefore)) return true;
  const twoAfter = `${after} ${tokens[mention.last + 1]?.norm ?? ''}`;
  if (sense.phrasesAfter?.includes(twoAfter)) return true;
  if (saidInOtherSentence(tokens, mention, sense)) return true;
  const verbs = loadVerbs.get(mention.conceptId) ?? new Set<string>();
  // "put stress on it"; "take off some of the stress" ("taking on stress" is the other way: the patient's burden).
  if (verbs.has(before) && (after === 'on' || after === 'off')) return true;
  return (
    hasLoad(tokens, mention.first - LOAD_WINDOW, mention.first, verbs, ['off']) ||
    hasLoad(tokens, mention.last, mention.last + LOAD_WINDOW, verbs, ['on', 'off'])
  );
}

/** "Hepatitis C is a viral infection": the second condition says what the first is. */
export function definesAnother(tokens: readonly WordToken[], mention: Span, mentions: readonly Span[]): boolean {
  if (mention.kind !== 'condition') return false;
  return mentions.some((other) => {
    if (other === mention || other.kind !== 'condition' || other.last > mention.first) return false;
    const link = tokens.slice(other.last, mention.first).map((token) => token.norm);
    return DEFINING_LINKS.includes(link.join(' '));
  });
}

/** The mentions that keep their symptom sense, and are not said as what another condition is. */
export function dropOtherSenses<T extends Span>(tokens: readonly WordToken[], mentions: readonly T[]): T[] {
  return mentions.filter((mention) => !isOtherSense(tokens, mention) && !definesAnother(tokens, mention, mentions));
}

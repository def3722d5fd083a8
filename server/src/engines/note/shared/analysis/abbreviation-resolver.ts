import { AMBIGUOUS_ABBREVIATIONS } from '../vocabulary/abbreviation.vocab';
import { EXAM_TERMS } from '../vocabulary/exam.vocab';
import type { RawMention } from './mention.types';
import { stemTokens } from './phrase-index';
import type { WordToken } from './word-tokenizer';

const EXAM_BY_ID = new Map(EXAM_TERMS.map((entry) => [entry.id, entry]));
const EXAM_REACH = 3;
const CONDITION_REACH = 6;

/**
 * Reads two-sense abbreviations by the words around them: "no CVA tenderness", "CVA on the right to percussion" are
 * a flank exam finding; "had a CVA last year" is a stroke; a bare "there is cva" is neither and is left out.
 */
export function resolveAbbreviations(tokens: readonly WordToken[], mentions: readonly RawMention[]): RawMention[] {
  const stems = stemTokens(tokens);
  const near = (first: number, last: number, reach: number) =>
    new Set([...stems.slice(Math.max(0, first - reach), first), ...stems.slice(last, last + reach)]);
  const resolved: RawMention[] = [];
  for (const mention of mentions) {
    const sense =
      mention.last - mention.first === 1
        ? AMBIGUOUS_ABBREVIATIONS.find(
            (a) => a.conceptId === mention.conceptId && a.word === tokens[mention.first]?.norm,
          )
        : undefined;
    if (!sense) {
      resolved.push(mention);
      continue;
    }
    const exam = EXAM_BY_ID.get(sense.examConceptId);
    if (exam && sense.examCues.some((cue) => near(mention.first, mention.last, EXAM_REACH).has(cue))) {
      const mentionOf: RawMention = {
        kind: 'exam',
        conceptId: exam.id,
        term: exam.term,
        display: exam.term,
        first: mention.first,
        last: mention.last,
        match: 'synonym',
        attributes: {},
      };
      if (exam.system) mentionOf.system = exam.system;
      resolved.push(mentionOf);
    } else if (sense.conditionCues.some((cue) => near(mention.first, mention.last, CONDITION_REACH).has(cue))) {
      resolved.push(mention);
    }
  }
  return resolved;
}

import {
  ACTIONS,
  DOSE_UNITS,
  FREQUENCIES,
  MEASURING_DEVICES,
  ROUTES,
  type MedicationAction,
} from '../vocabulary/medication-sig.vocab';
import type { DrugEntry } from '../vocabulary/vocabulary.types';
import { readsCountBeforeStrength } from './count-strength';
import { unitForAmount } from './counted-unit';
import { isCount, saysOtherDose } from './dose-conflict';
import { readSchedule } from './dose-schedule';
import { namedAsComparison } from './compared-drug';
import { changedToBareAmount } from './dose-unit-carry';
import { doseOfTabletPart } from './dose-part-tablet';
import { isStepSize } from './dose-step-size';
import { equivalentDose } from './dose-equivalent';
import { stepAfterDose } from './dose-step-within';
import { isLiquidStrength, isStrengthVolume } from './dose-concentration';
import { strengthPairDoseAt } from './strength-pair';
import { PhraseIndex, stemTokens, type PhraseMatch } from './phrase-index';
import { LEXICON } from './concept-lexicon';
import { formatAmount, formatNumber, readNumberAt, splitsSpokenNumber } from './spoken-number';
import type { WordToken } from './word-tokenizer';

/** A medicine named in a sentence with whatever of its sig was said next to it. */
export interface MedicationMention {
  drug: DrugEntry;
  first: number;
  last: number;
  /** End of the drug's name (the sig follows). */
  nameLast: number;
  dose?: string;
  frequency?: string;
  route?: string;
  action?: MedicationAction;
}

const drugIndex = LEXICON.drugs;
const unitIndex = new PhraseIndex(Object.entries(DOSE_UNITS));
const routeIndex = new PhraseIndex(Object.entries(ROUTES));
const actionIndex = new PhraseIndex(ACTIONS.map(([spoken, action]): [string, MedicationAction] => [spoken, action]));
const SIG_WINDOW = 10;
const ACTION_WINDOW = 6;

const RANGE_WORDS = new Set(['to', 'or']);
const CONCENTRATION = new Set(['dl', 'deciliter', 'deciliters', 'decilitre', 'decilitres', 'l', 'liter', 'litre']);

/**
 * Reads "500 mg", "five hundred milligrams", "2000iu" or a range ("five to ten milligrams", "5 mg to 10 mg") at
 * token i. A range is read whole: its upper end alone would be a changed dose.
 */
export function doseAt(
  tokens: readonly WordToken[],
  stems: readonly string[],
  i: number,
): { dose: string; last: number } | null {
  if (RANGE_WORDS.has(tokens[i - 1]?.norm ?? '') && readNumberAt(tokens, i - 2)) return null;
  if (isStepSize(tokens, i)) return null;
  if (splitsSpokenNumber(tokens, i)) return null;
  const lower = singleDoseAt(tokens, stems, i);
  const joiner = tokens[lower?.last ?? -1]?.norm ?? '';
  const upper = lower && RANGE_WORDS.has(joiner) ? singleDoseAt(tokens, stems, lower.last + 1) : null;
  // "increase it from 20 mg to 40 mg": a change, and the dose is the new one.
  if (lower && upper && joiner === 'to' && tokens[i - 1]?.norm === 'from') return upper;
  if (lower && upper) return { dose: `${lower.dose} ${joiner} ${upper.dose}`, last: upper.last };
  // "lowered from 25 mg to 20": the new amount, in the unit said once; neither when it cannot be read so.
  const changed = lower && joiner === 'to' ? changedToBareAmount(tokens, i, lower) : undefined;
  if (changed !== undefined) return changed;
  const number = lower ? null : readNumberAt(tokens, i);
  const word = tokens[number?.last ?? -1]?.norm ?? '';
  const bound = number && RANGE_WORDS.has(word) ? singleDoseAt(tokens, stems, number.last + 1) : null;
  if (number && bound && word === 'to' && tokens[i - 1]?.norm === 'from') return bound;
  if (number && bound) {
    const amount = number.spoken ? formatAmount(number.value) : formatNumber(number.value);
    return { dose: `${amount} ${word} ${bound.dose}`, last: bound.last };
  }
  const drugAt = (k: number) => drugIndex.matchAt(stems, k) !== null;
  const schedule = lower ? readSchedule(tokens, lower, (k) => singleDoseAt(tokens, stems, k), drugAt) : null;
  const stepped =
    lower && !schedule ? stepAfterDose(tokens, stems, lower, (k) => singleDoseAt(tokens, stems, k), drugAt) : null;
  // "ten milliliters, that's two hundred milligrams": the volume and the amount in it are one dose.
  const equivalent =
    lower && !schedule && !stepped ? equivalentDose(tokens, lower, (k) => singleDoseAt(tokens, stems, k)) : null;
  return schedule ?? stepped ?? equivalent ?? lower;
}

function singleDoseAt(
  tokens: readonly WordToken[],
  stems: readonly string[],
  i: number,
): { dose: string; last: number } | null {
  // "250 mg per 5 ml": the volume a liquid's strength is given in, not the volume given.
  if (isStrengthVolume(tokens, i)) return null;
  const single = readNumberAt(tokens, i);
  if (!single) return null;
  // "seven fifty milligrams": read as a pair (750) when the pair, not the single number, is followed by a unit.
  const paired = readNumberAt(tokens, i, true);
  const pairUnit = paired && paired.last > single.last ? unitIndex.matchAt(stems, paired.last) : null;
  // "one ten milligram tablet" is one 10 mg tablet, never 110 mg: a count before a strength and its form.
  const counted = paired && pairUnit && readsCountBeforeStrength(tokens, single, paired, pairUnit.last);
  const number = paired && pairUnit && !counted ? paired : single;
  // Spoken amounts are written with thousands separated ("fifteen hundred" is 1,500); written ones as written.
  const amount =
    number.spoken || tokens[i]!.norm.includes(',') ? formatAmount(number.value) : formatNumber(number.value);
  const glued = number.suffix ? DOSE_UNITS[number.suffix] : undefined;
  if (glued) return { dose: `${amount} ${unitForAmount(amount, glued)}`, last: number.last };
  // "mg/kg" is one token the stemmer does not keep whole: short units are looked up as said.
  const short = DOSE_UNITS[tokens[number.last]?.norm ?? ''];
  const unit = short ? { entry: short, last: number.last + 1 } : unitIndex.matchAt(stems, number.last);
  if (!unit) return null;
  // "265 milligrams per deciliter", "120 mg/dl": a concentration read from a lab, not a dose.
  const after = [tokens[unit.last]?.norm, tokens[unit.last + 1]?.norm];
  if (CONCENTRATION.has(after[0] ?? '') || (after[0] === 'per' && CONCENTRATION.has(after[1] ?? ''))) return null;
  // "15 mg per milliliter": the strength of a liquid, not the dose given.
  if (isLiquidStrength(tokens, unit.last)) return null;
  const written = unit.entry === '%' ? `${amount}%` : `${amount} ${unitForAmount(amount, unit.entry)}`;
  return { dose: written, last: unit.last };
}

/** The frequency phrases split into words once: every token of a medicine's sig is tried against all of them. */
const FREQUENCY_PARTS: ReadonlyArray<readonly [readonly string[], string]> = FREQUENCIES.map(
  ([spoken, written]) => [spoken.split(' '), written] as const,
);

/** Reads a frequency phrase at token i, filling `{n}` slots with spoken or written numbers. */
export function frequencyAt(tokens: readonly WordToken[], i: number): { frequency: string; last: number } | null {
  for (const [parts, written] of FREQUENCY_PARTS) {
    let j = i;
    const numbers: string[] = [];
    let ok = true;
    for (const part of parts) {
      if (part === '{n}') {
        const number = readNumberAt(tokens, j);
        if (!number) {
          ok = false;
          break;
        }
        numbers.push(formatNumber(number.value));
        j = number.last;
      } else if (tokens[j]?.norm === part) j += 1;
      else {
        ok = false;
        break;
      }
    }
    if (ok) {
      let k = 0;
      return { frequency: written.replace(/\{n\}/g, () => numbers[k++] ?? ''), last: j };
    }
  }
  return null;
}

function describeSig(
  tokens: readonly WordToken[],
  stems: readonly string[],
  match: PhraseMatch<DrugEntry>,
  stop: number,
): MedicationMention {
  const mention: MedicationMention = { drug: match.entry, first: match.first, last: match.last, nameLast: match.last };
  const frequencies: string[] = [];
  // "… isn't related to amoxicillin, it's 100 mg": the medicine compared with takes no sig said after it.
  const end = namedAsComparison(stems, match.first) ? match.last : Math.min(stop, match.last + SIG_WINDOW);
  for (let i = match.last; i < end;) {
    // "one capsule a day, four hundred and eight milligrams": a count read first gives way to the strength.
    const reads = !mention.drug.isClass && (!mention.dose || isCount(mention.dose));
    const read = reads ? (strengthPairDoseAt(tokens, i, mention.drug.id) ?? doseAt(tokens, stems, i)) : null;
    // "Calpol, the five ml spoon": the size of the measure, not the dose.
    const said = read && MEASURES.has(tokens[read.last]?.norm ?? '') ? null : read;
    // "one cc of celestone with half a cc of lidocaine": a dose linked by "of" to the next medicine is its dose
    // ("lisinopril 20 mg metformin" is a list of sigs, so a bare dose still belongs to the medicine before it).
    const linked = said && stop < tokens.length && stop > said.last && leadsTo(tokens, said.last, stop);
    const dose = linked ? null : said;
    const frequency = dose ? null : frequencyAt(tokens, i);
    const route = dose || frequency ? null : routeIndex.matchAt(stems, i);
    if (dose && !(mention.dose && isCount(dose.dose))) mention.dose = dose.dose;
    if (frequency) frequencies.push(frequency.frequency);
    if (route && !mention.route) mention.route = route.entry;
    const next = dose?.last ?? frequency?.last ?? route?.last ?? i + 1;
    if (dose || frequency || route) mention.last = Math.max(mention.last, next);
    i = next;
  }
  if (frequencies.length > 0) mention.frequency = [...new Set(frequencies)].join(' ');
  if (mention.dose && saysOtherDose(tokens, mention.last, stop, mention.dose, (k) => doseAt(tokens, stems, k)))
    delete mention.dose;
  for (let i = Math.max(0, match.first - ACTION_WINDOW); i < match.first; i += 1) {
    const action = actionIndex.matchAt(stems, i);
    // "stopped taking", "started taking": the change said wins over the plain "taking" after it.
    const weaker = action?.entry === 'taking' && mention.action !== undefined && mention.action !== 'taking';
    if (action && action.last <= match.first && !weaker) mention.action = action.entry;
  }
  return mention;
}

// Words that may stand between a dose said first and its medicine: "80 mg of Depo-Medrol", "500 mg tablets of …".
const DOSE_TO_DRUG = new Set(['of', 'the', 'tablet', 'tablets', 'pill', 'pills', 'capsule', 'capsules']);
const DOSE_BEFORE_REACH = 6;

/** Whether only linking words ("of", "tablets of") stand between a dose ending at `last` and a medicine at `first`. */
function leadsTo(tokens: readonly WordToken[], last: number, first: number): boolean {
  const between = tokens.slice(last, first).map((token) => token.norm);
  return between.length <= 2 && between.every((word) => DOSE_TO_DRUG.has(word));
}

/**
 * "eighty milligrams of depomedrol", "a 0.6 mg colchicine": the dose said before the name, read only from words no
 * earlier medicine's sig took (`from`), so "lisinopril 20 mg metformin" never gives metformin 20 mg.
 */
function doseBefore(
  tokens: readonly WordToken[],
  stems: readonly string[],
  first: number,
  from: number,
): string | undefined {
  for (let i = Math.max(from, first - DOSE_BEFORE_REACH); i < first; i += 1) {
    const dose = doseAt(tokens, stems, i);
    if (dose && dose.last <= first && leadsTo(tokens, dose.last, first)) return dose.dose;
  }
  return undefined;
}

/** Medicines of one sentence with dose, frequency, route and what the speaker does with them. */
export function extractMedications(tokens: readonly WordToken[]): MedicationMention[] {
  const stems = stemTokens(tokens);
  const matches = drugIndex.matchAll(tokens);
  const mentions: MedicationMention[] = [];
  matches.forEach((match, k) => {
    const mention = describeSig(tokens, stems, match, matches[k + 1]?.first ?? tokens.length);
    const before =
      mention.dose || match.entry.isClass
        ? undefined
        : doseBefore(tokens, stems, match.first, mentions.at(-1)?.last ?? 0);
    const stop = matches[k + 1]?.first ?? tokens.length;
    const rival = before && saysOtherDose(tokens, mention.last, stop, before, (i) => doseAt(tokens, stems, i));
    const read = rival ? mention.dose : (before ?? mention.dose);
    // "half a tablet, the five milligram ones": the dose taken is the part of the tablet's strength.
    const span = { from: mentions.at(-1)?.last ?? 0, first: match.first, name: match.last, to: stop };
    const dose = read && doseOfTabletPart(tokens, span, read, (i) => doseAt(tokens, stems, i));
    mentions.push(dose ? { ...mention, dose } : mention);
  });
  return mentions;
}

const MEASURES = new Set(MEASURING_DEVICES);
// "I take 4 mg instead of the 6 mg that was recommended": what follows is the dose not taken.
const NOT_TAKEN = new Set(['instead of', 'rather than']);

/**
 * The one dose said in an answer that names no medicine ("How much Lexapro?" "I am taking ten M G."): the dose of
 * the medicine asked about. Sentences are the answer's (normalised tokens); two different doses, or a medicine
 * named in the answer, leave it unread, since which dose is whose is then a guess.
 */
export function answeredDose(answers: ReadonlyArray<readonly WordToken[]>): { dose: string; answer: number } | null {
  let found: { dose: string; answer: number } | null = null;
  for (const [k, tokens] of answers.entries()) {
    if (drugIndex.matchAll(tokens).length > 0) return null;
    const stems = stemTokens(tokens);
    for (let i = 0; i < tokens.length && !NOT_TAKEN.has(`${tokens[i]!.norm} ${tokens[i + 1]?.norm}`); i += 1) {
      const dose = doseAt(tokens, stems, i);
      // "One hundred micrograms, two puffs twice a day": a count of puffs or tablets is how many, not the strength.
      if (!dose || isCount(dose.dose)) continue;
      // "The five ml spoon": the size of the measure, not the dose given.
      if (MEASURES.has(tokens[dose.last]?.norm ?? '')) {
        i = dose.last - 1;
        continue;
      }
      if (found && found.dose !== dose.dose) return null;
      found ??= { dose: dose.dose, answer: k };
      i = dose.last - 1;
    }
  }
  return found;
}

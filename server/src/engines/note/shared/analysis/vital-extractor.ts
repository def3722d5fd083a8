import {
  VITAL_GAP_WORDS,
  VITAL_JUDGEMENTS,
  VITAL_RANGES,
  VITALS,
  VITALS_SAID_WITHOUT_POINT,
  type VitalDefinition,
  type VitalKind,
} from '../vocabulary/vital.vocab';
import { PhraseIndex, stemTokens } from './phrase-index';
import { formatNumber, lostPointDigit, readNumberAt, type NumberReading } from './spoken-number';
import type { WordToken } from './word-tokenizer';

/** A vital sign read from one sentence: tokens [first, last) hold the name and the reading. */
export interface VitalReading {
  kind: VitalKind;
  label: string;
  /** As the note writes it: "120/80 mmHg", "98.6 °F", or a judgement such as "Elevated". */
  value: string;
  numeric: boolean;
  first: number;
  last: number;
}

const names = new PhraseIndex<VitalDefinition>(
  VITALS.flatMap((vital) => vital.names.map((name): [string, VitalDefinition] => [name, vital])),
);
const gapWords = new Set(VITAL_GAP_WORDS);
// "sinus pressure" and "chest pressure" are symptoms, not blood pressure.
const NOT_BLOOD_PRESSURE = new Set(['sinus', 'chest', 'facial', 'eye', 'ear', 'head', 'under', 'peer', 'some', 'any']);
const SEARCH_WINDOW = 7;

const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

function numberAfter(tokens: readonly WordToken[], from: number, pairs: boolean): NumberReading | null {
  for (let i = from; i < Math.min(tokens.length, from + SEARCH_WINDOW); i += 1) {
    const reading = readNumberAt(tokens, i, pairs);
    if (reading) return reading;
    const word = tokens[i]!.norm;
    if (!gapWords.has(word)) return null;
  }
  return null;
}

function bloodPressure(tokens: readonly WordToken[], from: number): { value: string; last: number } | null {
  const written = tokens.slice(from, from + SEARCH_WINDOW).find((token) => /^\d{2,3}\/\d{2,3}$/.test(token.norm));
  let systolic: number;
  let diastolic: number;
  let last: number;
  if (written) {
    [systolic, diastolic] = written.norm.split('/').map(Number) as [number, number];
    last = tokens.indexOf(written) + 1;
  } else {
    const top = numberAfter(tokens, from, true);
    if (!top || tokens[top.last]?.norm !== 'over') return null;
    const bottom = readNumberAt(tokens, top.last + 1, true);
    if (!bottom) return null;
    [systolic, diastolic, last] = [top.value, bottom.value, bottom.last];
  }
  if (!within(systolic, VITAL_RANGES.systolic) || !within(diastolic, VITAL_RANGES.diastolic) || systolic <= diastolic)
    return null;
  return { value: `${systolic}/${diastolic} mmHg`, last };
}

function unitAfter(tokens: readonly WordToken[], index: number): string {
  return tokens
    .slice(index, index + 3)
    .map((token) => token.norm)
    .join(' ');
}

function measured(kind: VitalKind, tokens: readonly WordToken[], from: number): { value: string; last: number } | null {
  if (kind === 'blood-pressure') return bloodPressure(tokens, from);
  const said = numberAfter(tokens, from, kind === 'weight' || kind === 'temperature' || kind === 'heart-rate');
  if (!said) return null;
  const reading = withLostPoint(kind, tokens, said);
  if (!reading) return null;
  const { value, last } = reading;
  const unit = `${reading.suffix ?? ''} ${unitAfter(tokens, last)}`.trim();
  const n = formatNumber(value);
  switch (kind) {
    case 'heart-rate':
      return within(value, VITAL_RANGES.heartRate) ? { value: `${n} bpm`, last } : null;
    case 'respiratory-rate':
      return within(value, VITAL_RANGES.respiratoryRate) ? { value: `${n} breaths per minute`, last } : null;
    case 'oxygen-saturation':
      return within(value, VITAL_RANGES.oxygenSaturation) ? { value: `${n}%`, last } : null;
    case 'bmi':
      return within(value, VITAL_RANGES.bmi) ? { value: n, last } : null;
    case 'temperature': {
      const celsius =
        /^(c|celsius|degrees c|degrees celsius)\b/.test(unit) ||
        (!/fahrenheit|^f\b/.test(unit) && within(value, VITAL_RANGES.temperatureC));
      if (celsius) return within(value, VITAL_RANGES.temperatureC) ? { value: `${n} °C`, last } : null;
      return within(value, VITAL_RANGES.temperatureF) ? { value: `${n} °F`, last } : null;
    }
    case 'weight': {
      if (/^(kg|kilo|kilos|kilograms?)\b/.test(unit))
        return within(value, VITAL_RANGES.weightKg) ? { value: `${n} kg`, last } : null;
      return within(value, VITAL_RANGES.weightLb) && value >= 20 ? { value: `${n} lbs`, last } : null;
    }
    case 'height':
      return height(tokens, reading);
    default:
      return null;
  }
}

/** A reading whose point was not said: a temperature gets it back, any other vital is not read (never cut). */
function withLostPoint(kind: VitalKind, tokens: readonly WordToken[], reading: NumberReading): NumberReading | null {
  const digit = lostPointDigit(tokens, reading);
  if (digit === null) return reading;
  if (!VITALS_SAID_WITHOUT_POINT.includes(kind)) return null;
  return { ...reading, value: Number(`${reading.value}.${digit}`), last: reading.last + 1 };
}

function height(tokens: readonly WordToken[], feet: NumberReading): { value: string; last: number } | null {
  const unit = tokens[feet.last]?.norm ?? '';
  if (/^(cm|centimeters?)$/.test(unit))
    return within(feet.value, VITAL_RANGES.heightCm)
      ? { value: `${formatNumber(feet.value)} cm`, last: feet.last + 1 }
      : null;
  if (!/^(foot|feet|ft)$/.test(unit) || !within(feet.value, VITAL_RANGES.heightFeet)) return null;
  const inches = readNumberAt(tokens, feet.last + 1);
  if (inches && inches.value < 12) {
    const after = /^(inch|inches|in)$/.test(tokens[inches.last]?.norm ?? '') ? inches.last + 1 : inches.last;
    return { value: `${formatNumber(feet.value)} ft ${formatNumber(inches.value)} in`, last: after };
  }
  return { value: `${formatNumber(feet.value)} ft`, last: feet.last + 1 };
}

// "not well controlled" is no judgement we can write as a value.
const NEGATING = new Set(['not', "n't", 'never', 'poorly', 'no']);

// "high blood pressure and low blood sugar": past a conjunction the judgement is another thing's.
const CLAUSE_ENDS = new Set(['and', 'but', 'or', 'with', 'as', 'because', 'so']);

function judgement(tokens: readonly WordToken[], from: number): { value: string; last: number } | null {
  for (let i = from; i < Math.min(tokens.length, from + 5); i += 1) {
    if (CLAUSE_ENDS.has(tokens[i]!.norm)) return null;
    const value = VITAL_JUDGEMENTS[tokens[i]!.norm];
    if (value) return tokens.slice(from, i).some((token) => NEGATING.has(token.norm)) ? null : { value, last: i + 1 };
  }
  return null;
}

/** Vital signs said in one sentence, with implausible numbers dropped. */
export function extractVitals(tokens: readonly WordToken[]): VitalReading[] {
  const stems = stemTokens(tokens);
  const readings: VitalReading[] = [];
  for (let i = 0; i < tokens.length;) {
    const match = names.matchAt(stems, i);
    if (!match) {
      i += 1;
      continue;
    }
    const vital = match.entry;
    const pressureAlone = tokens[match.first]?.norm === 'pressure';
    if (pressureAlone && NOT_BLOOD_PRESSURE.has(tokens[match.first - 1]?.norm ?? '')) {
      i = match.last;
      continue;
    }
    // "the foot pulses are good": pulses felt in a limb are an examination finding; only a number is a heart rate.
    const limbPulses = vital.kind === 'heart-rate' && tokens[match.last - 1]?.norm === 'pulses';
    const reading = vital.kind === 'vital-signs' ? null : measured(vital.kind, tokens, match.last);
    const found = reading ?? (limbPulses ? null : judgement(tokens, match.last));
    if (found)
      readings.push({
        kind: vital.kind,
        label: vital.label,
        value: found.value,
        numeric: /\d/.test(found.value),
        first: match.first,
        last: found.last,
      });
    i = found ? Math.max(found.last, match.last) : match.last;
  }
  return readings;
}

import { lookupTable } from '../../../../lib/lookup-table';
/** Vital signs: spoken names, units and the range a real reading falls in (outside it, we drop the number). */
export type VitalKind =
  | 'blood-pressure'
  | 'heart-rate'
  | 'temperature'
  | 'respiratory-rate'
  | 'oxygen-saturation'
  | 'weight'
  | 'height'
  | 'bmi'
  | 'vital-signs';

export interface VitalDefinition {
  kind: VitalKind;
  /** How a note heads the reading. */
  label: string;
  names: readonly string[];
}

export const VITALS: readonly VitalDefinition[] = [
  { kind: 'blood-pressure', label: 'Blood pressure', names: ['blood pressure', 'bp', 'blood pressures', 'pressure'] },
  { kind: 'heart-rate', label: 'Heart rate', names: ['heart rate', 'pulse', 'pulse rate', 'heart rates'] },
  { kind: 'temperature', label: 'Temperature', names: ['temperature', 'temp', 'fever of'] },
  {
    kind: 'respiratory-rate',
    label: 'Respiratory rate',
    names: ['respiratory rate', 'respirations', 'breathing rate', 'respiration rate', 'respiration'],
  },
  {
    kind: 'oxygen-saturation',
    label: 'Oxygen saturation',
    names: [
      'oxygen saturation',
      'o2 sat',
      'o2 sats',
      'o2 saturation',
      'pulse ox',
      'pulse oximetry',
      'oxygen level',
      'oxygen levels',
      'sats',
      'satting',
      'saturating',
      'spo2',
      'oxygen',
      'sat',
      'saturation',
    ],
  },
  { kind: 'weight', label: 'Weight', names: ['weight', 'weigh', 'weighs', 'weighed', 'weighing'] },
  { kind: 'height', label: 'Height', names: ['height', 'tall'] },
  { kind: 'bmi', label: 'BMI', names: ['bmi', 'body mass index'] },
  { kind: 'vital-signs', label: 'Vital signs', names: ['vital signs', 'vitals', 'vital sign'] },
];

/**
 * Readings clinicians say without their decimal point ("thirty-seven four" is 37.4 °C). Any other vital followed by a
 * lone digit lost its point too, and is not written at all: half a number is a wrong number.
 */
export const VITALS_SAID_WITHOUT_POINT: readonly VitalKind[] = ['temperature'];

/** Plausible adult and child readings; a number outside is a mishearing or a different quantity. */
export const VITAL_RANGES = {
  systolic: [60, 260],
  diastolic: [30, 160],
  heartRate: [25, 250],
  temperatureF: [90, 110],
  temperatureC: [32, 43],
  respiratoryRate: [6, 60],
  oxygenSaturation: [50, 100],
  weightLb: [2, 800],
  weightKg: [1, 360],
  heightCm: [40, 250],
  heightFeet: [1, 8],
  heightInches: [10, 96],
  bmi: [10, 90],
} as const satisfies Record<string, readonly [number, number]>;

/** Words between a vital's name and its number that carry nothing ("your pressure was about …"). */
export const VITAL_GAP_WORDS: readonly string[] = [
  'is',
  'was',
  'of',
  "it's",
  'it',
  'about',
  'around',
  'a',
  'at',
  'today',
  'here',
  'in',
  'the',
  'office',
  'clinic',
  'reading',
  'showed',
  'shows',
  'came',
  'back',
  'looks',
  'looked',
  'like',
  'um',
  'uh',
  'were',
  'are',
  'your',
  'you',
  'has',
  'been',
  'running',
  'measured',
  'checked',
  'approximately',
  'roughly',
  'now',
  'currently',
  'on',
  'room',
  'air',
  'that',
  'this',
  'morning',
  'and',
  'so',
  'just',
  'little',
  'bit',
  'rate',
  'maybe',
];

/** Judgements of a vital without a number ("your blood pressure is a little elevated"). */
export const VITAL_JUDGEMENTS: Readonly<Record<string, string>> = lookupTable({
  elevated: 'Elevated',
  high: 'Elevated',
  raised: 'Elevated',
  low: 'Low',
  normal: 'Normal',
  good: 'Normal',
  fine: 'Normal',
  stable: 'Stable',
  okay: 'Normal',
  great: 'Normal',
  perfect: 'Normal',
  unremarkable: 'Normal',
  controlled: 'Controlled',
  borderline: 'Borderline',
});

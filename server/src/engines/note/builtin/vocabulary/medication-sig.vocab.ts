/** How doses, frequencies, routes and prescribing actions are said, and how a note writes them. */

/** Spoken dose unit → written unit. */
export const DOSE_UNITS: Readonly<Record<string, string>> = {
  mg: 'mg', milligram: 'mg', milligrams: 'mg', mgs: 'mg', mcg: 'mcg', microgram: 'mcg', micrograms: 'mcg',
  g: 'g', gram: 'g', grams: 'g', unit: 'units', units: 'units', iu: 'IU', 'international units': 'IU',
  ml: 'mL', milliliter: 'mL', milliliters: 'mL', cc: 'mL', percent: '%', puff: 'puffs', puffs: 'puffs',
  tablet: 'tablets', tablets: 'tablets', pill: 'tablets', pills: 'tablets', capsule: 'capsules',
  capsules: 'capsules', drop: 'drops', drops: 'drops', spray: 'sprays', sprays: 'sprays', meq: 'mEq',
};

/** Spoken frequency → written frequency; longer phrases are tried first. `{n}` takes a spoken number. */
export const FREQUENCIES: ReadonlyArray<readonly [string, string]> = [
  ['once a day', 'daily'], ['once daily', 'daily'], ['one time a day', 'daily'], ['every day', 'daily'],
  ['daily', 'daily'], ['a day', 'daily'], ['per day', 'daily'], ['every morning', 'every morning'],
  ['twice a day', 'twice a day'], ['twice daily', 'twice a day'], ['two times a day', 'twice a day'], ['bid', 'twice a day'],
  ['three times a day', '3 times a day'], ['three times daily', '3 times a day'], ['tid', '3 times a day'],
  ['four times a day', '4 times a day'], ['qid', '4 times a day'],
  ['every {n} hours', 'every {n} hours'], ['every {n} to {n} hours', 'every {n} to {n} hours'],
  ['as needed', 'as needed'], ['prn', 'as needed'], ['when needed', 'as needed'], ['if needed', 'as needed'],
  ['at night', 'at bedtime'], ['at bedtime', 'at bedtime'], ['before bed', 'at bedtime'], ['nightly', 'at bedtime'],
  ['in the morning', 'in the morning'], ['in the evening', 'in the evening'],
  ['once a week', 'weekly'], ['weekly', 'weekly'], ['every week', 'weekly'], ['once a month', 'monthly'],
  ['monthly', 'monthly'], ['every other day', 'every other day'], ['with meals', 'with meals'],
];

export const ROUTES: Readonly<Record<string, string>> = {
  'by mouth': 'by mouth', orally: 'by mouth', po: 'by mouth', topical: 'topically', topically: 'topically',
  cream: 'topically', gel: 'topically', ointment: 'topically', apply: 'topically', inhaled: 'inhaled',
  inhaler: 'inhaled', nebulizer: 'inhaled', injection: 'by injection', inject: 'by injection', shot: 'by injection',
  subcutaneous: 'subcutaneously', subcutaneously: 'subcutaneously', 'nasal spray': 'intranasally',
  intranasal: 'intranasally', 'eye drops': 'in the eye', iv: 'intravenously', intravenous: 'intravenously',
  patch: 'transdermally',
};

export type MedicationAction = 'start' | 'continue' | 'increase' | 'decrease' | 'stop' | 'refill' | 'switch' | 'taking';

/** Words before a drug that say what is done with it. */
export const ACTIONS: ReadonlyArray<readonly [string, MedicationAction]> = [
  ['prescribe', 'start'], ['prescribed', 'start'], ['prescribing', 'start'], ['start', 'start'], ['started', 'start'],
  ['starting', 'start'], ['initiate', 'start'], ['begin', 'start'], ['put you on', 'start'], ['give you', 'start'],
  ['write you for', 'start'], ['write for', 'start'], ['try', 'start'], ['add', 'start'],
  ['continue', 'continue'], ['keep taking', 'continue'], ['stay on', 'continue'], ['remain on', 'continue'],
  ['continue on', 'continue'], ['keep you on', 'continue'], ['continuing', 'continue'],
  ['increase', 'increase'], ['increased', 'increase'], ['bump up', 'increase'], ['go up on', 'increase'], ['up your', 'increase'],
  ['decrease', 'decrease'], ['decreased', 'decrease'], ['reduce', 'decrease'], ['lower', 'decrease'], ['cut back', 'decrease'],
  ['stop', 'stop'], ['stopped', 'stop'], ['discontinue', 'stop'], ['discontinued', 'stop'], ['hold', 'stop'], ['come off', 'stop'],
  ['get off', 'stop'], ['refill', 'refill'], ['refilled', 'refill'], ['refills', 'refill'], ['switch', 'switch'], ['change', 'switch'],
  ['take', 'taking'], ['taking', 'taking'], ['takes', 'taking'], ['took', 'taking'], ['using', 'taking'], ['on', 'taking'], ['use', 'taking'],
];

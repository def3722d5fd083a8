import { lookupTable } from '../../../../lib/lookup-table';
/**
 * Spoken units of measure → the short form the normalise stage writes in their place ("milligrams" → "mg"). The
 * short forms are the keys the dose and vital readers already know, so a reader sees one spelling per unit.
 * Only units that follow a number are rewritten: "a gram of prevention" is no quantity.
 */
export const SPOKEN_UNITS: Readonly<Record<string, string>> = lookupTable({
  milligram: 'mg',
  milligrams: 'mg',
  milligramme: 'mg',
  milligrammes: 'mg',
  mgs: 'mg',
  microgram: 'mcg',
  micrograms: 'mcg',
  microgramme: 'mcg',
  microgrammes: 'mcg',
  mcgs: 'mcg',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  mls: 'ml',
  // UK talk for millilitres ("five mil of Calpol"); read only straight after an amount, never as a million.
  mil: 'ml',
  mils: 'ml',
  cc: 'ml',
  ccs: 'ml',
  centimeter: 'cm',
  centimeters: 'cm',
  centimetre: 'cm',
  centimetres: 'cm',
  'international unit': 'iu',
  'international units': 'iu',
  'milli equivalents': 'meq',
  // Units spelled out letter by letter, as dictation and transcripts give them ("ten M G", "twenty M C G").
  'm g': 'mg',
  'm c g': 'mcg',
  'm l': 'ml',
  'i u': 'iu',
  // Weight-based doses: "15 mg/kg" must never be read as "15 mg".
  'milligrams per kilogram': 'mg/kg',
  'milligram per kilogram': 'mg/kg',
  'milligrams per kilo': 'mg/kg',
  'mg per kg': 'mg/kg',
  'mg kg': 'mg/kg',
  milliequivalents: 'meq',
  milliequivalent: 'meq',
});

import { lookupTable } from '../../../../lib/lookup-table';
/**
 * A disease named right before a vaccine or test word is the object of that service, never the disease itself
 * ("the flu shot", "a strep screen", "covid 19 vaccine"). Head words, and the service each disease's vaccine or
 * test is in our test vocabulary (by id) when it has one.
 */
export type ServiceHead = 'vaccine' | 'test';

export const SERVICE_HEAD_WORDS: Readonly<Record<string, ServiceHead>> = lookupTable({
  vaccine: 'vaccine',
  vaccines: 'vaccine',
  vaccination: 'vaccine',
  vaccinations: 'vaccine',
  shot: 'vaccine',
  shots: 'vaccine',
  booster: 'vaccine',
  boosters: 'vaccine',
  immunization: 'vaccine',
  immunizations: 'vaccine',
  jab: 'vaccine',
  test: 'test',
  tests: 'test',
  testing: 'test',
  swab: 'test',
  swabs: 'test',
  screen: 'test',
  screening: 'test',
  titer: 'test',
  titers: 'test',
  culture: 'test',
  cultures: 'test',
  antibody: 'test',
  antibodies: 'test',
  pcr: 'test',
  panel: 'test',
});

export const CONDITION_SERVICES: Readonly<Record<string, Partial<Record<ServiceHead, string>>>> = lookupTable({
  influenza: { vaccine: 'flu-vaccine', test: 'flu-test' },
  'covid-19': { vaccine: 'covid-vaccine', test: 'covid-test' },
  'strep-pharyngitis': { test: 'rapid-strep' },
  shingles: { vaccine: 'shingles-vaccine' },
  pneumonia: { vaccine: 'pneumococcal-vaccine' },
  'hepatitis-b': { vaccine: 'hepatitis-b-vaccine', test: 'hepatitis-panel' },
  'hepatitis-c': { test: 'hepatitis-panel' },
  hiv: { test: 'std-testing' },
});

/**
 * Conditions that happen and end (a stroke, a broken bone, a pneumonia), as opposed to diseases one goes on
 * having. Dated to months or years ago, or said as a "history of", such an event is a past one: history, not a
 * current problem ("seven years ago I had a stroke"). A chronic disease diagnosed years ago is still current.
 */
export const EVENT_CONCEPTS: ReadonlySet<string> = new Set([
  'stroke',
  'transient-ischemic-attack',
  'myocardial-infarction',
  'deep-vein-thrombosis',
  'pulmonary-embolism',
  'fracture',
  'concussion',
  'sprain',
  'strain',
  'pneumonia',
  'kidney-stones',
  'appendicitis',
  'cholecystitis',
  'pancreatitis',
  'diverticulitis',
  'cellulitis',
  'meniscus-tear',
  'acl-tear',
  'mcl-tear',
  'rotator-cuff-tear',
  'covid-19',
  'influenza',
  'bronchitis',
  'sinusitis',
  'urinary-tract-infection',
  'otitis-media',
  'strep-pharyngitis',
  'gastroenteritis',
  'shingles',
  'sepsis',
  'seizure',
  'syncope',
  'bells-palsy',
  'pulmonary-edema',
  'upper-respiratory-infection',
]);

/** Words that end the reach of a date over later words ("seven years ago I had a stroke and now …"). */
export const PRESENT_TIME_WORDS: readonly string[] = ['now', 'currently', 'today', 'recently', 'lately', 'since'];

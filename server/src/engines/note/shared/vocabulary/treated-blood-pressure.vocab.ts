/**
 * A patient's own blood pressure tablets, or a medicine taken "for my blood pressure": said so, the blood pressure
 * is a treated problem, hypertension, even when nobody says the word. Only owned forms ("my", "his", "her"): a
 * clinician's "that family of blood pressure tablets" speaks of drugs, and a check "of your blood pressure" is no
 * diagnosis.
 */
const OWNERS = ['my', 'his', 'her'];
const TABLET_WORDS = ['tablets', 'tablet', 'pills', 'medication', 'medications', 'medicine', 'medicines', 'meds'];

export const BP_TREATED: readonly string[] = OWNERS.flatMap((owner) => [
  `for ${owner} blood pressure`,
  ...TABLET_WORDS.map((word) => `${owner} blood pressure ${word}`),
]);

/**
 * A clinician's "your blood pressure is above target": a target is set only for a treated hypertension, so it is
 * said of that problem, not of one raised reading ("a high reading today" stays a vital sign).
 */
const TARGET_WORDS = ['above target', 'above goal', 'over target', 'uncontrolled'];

export const BP_ABOVE_TARGET: readonly string[] = TARGET_WORDS.flatMap((words) => [
  `blood pressure is ${words}`,
  `blood pressure is also ${words}`,
  `blood pressure is still ${words}`,
  `blood pressure ${words}`,
]);

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

/**
 * "any kind of eyesight issue", "what kind of pain": after a question determiner "kind of" names a type being
 * asked about; it is not the patient's hedge ("it's kind of sore"). Counted as the hedge, it gave the clinician's
 * "any …" question to the patient, who then seemed to report what they were only asked about. Data and one pure mask.
 */
export const ASKING_DETERMINERS: readonly string[] = ['any', 'what', 'which', 'whatever', 'every'];

const determiners = new Set(ASKING_DETERMINERS);
const KIND_WORDS = new Set(['kind', 'sort', 'type']);

/** The stems with each "kind" of "any kind of" / "what kind of" blanked, so the hedge cue skips it. */
export function maskAskedKind(stems: readonly string[]): string[] {
  return stems.map((stem, i, all) =>
    KIND_WORDS.has(stem) && all[i + 1] === 'of' && determiners.has(all[i - 1] ?? '') ? '' : stem,
  );
}

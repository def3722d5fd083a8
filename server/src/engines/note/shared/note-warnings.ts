import type { NoteWarning } from '@common/schemas/note.schema';

/**
 * Warnings instead of a confident note: what a transcript shows on its face (empty, not English, two patients,
 * cut off) and, from the engine's analysis, whether anything clinical was said at all. Pure; no text is kept.
 */
export const WARNING_MESSAGES: Record<NoteWarning['code'], string> = {
  empty: 'The transcript is empty: there is nothing to write a note from.',
  no_clinical_content:
    'Nothing clinical was found in the transcript (no symptom, condition, medicine, finding or plan).',
  not_english:
    'The transcript does not look like English; the note engine reads English only. Please write the note by hand.',
  multiple_patients:
    'The recording seems to cover more than one patient; check that every line belongs to this patient.',
  truncated: 'The transcript seems to stop mid-sentence; part of the visit may be missing from the note.',
};

/** Warnings after which no code may be suggested: there is nothing (or nothing readable) to code from. */
export const CODE_BLOCKING_WARNINGS: ReadonlySet<NoteWarning['code']> = new Set([
  'empty',
  'no_clinical_content',
  'not_english',
]);

// Common English words that are not also everyday Spanish, French, German or Portuguese words ("a", "no", "me").
const ENGLISH = new Set(
  (
    'the and or but i you he she it we they is are was were be been have has had do does did not yes to of in on ' +
    'for with at by from that this what how any my your so okay can will would about just like there if some all ' +
    "i'm it's don't you're that's well know think get got when where why who which them their our up out now then " +
    'been going take feel feeling pain any much very really also back little right good'
  ).split(' '),
);
const MIN_WORDS_TO_JUDGE_LANGUAGE = 8;
const MIN_ENGLISH_SHARE = 0.15;
const SPEAKER_LABEL = /^\s*(\[[a-z_]+\]|[a-z_]+:)/gim;
const NEXT_PATIENT = /\b(next|another|second|other) patient\b|\bnew patient (is|here)\b/i;
const SUMMARY_AGE = /\bis an? (\d{1,3})[- ]years?[- ]old\b/gi;

function words(transcript: string): string[] {
  return (
    transcript
      .replace(SPEAKER_LABEL, ' ')
      .toLowerCase()
      .match(/[\p{L}']+/gu) ?? []
  );
}

/** Words said before a "next patient" that only introduces this visit's patient ("next patient is paul edwards"). */
const OPENING_WORDS = 25;

/** Two clinician summaries with different ages ("is a 50-year-old … is a 72-year-old"), or "next patient" mid-way. */
function coversSeveralPatients(transcript: string): boolean {
  for (const match of transcript.matchAll(new RegExp(NEXT_PATIENT.source, 'gi')))
    if (words(transcript.slice(0, match.index)).length > OPENING_WORDS) return true;
  const ages = new Set([...transcript.matchAll(SUMMARY_AGE)].map((match) => match[1]));
  return ages.size > 1;
}

// A sentence does not end on these words: "… a cough and" was cut off.
const OPEN_ENDINGS = new Set(['and', 'or', 'but', 'the', 'a', 'an', 'to', 'of', 'with', 'my', 'your', 'because', 'if']);

/**
 * The last turn ends on a cut-off word ("and then we-"), on a word no sentence ends with, or without the closing
 * punctuation its own sentences have. A dictated tail with no punctuation at all is how the speaker talks, not a cut.
 */
function endsMidSentence(transcript: string): boolean {
  const lines = transcript.trimEnd().split('\n');
  const last = (lines.at(-1) ?? '').replace(SPEAKER_LABEL, ' ').trim();
  if (/[-–—]$/.test(last)) return true;
  if (OPEN_ENDINGS.has(words(last).at(-1) ?? '')) return true;
  return /[.?!]/.test(last.slice(0, -1)) && !/[.?!…"')\]]$/.test(last);
}

/**
 * The warnings for one transcript. `clinicalMentions` is how many clinical concepts the engine found; leave it
 * undefined when the engine cannot tell.
 */
export function noteWarnings(transcript: string, clinicalMentions?: number): NoteWarning[] {
  const warn = (code: NoteWarning['code']): NoteWarning => ({ code, message: WARNING_MESSAGES[code] });
  const said = words(transcript);
  if (said.length === 0) return [warn('empty')];
  const warnings: NoteWarning[] = [];
  const english = said.filter((word) => ENGLISH.has(word)).length;
  if (said.length >= MIN_WORDS_TO_JUDGE_LANGUAGE && english / said.length < MIN_ENGLISH_SHARE)
    warnings.push(warn('not_english'));
  else if (clinicalMentions === 0) warnings.push(warn('no_clinical_content'));
  if (coversSeveralPatients(transcript)) warnings.push(warn('multiple_patients'));
  if (endsMidSentence(transcript)) warnings.push(warn('truncated'));
  return warnings;
}

/** True when the warnings say there is nothing to code from. */
export function blocksCodes(warnings: readonly NoteWarning[]): boolean {
  return warnings.some((warning) => CODE_BLOCKING_WARNINGS.has(warning.code));
}

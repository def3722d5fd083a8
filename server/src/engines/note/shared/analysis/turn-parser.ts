import type { Speaker } from '../../../../coding/clinical-finding';
import type { Turn } from './analysis.types';

interface SpeakerLabel {
  speaker: Speaker;
  guest: boolean;
}

// `[doctor]`, `[patient_guest]`, `Doctor:`, `Dr:`, `PATIENT -` … at the start of a line.
const BRACKET_LABEL = /^[ \t]*\[([a-z_ ]+(?:_\d+)?)\][ \t]*:?[ \t]*/i;
const COLON_LABEL =
  /^[ \t]*(doctor|dr\.?|physician|provider|clinician|nurse|np|pa|patient|pt|guest(?:_[a-z]+)?(?:_\d+)?|caregiver|mother|father|parent|spouse|family)[ \t]*[:\-–][ \t]*/i;

const DOCTOR_NAMES = new Set(['doctor', 'dr', 'dr.', 'physician', 'provider', 'clinician', 'nurse', 'np', 'pa', 'md']);
const PATIENT_NAMES = new Set(['patient', 'pt']);

/** Maps a label word to a speaker; relatives and guests speak for the patient's side but are not the patient. */
export function labelToSpeaker(label: string): SpeakerLabel | null {
  // `Guest_family_2:` numbers a second person of the same role: the number says nothing about whose side.
  const word = label.trim().toLowerCase().replace(/_\d+$/, '');
  if (DOCTOR_NAMES.has(word)) return { speaker: 'doctor', guest: false };
  if (PATIENT_NAMES.has(word)) return { speaker: 'patient', guest: false };
  // `Guest_clinician:` is another clinician in the room: clinician's side, not the patient's.
  if (/^guest_(clinician|doctor|nurse|physician)$/.test(word)) return { speaker: 'doctor', guest: false };
  if (word.startsWith('patient') || /guest|caregiver|mother|father|parent|spouse|family/.test(word)) {
    return { speaker: 'patient', guest: true };
  }
  if (word.startsWith('doctor')) return { speaker: 'doctor', guest: false };
  return null;
}

function matchLabel(line: string): { label: SpeakerLabel; length: number } | null {
  for (const pattern of [BRACKET_LABEL, COLON_LABEL]) {
    const match = pattern.exec(line);
    const label = match?.[1] ? labelToSpeaker(match[1]) : null;
    if (match && label) return { label, length: match[0].length };
  }
  return null;
}

/**
 * Splits a transcript into turns. Labelled lines start a new turn and unlabelled lines continue it; a
 * transcript without any label gives one `unknown` turn per non-empty line (speakers are inferred later).
 */
export function parseTurns(transcript: string): Turn[] {
  const turns: Turn[] = [];
  let lineStart = 0;
  const lines = transcript.split('\n');
  for (const line of lines) {
    const label = matchLabel(line);
    const contentStart = lineStart + (label?.length ?? 0);
    const trimmedEnd = lineStart + line.replace(/\s+$/, '').length;
    const hasText = trimmedEnd > contentStart && transcript.slice(contentStart, trimmedEnd).trim() !== '';
    const previous = turns[turns.length - 1];
    if (label) {
      if (hasText) {
        turns.push({ index: turns.length, ...label.label, labelled: true, start: contentStart, end: trimmedEnd });
      }
    } else if (hasText) {
      const start = contentStart + (line.length - line.trimStart().length);
      if (previous?.labelled && previous.end >= lineStart - 2) previous.end = trimmedEnd;
      else
        turns.push({ index: turns.length, speaker: 'unknown', guest: false, labelled: false, start, end: trimmedEnd });
    }
    lineStart += line.length + 1;
  }
  return turns;
}

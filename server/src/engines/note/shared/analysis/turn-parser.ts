import type { Speaker } from '../../../../coding/clinical-finding';
import type { Turn } from './analysis.types';

interface SpeakerLabel {
  speaker: Speaker;
  guest: boolean;
}

// `[doctor]`, `[patient_guest]`, `Doctor:`, `Dr:`, `PATIENT -` … at the start of a line.
const BRACKET_LABEL = /^[ \t]*\[([a-z_ ]+(?:_\d+)?)\][ \t]*:?[ \t]*/i;
const COLON_LABEL =
  /^[ \t]*((?:doctor|physician|provider|clinician|nurse|patient)(?:_\d+)?|dr\.?|np|pa|pt|guest(?:_[a-z]+)?(?:_\d+)?|caregiver|mother|father|parent|spouse|family)[ \t]*[:\-–][ \t]*/i;

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

// "… on one side. Doctor: This sounds like …": a label run into the line after a sentence's end. Only a label the
// transcript itself opens lines with counts, so a patient quoting "doctor:" mid-sentence never starts a turn.
const INLINE_LABEL = /(?<=[.?!]["')]?)[ \t]+(\[[a-z_ ]+(?:_\d+)?\]|[A-Za-z_]+(?:_\d+)?)[ \t]*:?[ \t]+(?=\S)/g;

/** The label words (lower case) that open lines of this transcript. */
function lineLabelWords(lines: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) {
    const label = matchLabel(line);
    if (label)
      words.add(
        line
          .slice(0, label.length)
          .trim()
          .replace(/[:\-–\s]+$/, '')
          .toLowerCase(),
      );
  }
  return words;
}

/** Where a line holds further turns: the offsets (within the line) of each inline label and of the text after it. */
function inlineLabels(line: string, known: ReadonlySet<string>): Array<{ at: number; length: number }> {
  const found: Array<{ at: number; length: number }> = [];
  for (const match of line.matchAll(INLINE_LABEL)) {
    const word = match[1]!.toLowerCase();
    const isBracket = word.startsWith('[');
    // A bare word needs its colon ("Doctor:"); a bracket label stands on its own.
    if (!isBracket && !/:[ \t]+$/.test(match[0])) continue;
    if (!known.has(isBracket ? word : word.replace(/:$/, '')) || !matchLabel(line.slice(match.index))) continue;
    found.push({ at: match.index, length: match[0].length });
  }
  return found;
}

/** A labelled line cut at its inline labels: each piece with its offset in the line. */
function linePieces(line: string, known: ReadonlySet<string>): Array<{ text: string; offset: number }> {
  const cuts = known.size > 0 ? inlineLabels(line, known) : [];
  if (cuts.length === 0) return [{ text: line, offset: 0 }];
  const pieces = [{ text: line.slice(0, cuts[0]!.at), offset: 0 }];
  cuts.forEach((cut, k) => {
    // The piece starts at the label itself, past the space before it.
    const from = cut.at + line.slice(cut.at).length - line.slice(cut.at).trimStart().length;
    pieces.push({ text: line.slice(from, cuts[k + 1]?.at ?? line.length), offset: from });
  });
  return pieces;
}

/**
 * Splits a transcript into turns. Labelled lines start a new turn and unlabelled lines continue it; a
 * transcript without any label gives one `unknown` turn per non-empty line (speakers are inferred later).
 */
export function parseTurns(transcript: string): Turn[] {
  const turns: Turn[] = [];
  let lineStart = 0;
  const lines = transcript.split('\n');
  const known = lineLabelWords(lines);
  for (const whole of lines) {
    for (const { text: line, offset } of linePieces(whole, known)) addLine(transcript, turns, line, lineStart + offset);
    lineStart += whole.length + 1;
  }
  return turns;
}

/** One line (or the piece of one after an inline label) added to the turns. */
function addLine(transcript: string, turns: Turn[], line: string, lineStart: number): void {
  const label = matchLabel(line);
  const contentStart = lineStart + (label?.length ?? 0);
  const trimmedEnd = lineStart + line.replace(/\s+$/, '').length;
  const hasText = trimmedEnd > contentStart && transcript.slice(contentStart, trimmedEnd).trim() !== '';
  const previous = turns[turns.length - 1];
  if (label) {
    if (hasText)
      turns.push({ index: turns.length, ...label.label, labelled: true, start: contentStart, end: trimmedEnd });
  } else if (hasText) {
    const start = contentStart + (line.length - line.trimStart().length);
    if (previous?.labelled && previous.end >= lineStart - 2) previous.end = trimmedEnd;
    else turns.push({ index: turns.length, speaker: 'unknown', guest: false, labelled: false, start, end: trimmedEnd });
  }
}

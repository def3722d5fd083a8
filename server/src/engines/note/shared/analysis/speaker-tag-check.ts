import type { Turn } from './analysis.types';
import type { SentencePiece } from './sentence-splitter';
import { opensLikeQuestion, scoreSpeaker } from './speaker-inference';

// How much more clinician-like, per sentence, the "patient" lines must sound before the tags are taken as swapped.
// Tagged visits sit at +0.4 or more the right way round; swapped ones at -1.8 or less (ACI-Bench).
const SWAP_MARGIN = 1;
const MIN_SENTENCES = 5;

function meanScore(turns: readonly Turn[], piecesByTurn: readonly SentencePiece[][], speaker: 'doctor' | 'patient') {
  let sum = 0;
  let count = 0;
  turns.forEach((turn, t) => {
    if (turn.guest || !turn.labelled || turn.speaker !== speaker) return;
    for (const piece of piecesByTurn[t] ?? []) {
      sum += scoreSpeaker(piece.tokens, piece.questionMark || opensLikeQuestion(piece.tokens));
      count += 1;
    }
  });
  return { mean: count > 0 ? sum / count : 0, count };
}

/**
 * True when a labelled transcript has the clinician and patient tags the wrong way round: the lines tagged as the
 * patient ask, examine and plan, and those tagged as the clinician answer. Recorders and diarisers do swap them.
 */
export function tagsLookSwapped(turns: readonly Turn[], piecesByTurn: readonly SentencePiece[][]): boolean {
  const doctor = meanScore(turns, piecesByTurn, 'doctor');
  const patient = meanScore(turns, piecesByTurn, 'patient');
  if (doctor.count < MIN_SENTENCES || patient.count < MIN_SENTENCES) return false;
  return patient.mean - doctor.mean >= SWAP_MARGIN;
}

/** Swaps the clinician and patient tags of labelled turns (guests keep theirs). */
export function swapTags(turns: Turn[]): void {
  for (const turn of turns) {
    if (!turn.labelled || turn.guest) continue;
    if (turn.speaker === 'doctor') turn.speaker = 'patient';
    else if (turn.speaker === 'patient') turn.speaker = 'doctor';
  }
}

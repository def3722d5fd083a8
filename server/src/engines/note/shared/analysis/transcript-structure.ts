import type { Sentence, Turn } from './analysis.types';
import { trackPhases } from './phase-tracker';
import { placeClinicianActs } from './sentence-act';
import { splitSentences, type SentencePiece } from './sentence-splitter';
import { asksSomewhere, inferSpeakers, opensLikeQuestion } from './speaker-inference';
import { swapTags, tagsLookSwapped } from './speaker-tag-check';
import { parseTurns } from './turn-parser';
import { asksAboutSomeoneNamed, asksAnyAtEnd, endsWithExamCheck } from './question-shape';

export interface TranscriptStructure {
  turns: Turn[];
  sentences: Sentence[];
}

// An unlabelled line this long is a whole conversation on one line: infer speakers sentence by sentence.
const BLOCK_SENTENCES = 6;

// "The diagnosis would be a finger contusion, okay?": a statement that checks it was understood asks nothing.
const CHECK_TAGS = new Set(['okay', 'ok', 'alright']);
const MIN_TAGGED_STATEMENT = 6;

function checksUnderstanding(piece: SentencePiece): boolean {
  const last = piece.tokens[piece.tokens.length - 1]?.norm ?? '';
  return piece.tokens.length > MIN_TAGGED_STATEMENT && CHECK_TAGS.has(last) && !opensLikeQuestion(piece.tokens);
}

function isQuestionPiece(piece: SentencePiece, unpunctuated = false): boolean {
  if (
    opensLikeQuestion(piece.tokens) ||
    asksAboutSomeoneNamed(piece.tokens) ||
    asksAnyAtEnd(piece.tokens) ||
    endsWithExamCheck(piece.tokens)
  )
    return true;
  if (piece.questionMark) return !checksUnderstanding(piece);
  return unpunctuated && asksSomewhere(piece.tokens);
}

/** Speakers of unlabelled turns (per turn), or of each sentence when a turn is a whole unlabelled block. */
function resolveSpeakers(turns: Turn[], piecesByTurn: SentencePiece[][]): Array<Array<Sentence['speaker']>> {
  const speakers = piecesByTurn.map((pieces, t) => pieces.map(() => turns[t]!.speaker));
  const blocks = turns.filter((turn, t) => !turn.labelled && piecesByTurn[t]!.length >= BLOCK_SENTENCES);
  const oneLine = turns.length === 1 && (piecesByTurn[0]?.length ?? 0) > 1;
  if ((blocks.length > 0 || oneLine) && turns.every((turn) => !turn.labelled)) {
    // One guess per sentence across the whole text, so alternation carries over between lines.
    const flat = piecesByTurn.flat();
    const guessed = inferSpeakers(flat.map((piece) => ({ tokens: piece.tokens, isQuestion: isQuestionPiece(piece) })));
    let k = 0;
    return piecesByTurn.map((pieces) => pieces.map(() => guessed[k++] ?? 'unknown'));
  }
  const unlabelled = turns.map((turn, t) => ({ turn, t })).filter(({ turn }) => !turn.labelled);
  const guessed = inferSpeakers(
    unlabelled.map(({ t }) => ({
      tokens: piecesByTurn[t]!.flatMap((piece) => piece.tokens),
      isQuestion: piecesByTurn[t]!.some((piece) => isQuestionPiece(piece)),
    })),
  );
  unlabelled.forEach(({ turn, t }, k) => {
    turn.speaker = guessed[k] ?? 'unknown';
    speakers[t] = piecesByTurn[t]!.map(() => turn.speaker);
  });
  return speakers;
}

/** Turns, sentences, who said each sentence and in which phase of the visit. */
export function structureTranscript(transcript: string): TranscriptStructure {
  const turns = parseTurns(transcript);
  const piecesByTurn = turns.map((turn) => splitSentences(transcript, turn.start, turn.end));
  if (tagsLookSwapped(turns, piecesByTurn)) swapTags(turns);
  // Speech-to-text output has no punctuation at all: questions must be heard in the words.
  const unpunctuated = !/[.?!]/.test(transcript);
  const speakers = resolveSpeakers(turns, piecesByTurn);
  const sentences: Sentence[] = [];
  piecesByTurn.forEach((pieces, t) => {
    pieces.forEach((piece, p) => {
      sentences.push({
        index: sentences.length,
        turnIndex: t,
        speaker: speakers[t]![p] ?? 'unknown',
        guest: turns[t]!.guest,
        start: piece.start,
        end: piece.end,
        text: transcript.slice(piece.start, piece.end),
        tokens: piece.tokens,
        isQuestion: isQuestionPiece(piece, unpunctuated),
        spoken: unpunctuated,
        phase: 'history',
      });
    });
  });
  trackPhases(sentences).forEach((phase, i) => {
    sentences[i]!.phase = phase;
  });
  placeClinicianActs(sentences).forEach((phase, i) => {
    sentences[i]!.phase = phase;
  });
  return { turns, sentences };
}

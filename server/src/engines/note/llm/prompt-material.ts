import type { CodeSuggestion, EvidenceSpan } from '@common/schemas/note.schema';
import type { TranscriptAnalysis, Turn } from '../shared/analysis/analysis.types';
import type { NoteResult } from '../note.engine';
import type { ChatMessage } from './chat-completions.client';
import { renderTemplate, type NotePrompt } from './prompts/note-prompt';

/** Caps that keep the prompt proportionate; the transcript itself is never cut (see MAX_TRANSCRIPT_CHARS). */
const MAX_FINDINGS = 150;
const MAX_QUOTE_CHARS = 240;

/** Turn ranges in prompt order; `T n` in the prompt is turns[n - 1]. */
export function promptTurns(analysis: TranscriptAnalysis): Turn[] {
  return analysis.turns.filter((turn) => analysis.transcript.slice(turn.start, turn.end).trim() !== '');
}

function turnNumberAt(turns: readonly Turn[], offset: number): number {
  const index = turns.findIndex((turn) => offset >= turn.start && offset < turn.end);
  return index + 1;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_QUOTE_CHARS ? `${flat.slice(0, MAX_QUOTE_CHARS)}...` : flat;
}

function quoteRefs(turns: readonly Turn[], evidence: readonly EvidenceSpan[]): Array<{ turn: number; quote: string }> {
  return evidence.map((span) => ({ turn: turnNumberAt(turns, span.start), quote: shorten(span.quote) }));
}

/** One turn per line, whitespace folded: `T3 [patient]: words`. */
export function renderTranscript(analysis: TranscriptAnalysis, turns: readonly Turn[]): string {
  return turns
    .map((turn, i) => {
      const speaker = turn.guest ? `${turn.speaker} (companion)` : turn.speaker;
      return `T${i + 1} [${speaker}]: ${analysis.transcript.slice(turn.start, turn.end).replace(/\s+/g, ' ').trim()}`;
    })
    .join('\n');
}

export function renderFindings(analysis: TranscriptAnalysis, turns: readonly Turn[]): string {
  const lines = analysis.findings.slice(0, MAX_FINDINGS).map((finding) =>
    JSON.stringify({
      kind: finding.kind,
      term: finding.term,
      assertion: finding.assertion,
      speaker: finding.speaker,
      evidence: quoteRefs(turns, finding.evidence.slice(0, 2)),
    }),
  );
  return lines.length > 0 ? lines.join('\n') : '(none)';
}

export function renderDraft(draft: NoteResult, turns: readonly Turn[]): string {
  const lines = draft.statements.map((statement) =>
    JSON.stringify({
      section: statement.section,
      text: statement.text,
      evidence: quoteRefs(turns, statement.evidence),
    }),
  );
  return lines.length > 0 ? lines.join('\n') : '(empty)';
}

export function renderCodes(codes: readonly CodeSuggestion[]): string {
  const lines = codes.map((code) =>
    JSON.stringify({ type: code.type, code: code.code, description: code.description, confidence: code.confidence }),
  );
  return lines.length > 0 ? lines.join('\n') : '(none)';
}

/** The system and user messages for one visit. */
export function buildMessages(
  prompt: NotePrompt,
  analysis: TranscriptAnalysis,
  turns: readonly Turn[],
  draft: NoteResult,
): ChatMessage[] {
  const user = renderTemplate(prompt.user, {
    transcript: renderTranscript(analysis, turns),
    findings: renderFindings(analysis, turns),
    draft: renderDraft(draft, turns),
    codes: renderCodes(draft.codeSuggestions),
  });
  return [
    { role: 'system', content: prompt.system },
    { role: 'user', content: user },
  ];
}

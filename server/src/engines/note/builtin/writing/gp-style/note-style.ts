import { PhraseIndex, stemTokens } from '../../../shared/analysis/phrase-index';
import type { WordToken } from '../../../shared/analysis/word-tokenizer';
import { GP_STYLE_THRESHOLD, UK_GP_CUES, US_SOAP_CUES, type StyleCue } from './note-style-cue.vocab';

/** How the builtin engine lays a note out: the US SOAP style (ACI-Bench-like) or a UK GP consultation. */
export const NOTE_STYLES = ['soap', 'gp'] as const;
export type NoteStyle = (typeof NOTE_STYLES)[number];

/** The `NOTE_STYLE` setting: one style always, or `auto` to pick it from the conversation's words. */
export const NOTE_STYLE_OPTIONS = ['auto', ...NOTE_STYLES] as const;
export type NoteStyleOption = (typeof NOTE_STYLE_OPTIONS)[number];

export interface FoundCue {
  phrase: string;
  weight: number;
  sentenceIndex: number;
}

export interface StyleDecision {
  style: NoteStyle;
  /** Sum of the distinct cues' weights; the GP style from GP_STYLE_THRESHOLD up. */
  score: number;
  /** Each distinct cue where it was first said, for `npm run note -- --trace`. */
  cues: FoundCue[];
  /** True when the option fixed the style rather than the words. */
  forced: boolean;
}

/** What the cue search reads of a sentence (the analysis' sentences, or a whole text's tokens). */
export interface WordedSentence {
  index: number;
  tokens: readonly WordToken[];
}

const cueIndex = new PhraseIndex<StyleCue>(
  [...UK_GP_CUES, ...US_SOAP_CUES].map((c): [string, StyleCue] => [c.phrase, c]),
);

/** The style cues said in the visit, each counted once at its first sentence. */
export function findStyleCues(sentences: readonly WordedSentence[]): FoundCue[] {
  const found = new Map<string, FoundCue>();
  for (const sentence of sentences) {
    const stems = stemTokens(sentence.tokens);
    for (let i = 0; i < stems.length; i += 1) {
      const match = cueIndex.matchAt(stems, i);
      if (!match || found.has(match.entry.phrase)) continue;
      found.set(match.entry.phrase, { ...match.entry, sentenceIndex: sentence.index });
    }
  }
  return [...found.values()];
}

/** Picks the note style: the option when it names one, else the GP style when the UK words outweigh the US ones. */
export function decideNoteStyle(sentences: readonly WordedSentence[], option: NoteStyleOption = 'auto'): StyleDecision {
  const cues = findStyleCues(sentences);
  const score = cues.reduce((sum, found) => sum + found.weight, 0);
  if (option !== 'auto') return { style: option, score, cues, forced: true };
  return { style: score >= GP_STYLE_THRESHOLD ? 'gp' : 'soap', score, cues, forced: false };
}

/** Checks a style name from the command line; throws a clear error for anything unknown. */
export function parseNoteStyleOption(name: string): NoteStyleOption {
  const found = NOTE_STYLE_OPTIONS.find((known) => known === name.trim().toLowerCase());
  if (!found) throw new Error(`Unknown note style '${name}': expected one of ${NOTE_STYLE_OPTIONS.join(', ')}`);
  return found;
}

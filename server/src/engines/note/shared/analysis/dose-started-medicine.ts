import { ACTIONS } from '../vocabulary/medication-sig.vocab';
import type { Mention, Sentence } from './analysis.types';
import { saysStep } from './dose-titration';

// One-word ways of saying a medicine is started ("start", "starting", "begin").
const START_WORDS: ReadonlySet<string> = new Set(
  ACTIONS.filter(([spoken, action]) => action === 'start' && !spoken.includes(' ')).map(([spoken]) => spoken),
);

/**
 * "Since the oxybutynin didn't agree with you, I want to try mirabegron." "We'll start at 25 mg.": a dose said as
 * the start of a medicine (or the step it goes up to) is the dose of the one medicine started just before, not of
 * one merely named beside it. The mentions of that one medicine, or all of them when the sentence says no start or
 * step, or not exactly one was started (whose dose it is would then be a guess, left to the caller).
 */
export function startedOf(named: Mention[], sentence: Sentence): Mention[] {
  if (!sentence.tokens.some((token) => START_WORDS.has(token.norm)) && !saysStep(sentence)) return named;
  const started = new Set(
    named.filter((m) => m.attributes.action === 'start' && m.assertion === 'present').map((m) => m.conceptId),
  );
  return started.size === 1 ? named.filter((m) => started.has(m.conceptId)) : named;
}

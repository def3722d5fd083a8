import type { Sentence } from '../../shared/analysis/analysis.types';
import { EXCLUSION_LEADS, GUESS_FILLER_WORDS, GUESS_LEADS } from '../../shared/vocabulary/overruled-guess.vocab';

/**
 * "I thought it was indigestion." … "I don't think this is indigestion.": what a patient or companion took the
 * illness for, which the clinician then excluded. Copied into the history it reads as the diagnosis, and the
 * exclusion is the impression's to tell. Compared by the first word that names something after each lead, so it
 * needs no lexicon entry for the condition ("indigestion", "a seizure", "my eczema playing up").
 */
const guessLeads = GUESS_LEADS.map((source) => new RegExp(source, 'gi'));
const exclusionLeads = EXCLUSION_LEADS.map((source) => new RegExp(source, 'gi'));
const fillers = new Set(GUESS_FILLER_WORDS);

/** The first naming word after each place a lead matches ("having a seizure" gives "seizure"). */
function namedAfter(text: string, leads: readonly RegExp[]): string[] {
  const names: string[] = [];
  const lower = text.toLowerCase().replace(/’/g, "'");
  for (const lead of leads)
    for (const match of lower.matchAll(lead)) {
      const words = lower.slice((match.index ?? 0) + match[0].length).match(/[a-z']+/g) ?? [];
      const name = words.find((word) => !fillers.has(word));
      if (name) names.push(name.replace(/s$/, ''));
    }
  return names;
}

/** True when the sentence is a non-clinician's guess that a later clinician's sentence excludes by name. */
export function isOverruledGuess(sentences: readonly Sentence[], sentence: Sentence): boolean {
  if (sentence.speaker === 'doctor' || sentence.isQuestion) return false;
  const guesses = namedAfter(sentence.text, guessLeads);
  if (guesses.length === 0) return false;
  return sentences.some(
    (later) =>
      later.index > sentence.index &&
      (later.speaker === 'doctor' || later.spoken) &&
      namedAfter(later.text, exclusionLeads).some((excluded) => guesses.includes(excluded)),
  );
}

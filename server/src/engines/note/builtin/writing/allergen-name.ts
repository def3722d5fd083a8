import type { Mention } from '../../shared/analysis/finding-extractor';
import type { WordToken } from '../../shared/analysis/word-tokenizer';
import { DRUGS } from '../../shared/vocabulary/drug.vocab';
import { writePhrase } from './written-form';

const CLASSES = new Set(DRUGS.filter((drug) => drug.isClass).map((drug) => drug.id));

const folded = (text: string) => text.toLowerCase().replace(/-/g, ' ');

/**
 * How an allergen is written on the Allergies line. The drug's own name is kept ("Cipro" is ciprofloxacin), but a
 * brand said differently from it is kept too, "Lamisil (terbinafine)": a reader checking a prescription against the
 * chart looks for the name the patient gave. A generic said as such stays as said, never swapped for a brand
 * nobody said. A term that is itself a brand goes beside the name said too ("Septrin (Bactrim)", which a UK note
 * writes "Septrin (co-trimoxazole)"). A term with a number nobody said ("type 2") falls back to the words said.
 */
export function allergenName(mention: Mention, saidTokens: readonly WordToken[]): string {
  if (/\d/.test(mention.term)) return writePhrase(mention.display.split(' '));
  const said = saidTokens.map((token) => token.norm).join(' ');
  const term = folded(mention.term);
  const drug = !mention.conceptId.startsWith('allergen-') && !CLASSES.has(mention.conceptId) && said !== '';
  const generic = folded(mention.conceptId);
  // "Macrobid (nitrofurantoin)": a brand said as the term gets its generic beside it, the name a prescriber checks.
  const brand = drug && term !== generic && !said.includes(generic);
  if (drug && brand && (term.includes(said) || said.includes(term))) return `${mention.term} (${mention.conceptId})`;
  if (!drug || term.includes(said) || said.includes(term)) return writePhrase(mention.term.split(' '));
  if (said === generic) return writePhrase(said.split(' '));
  return `${writePhrase(said.split(' '))} (${mention.term})`;
}

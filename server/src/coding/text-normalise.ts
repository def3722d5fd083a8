import { lookupTable } from '../lib/lookup-table';
/**
 * Text normalisation shared by every matcher of the coder: the note engine's terms, the transcript's words and
 * our trigger phrases must compare equal whatever their case, punctuation, spelling variant or number words.
 */

/** Words that carry no meaning for matching a clinical phrase. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'on',
  'to',
  'and',
  'with',
  'my',
  'his',
  'her',
  'their',
  'is',
  'was',
  'has',
  'had',
  'have',
  'for',
  'at',
  'some',
  'bit',
  'little',
  'very',
  'really',
  'kind',
  'sort',
]);

/** British spellings and common variants folded onto one form, so one trigger serves both. */
const SPELLING: Readonly<Record<string, string>> = lookupTable({
  oesophagus: 'esophagus',
  oesophageal: 'esophageal',
  oesophagitis: 'esophagitis',
  haemorrhoids: 'hemorrhoids',
  haemorrhoid: 'hemorrhoid',
  haematuria: 'hematuria',
  anaemia: 'anemia',
  anaemic: 'anemic',
  diarrhoea: 'diarrhea',
  oedema: 'edema',
  paediatric: 'pediatric',
  ischaemic: 'ischemic',
  ischaemia: 'ischemia',
  tumour: 'tumor',
  dyspnoea: 'dyspnea',
  apnoea: 'apnea',
  haemoptysis: 'hemoptysis',
  coeliac: 'celiac',
  gonorrhoea: 'gonorrhea',
  hypoglycaemia: 'hypoglycemia',
  hyperglycaemia: 'hyperglycemia',
  hyperlipidaemia: 'hyperlipidemia',
  hypercholesterolaemia: 'hypercholesterolemia',
  leukaemia: 'leukemia',
  orthopaedic: 'orthopedic',
  faeces: 'feces',
  faecal: 'fecal',
  behaviour: 'behavior',
  behavioural: 'behavioral',
  tonsilitis: 'tonsillitis',
  sprained: 'sprain',
  strained: 'strain',
  rashes: 'rash',
  // "swollen knee", "swelling in the knee", "my ankle would swell" name one thing.
  swollen: 'swelling',
  swell: 'swelling',
  swelled: 'swelling',
  feet: 'foot',
  teeth: 'tooth',
  children: 'child',
});

/** Number words and numerals that appear in clinical types ("type two diabetes", "stage iii"); only after those words. */
const NUMBER_WORDS: Readonly<Record<string, string>> = lookupTable({
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
});
const NUMBERED_CONTEXT = new Set(['type', 'stage', 'grade', 'degree']);

/** Folds plurals onto the singular ("allergies" → "allergy", "knees" → "knee"); applied to both sides of a match. */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us|is|ous)$/.test(word)) return word.slice(0, -1);
  return word;
}

// The coder normalises the same quotes, clauses and terms for every finding and every candidate code, so within one
// visit each text is normalised once. The memo lives only while one visit is coded: no transcript text stays in the
// server's memory after that visit's codes are chosen.
let memo: Map<string, string> | null = null;

/** Runs one visit's coding with a memo of normalised texts, dropped when it returns or throws. */
export function withNormaliseMemo<T>(run: () => T): T {
  if (memo) return run();
  memo = new Map();
  try {
    return run();
  } finally {
    memo = null;
  }
}

/** How many texts the open memo holds (0 when none is open): lets tests see that nothing outlives a visit. */
export function countMemoisedTexts(): number {
  return memo?.size ?? 0;
}

/** Lower-cases, folds accents and punctuation to spaces, and applies spelling variants. */
export function normaliseText(text: string): string {
  if (!memo) return normaliseUncached(text);
  const known = memo.get(text);
  if (known !== undefined) return known;
  const result = normaliseUncached(text);
  memo.set(text, result);
  return result;
}

function normaliseUncached(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (plain === '') return '';
  const words = plain.split(' ');
  const out: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const previous = out[out.length - 1];
    if (previous && NUMBERED_CONTEXT.has(previous) && NUMBER_WORDS[word]) {
      out.push(NUMBER_WORDS[word] ?? word);
      continue;
    }
    out.push(stem(SPELLING[word] ?? word));
  }
  return out.join(' ');
}

/** The meaningful words of a text, normalised, in order. */
export function tokenise(text: string): string[] {
  const normalised = normaliseText(text);
  if (normalised === '') return [];
  return normalised.split(' ').filter((word) => !STOP_WORDS.has(word));
}

/** True when `phrase` occurs in `tokens` as a contiguous run of words. */
export function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > tokens.length) return false;
  for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    let matched = true;
    for (let offset = 0; offset < phrase.length; offset += 1) {
      if (tokens[start + offset] !== phrase[offset]) {
        matched = false;
        break;
      }
    }
    if (matched) return true;
  }
  return false;
}

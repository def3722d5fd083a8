import { closingThanksStart } from '../../shared/analysis/closing-thanks';
import { SPOKEN_DECIMAL_DOT } from '../../shared/analysis/word-tokenizer';
import {
  CONTRACTIONS,
  FILLER_PHRASES,
  FILLER_WORDS,
  LEADING_WORDS,
  SPLIT_FORMS,
  TRAILING_WORDS,
} from '../../shared/vocabulary/rewrite.vocab';

/** Words and commas of spoken text, lower case, ready to be rewritten. */
export type Words = string[];

const WORD = /n['’]t\b|\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|[a-z0-9$]+(?:['’.\-/:][a-z0-9]+)*%?|['’][a-z]+|,|;|%/gi;
const fillerWords = new Set(FILLER_WORDS);
const fillerPhrases = FILLER_PHRASES.map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);
const leading = LEADING_WORDS.map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);
const trailing = TRAILING_WORDS.map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);
// "it's been" is "it has been", not "it is been".
const HAS_PARTICIPLES = new Set([
  'been',
  'got',
  'gotten',
  'had',
  'done',
  'gone',
  'come',
  'taken',
  'helped',
  'happened',
  'changed',
  'started',
  'gotten',
  'improved',
  'worked',
  'stayed',
]);
// Doubled words that are real English ("had had") stay.
const REAL_DOUBLES = new Set(['had', 'that', 'very', 'no', 'bye', 'so']);

function startsWith(words: Words, at: number, phrase: readonly string[]): boolean {
  return phrase.every((part, k) => words[at + k] === part);
}

/** Lower-case words and commas; false starts ("r-", "w-") are dropped. */
export function lexSpeech(text: string): Words {
  const cleaned = text
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/(^|\s)[a-z]{1,3}-(?=\s|$)/g, ' ')
    .replace(SPOKEN_DECIMAL_DOT, 'point')
    .replace(/\b([a-z]{1,3})-(?=\1)/g, '');
  return cleaned.match(WORD) ?? [];
}

// Every sentence written goes through here word by word: the tables are read as maps (first word, then second)
// with their spellings split once, rather than a pair string built and looked up for every word.
const splitForms = new Map<string, Map<string, string[]>>();
for (const [pair, full] of Object.entries(SPLIT_FORMS)) {
  if (!full) continue;
  const gap = pair.indexOf(' ');
  const seconds = splitForms.get(pair.slice(0, gap)) ?? new Map<string, string[]>();
  seconds.set(pair.slice(gap + 1), full.split(' '));
  splitForms.set(pair.slice(0, gap), seconds);
}
const contractions = new Map(
  Object.entries(CONTRACTIONS).flatMap(([word, full]) => (full ? [[word, full.split(' ')] as const] : [])),
);
const PERFECT = /^(it|that|he|she|there|what|who|everything|nothing)'s$/;

/** Joins split contractions and spells out contractions ("do n't" → "do not", "i'm" → "i am"). */
export function expandContractions(words: Words): Words {
  const out: Words = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const split = splitForms.get(word)?.get(words[i + 1] ?? '');
    if (split) {
      out.push(...split);
      i += 1;
      continue;
    }
    const perfect = word.endsWith("'s") ? PERFECT.exec(word) : null;
    if (perfect && HAS_PARTICIPLES.has(words[i + 1] ?? '')) {
      out.push(perfect[1]!, 'has');
      continue;
    }
    const full = contractions.get(word);
    if (full) out.push(...full);
    else if (word === "n't") out.push('not');
    else out.push(word);
  }
  return out;
}

/** Drops fillers, doubled words and stammers ("my , my knee" → "my knee"). */
export function removeDisfluencies(words: Words): Words {
  const out: Words = [];
  for (let i = 0; i < words.length;) {
    const phrase = fillerPhrases.find((candidate) => startsWith(words, i, candidate));
    if (phrase) {
      i += phrase.length;
      continue;
    }
    const repeat = [3, 2].find(
      (n) => i + 2 * n <= words.length && words.slice(i, i + n).join(' ') === words.slice(i + n, i + 2 * n).join(' '),
    );
    if (repeat) {
      i += repeat;
      continue;
    }
    const word = words[i]!;
    i += 1;
    if (fillerWords.has(word)) continue;
    const previous = out[out.length - 1];
    if (word === ',' && (previous === ',' || previous === undefined)) continue;
    if (word === previous && !REAL_DOUBLES.has(word)) continue;
    if (previous === ',' && out[out.length - 2] === word && !REAL_DOUBLES.has(word)) {
      out.pop();
      continue;
    }
    out.push(word);
  }
  return out;
}

// "going to" before these is a place or thing, not a future action.
const NOT_ACTIONS = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'their',
  'our',
  'this',
  'that',
  'work',
  'school',
  'bed',
  'sleep',
  'see',
  'be',
]);

/** Spoken future and filler habits: "I am going to order" → "I will order"; filler "like" and "really" go. */
export function tidySpokenHabits(words: Words): Words {
  const out: Words = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1] ?? '';
    if (
      (word === 'am' || word === 'are' || word === 'is') &&
      next === 'going' &&
      words[i + 2] === 'to' &&
      !NOT_ACTIONS.has(words[i + 3] ?? 'the')
    ) {
      out.push('will');
      i += 2;
      continue;
    }
    if (word === 'like' && (out[out.length - 1] === ',' || next === ',')) continue;
    if (word === 'bit' && out[out.length - 1] === 'little' && out[out.length - 2] === 'a' && words[i + 1] !== 'of')
      continue;
    if (word === 'really' && out[out.length - 1] !== 'not') continue;
    out.push(word);
  }
  return out;
}

/** Strips spoken lead-ins ("okay so um") and dangling ends ("… , you know , so"). */
export function trimEnds(words: Words): Words {
  let start = 0;
  let end = words.length;
  for (let changed = true; changed;) {
    changed = false;
    while (words[start] === ',') [start, changed] = [start + 1, true];
    if (words[start] === 'no' && words[start + 1] === ',') [start, changed] = [start + 2, true];
    const lead = leading.find((phrase) => startsWith(words, start, phrase) && words.length - start > phrase.length + 2);
    if (lead) [start, changed] = [start + lead.length, true];
    while (end > start && words[end - 1] === ',') [end, changed] = [end - 1, true];
    const tail = trailing.find(
      (phrase) => end - phrase.length > start && startsWith(words, end - phrase.length, phrase),
    );
    if (tail) [end, changed] = [end - tail.length, true];
    // "… to see if you have an infection thank you doc": the thanks close the turn and say nothing of the care.
    const thanks = closingThanksStart(words, end);
    if (thanks > start) [end, changed] = [thanks, true];
  }
  return words.slice(start, end);
}

/** Spoken text → clean words: contractions spelled out, fillers and stammers gone, ends trimmed. */
export function normalizeSpeech(text: string): Words {
  return trimEnds(removeDisfluencies(tidySpokenHabits(expandContractions(lexSpeech(text)))));
}

import { nameChildAsPatient } from './child-referent-converter';
import { convertPerson, inflectThirdPerson, type Pronouns } from './person-converter';
import { countWords } from './sentence-rewriter';
import { normalizeSpeech, type Words } from './speech-normalizer';
import { digitizeNumbers, writeSentence } from './written-form';

type Build = (rest: Words, yes: boolean) => Words | null;

const OPEN_QUESTION = new Set(['what', 'how', 'when', 'where', 'why', 'which', 'who', 'whom']);

// Inverted yes/no questions and how their statement reads: "are you X" → "you are (not) X".
const INVERTED: ReadonlyArray<readonly [readonly string[], Build]> = [
  [['are', 'you'], (rest, yes) => ['you', 'are', ...(yes ? [] : ['not']), ...rest]],
  [['were', 'you'], (rest, yes) => ['you', 'were', ...(yes ? [] : ['not']), ...rest]],
  [['have', 'you'], (rest, yes) => ['you', 'have', ...(yes ? [] : ['not']), ...rest]],
  [['do', 'you'], (rest, yes) => (yes ? ['you', ...rest] : ['you', 'do', 'not', ...rest])],
  [['did', 'you'], (rest, yes) => ['you', 'did', ...(yes ? [] : ['not']), ...rest]],
  [['can', 'you'], (rest, yes) => ['you', yes ? 'can' : 'cannot', ...rest]],
  [['is', 'it'], (rest, yes) => ['it', 'is', ...(yes ? [] : ['not']), ...rest]],
  [['was', 'it'], (rest, yes) => ['it', 'was', ...(yes ? [] : ['not']), ...rest]],
  [['has', 'it'], (rest, yes) => ['it', 'has', ...(yes ? [] : ['not']), ...rest]],
  [
    ['does', 'it'],
    (rest, yes) =>
      yes && rest[0] ? ['it', inflectThirdPerson(rest[0]), ...rest.slice(1)] : ['it', 'does', 'not', ...rest],
  ],
  [
    ['any', 'other'],
    (rest, yes) => (yes ? ['you', 'report', 'other', ...rest] : ['you', 'deny', 'any', 'other', ...rest]),
  ],
  [['any'], (rest, yes) => (yes ? ['you', 'report', ...rest] : ['you', 'deny', 'any', ...rest])],
  [['no'], (rest, yes) => (yes ? null : ['you', 'deny', ...rest])],
];

// Statements asked with a rising voice: "you are taking it regularly ?"
const DECLARATIVE: ReadonlyArray<readonly [string, string]> = [
  ['are', 'you are not'],
  ['have', 'you have not'],
  ['were', 'you were not'],
  ['can', 'you cannot'],
];

// "Can you tell me if the pain radiates or if you have a fever?": a request to tell, not a question of ability;
// its "no" denies what it lists, which "you cannot tell me if … fever" would not say.
const REQUEST_VERBS = new Set(['tell', 'describe', 'show', 'explain', 'point', 'remind', 'give']);
const isRequest = (words: Words) =>
  ['can', 'could', 'would'].includes(words[0] ?? '') && words[1] === 'you' && REQUEST_VERBS.has(words[2] ?? '');

function declarativeQuestion(words: Words, yes: boolean): Words | null {
  if (words[0] !== 'you' || !words[1]) return null;
  if (yes) return words;
  const negated = DECLARATIVE.find(([verb]) => verb === words[1]);
  if (negated) return [...negated[1].split(' '), ...words.slice(2)];
  return ['you', 'do', 'not', ...words.slice(1)];
}

/**
 * A clinician's yes/no question answered yes or no, written as the statement it establishes: "are you taking
 * your medication ?" + "yes" → "She is taking her medication." Open questions and either/or questions give null.
 */
// "… for us, is that right?", "… every day, haven't you?": a tag after the last comma asks for the yes; it is no
// part of the statement.
const TAG_LEADS = new Set([
  'is',
  'isn',
  'are',
  'was',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'can',
  'will',
  'right',
]);
const TAG_WORDS = new Set(['not', 'that', 'it', 'you', 'he', 'she', 'they', 'right', 'correct', 'so']);
const TAG_MAX = 3;

function withoutTag(words: Words): Words {
  const comma = words.lastIndexOf(',');
  const tag = words.slice(comma + 1);
  const isTag =
    comma > 0 &&
    tag.length <= TAG_MAX &&
    TAG_LEADS.has(tag[0] ?? '') &&
    tag.slice(1).every((word) => TAG_WORDS.has(word));
  if (isTag) return words.slice(0, comma);
  // Unpunctuated speech: only a tag no statement ends in ("… for us is that right").
  const [last, next] = words.slice(-2);
  return last === 'is' && next === 'that' ? words.slice(0, -2) : words;
}

export function answerAsStatement(
  question: string,
  yes: boolean,
  pronouns: Pronouns,
  patientNouns: ReadonlySet<string> = new Set(),
): string | null {
  const words = withoutTag(nameChildAsPatient(normalizeSpeech(question), patientNouns));
  if (words.some((word) => OPEN_QUESTION.has(word))) return null;
  if (yes && words.includes('or')) return null;
  if (isRequest(words)) return null;
  let statement: Words | null = null;
  const inverted = INVERTED.find(([lead]) => lead.every((word, k) => words[k] === word));
  if (inverted) {
    // "do you ever drink ?" asks whether she drinks at all.
    const rest = words.slice(inverted[0].length).filter((word, k) => !(k === 0 && word === 'ever'));
    statement = rest.length > 0 ? inverted[1](rest, yes) : null;
  } else statement = declarativeQuestion(words, yes);
  if (!statement) return null;
  const converted = convertPerson(statement, 'doctor', pronouns);
  if (!converted || countWords(converted) < 3) return null;
  return writeSentence(digitizeNumbers(converted));
}

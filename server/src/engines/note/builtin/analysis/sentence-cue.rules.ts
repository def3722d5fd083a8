/**
 * Rules for cutting unpunctuated speech (speech-to-text output) into sentences, from how clinicians and patients
 * start a new thought. Data only; used by the sentence splitter.
 */

/** A new sentence starts at these words whatever came before ("okay so let's …"). */
export const STRONG_STARTS: readonly string[] = ['okay', 'ok', 'alright', 'all right', 'hey', 'and then', 'now', 'yeah', 'yes', 'so'];

/** A new sentence starts at these words when the sentence so far has a few words. */
export const MEDIUM_STARTS: readonly string[] = [
  "i'm going to", "i'm gon na", 'i am going to', 'i am gon na', 'i want', 'i wan na', 'i would like', "i'd like",
  "i'll", 'i will', 'i think', "let's", 'let me', "we'll", 'we will', "we're going to", "we're gon na",
  'we are going to', 'first of all', 'it looks like', 'looks like', "that's", 'this is', 'there is', "there's",
  'do you', 'does it', 'does that', 'did you', 'have you', 'has it', 'are you', 'is it', 'is there', 'how', 'what',
  'has there been', 'have there been', 'are there', 'was there', 'were there',
  'when did', 'where', 'why', 'which', 'can you', 'could you', 'would you', 'any other', 'on your', 'on the',
  'for your', 'in terms of', 'as far as', 'regarding', 'otherwise', 'but', 'also', 'because', 'come back',
  'follow up', 'call us', 'call me', 'this looks like', 'it sounds like', 'this is most likely', 'keep taking',
  'continue the', 'continue taking', 'continue your', 'stop taking', 'stop using', 'cut back', 'you can give',
  'you can take', 'you should', 'you may', 'on exam', 'on examination',
];

/** Questions complete in themselves: the answer may follow at once ("what brings you in | my back hurts"). */
export const COMPLETE_QUESTIONS: readonly string[] = [
  'what brings you in', 'what brings you in today', 'what brings you here', 'what brings you here today',
  "what's going on", 'what is going on', 'what can i do for you', 'what can i do for you today', 'how can i help you',
  'how can i help you today', 'what happened', 'how are you', 'how are you doing', 'how are you feeling',
  'how have you been', 'what have you tried',
];

/** Openings of an answer that end the question before them ("any cough | a little cough at night"). */
export const ANSWER_OPENINGS: readonly string[] = ['a little', 'a bit', 'not really', 'just', 'only', 'sometimes', 'yes', 'no', 'nope', 'yeah'];

/** Subject pronouns that start a clause unless a joining word precedes them. */
export const SUBJECT_STARTS: readonly string[] = ['i', "i'm", "i've", "it's", 'it', 'they', 'we', 'she', 'he', "you're", "you've", 'my'];

/** Words after which a clause cannot start (the next word belongs to this clause). */
export const JOINING_WORDS: readonly string[] = [
  'and', 'but', 'or', 'so', 'because', 'cause', 'that', 'when', 'if', 'as', 'since', 'until', 'while', 'where',
  'then', 'than', 'what', 'how', 'why', 'which', 'who', 'think', 'know', 'said', 'say', 'says', 'feel', 'guess',
  'mean', 'hope', 'believe', 'like', 'sure', 'to', 'of', 'the', 'a', 'an', 'i', 'you', 'we', 'for', 'with', 'at',
  'in', 'on', 'about', 'from', 'by', 'do', 'does', 'did', 'is', 'are', 'was', 'were', 'be', 'been', 'have', 'has',
  'had', 'can', 'could', 'would', 'should', 'will', 'make', 'let', 'see', 'tell', 'told', 'ask', 'asked', 'give',
  'gave', 'take', 'check', 'examine', 'listen', 'push', 'press', 'into', 'onto', 'over', 'under', 'both', 'my',
  'your', 'his', 'her', 'their', 'our', 'this', 'these', 'those', 'just', 'really', 'also', 'all', 'even', 'not',
  "n't", 'um', 'uh', 'after', 'before', 'once', 'whether', 'maybe', 'every', 'any', 'some', 'right', 'left',
  "i'm", "it's", "we're", "you're", "they're", "she's", "he's", 'thank', 'help', 'get', 'got', 'bring', 'send',
  'put', 'want', 'need', 'call', 'show', 'remind', 'keep', 'doing', 'very', 'pretty', 'kind', 'sort',
  'sometimes', 'usually', 'often', 'always', 'never', 'still', 'actually', 'probably', 'definitely', 'now', 'bend',
  'move', 'lift', 'raise', 'straighten', 'hold', 'use', 'try',
];

/** Negative contractions that can close a short answer ("no i didn't | i take ibuprofen"). */
export const CLOSING_NEGATIONS: readonly string[] = ["didn't", "don't", "haven't", "hasn't", "wasn't", "isn't", "can't", "won't", "doesn't", "n't"];

/** Words that end a question about how things have been; an answer may follow at once ("… been | it's been high"). */
export const QUESTION_ENDINGS: readonly string[] = ['been', 'doing', 'going', 'feeling', 'today', 'lately', 'recently', 'anymore'];

/** How patients answer "how have you been doing": after a question ending, these start the answer. */
export const HOW_ANSWERS: readonly string[] = ['pretty good', 'good', 'fine', 'not bad', 'not great', 'not good', 'better', 'worse', 'about the same', 'okay'];

/** Instructions a clinician strings together without pauses ("… not broken | rest ice and elevate it"). */
export const INSTRUCTION_STARTS: readonly string[] = ['rest', 'ice', 'elevate', 'drink', 'avoid', 'take', 'apply'];

/** One-word answers: after a question they end it, and a new clause may follow them ("no i take …"). */
export const ANSWER_START_WORDS: readonly string[] = ['no', 'yes', 'yeah', 'yep', 'nope', 'nah', 'sure', 'never'];

/** Words after which "any" continues the clause ("i did not notice any swelling") rather than asking anew. */
export const NOT_BEFORE_ANY: readonly string[] = [
  'notice', 'noticed', 'noticing', 'seen', 'felt', 'having', 'experienced', 'experiencing', 'without', 'there',
  'taking', 'had', 'get', 'getting', 'need', 'needed', 'using', 'ever', 'in', 'of', 'for', 'with', 'or', 'nor',
];

/** Abbreviations whose period does not end a sentence. */
export const ABBREVIATIONS: readonly string[] = ['dr', 'mr', 'mrs', 'ms', 'st', 'vs', 'etc', 'e.g', 'i.e', 'approx'];

/** Sentences longer than this many words without punctuation are cut at cue words. */
export const LONG_SENTENCE_WORDS = 16;
/** Pieces shorter than this stay joined to their neighbour. */
export const MIN_PIECE_WORDS = 3;
/** Fallback cut at "and" when a piece is still longer than this. */
export const MAX_PIECE_WORDS = 40;

/**
 * How spoken words become written note words: contractions, disfluencies, and the grammar of turning "I" and
 * "you" into the patient in the third person. Data only; applied by the sentence rewriter.
 */

/** Transcripts split contractions ("do n't", "gon na"); these join and spell them out. Keys are word pairs. */
export const SPLIT_FORMS: Readonly<Record<string, string>> = {
  "ca n't": 'cannot', "wo n't": 'will not', "do n't": 'do not', "does n't": 'does not', "did n't": 'did not',
  "is n't": 'is not', "are n't": 'are not', "was n't": 'was not', "were n't": 'were not', "have n't": 'have not',
  "has n't": 'has not', "had n't": 'had not', "could n't": 'could not', "would n't": 'would not',
  "should n't": 'should not', "need n't": 'need not', 'gon na': 'going to', 'wan na': 'want to', 'got ta': 'got to',
  'kind of': 'kind of',
};

/** Single-word contractions and spoken forms, spelled out as notes write them. */
export const CONTRACTIONS: Readonly<Record<string, string>> = {
  "i'm": 'i am', "i've": 'i have', "i'll": 'i will', "i'd": 'i would', "you're": 'you are', "you've": 'you have',
  "you'll": 'you will', "you'd": 'you would', "it's": 'it is', "that's": 'that is', "there's": 'there is',
  "here's": 'here is', "what's": 'what is', "he's": 'he is', "she's": 'she is', "we're": 'we are', "we've": 'we have',
  "we'll": 'we will', "we'd": 'we would', "they're": 'they are', "they've": 'they have', "they'll": 'they will',
  "don't": 'do not', "doesn't": 'does not', "didn't": 'did not', "isn't": 'is not', "aren't": 'are not',
  "wasn't": 'was not', "weren't": 'were not', "haven't": 'have not', "hasn't": 'has not', "won't": 'will not',
  "can't": 'cannot', "couldn't": 'could not', "wouldn't": 'would not', "shouldn't": 'should not',
  "let's": 'we will', gonna: 'going to', wanna: 'want to', gotta: 'got to', kinda: 'kind of', "'cause": 'because',
  cuz: 'because', "y'all": 'you', "everything's": 'everything is', "nothing's": 'nothing is', "who's": 'who is',
  "how's": 'how is', "where's": 'where is',
};

/** Disfluencies removed wherever they occur. */
export const FILLER_WORDS: readonly string[] = ['um', 'uh', 'uhm', 'umm', 'ah', 'hmm', 'hmmm', 'mm', 'mm-hmm', 'mhm', 'uh-huh', 'huh'];

/** Filler phrases removed wherever they occur. */
export const FILLER_PHRASES: readonly string[] = [
  'you know', 'i mean', 'go ahead and', 'sort of', 'or something', 'or anything', 'and stuff', 'or whatever',
  'and everything', 'let me see', 'let us see', 'as well as you know', 'if you will', 'basically', 'just',
  'like i said', 'so to speak', 'anything like that', 'or anything like that', 'things like that', 'stuff like that',
];

/** Words dropped from the start of a sentence (spoken lead-ins), repeatedly. */
export const LEADING_WORDS: readonly string[] = [
  'okay', 'ok', 'alright', 'all right', 'so', 'and', 'but', 'well', 'yeah', 'yes', 'yep', 'oh', 'now', 'right',
  'sure', 'great', 'good', 'perfect', 'also', 'then', 'and then', 'listen', 'look', 'see', 'like', 'actually',
  'hey', 'wow', 'gosh', 'anyway', 'anyways', 'or', 'because', 'um', 'uh',
];

/** Words dropped from the end of a sentence. */
export const TRAILING_WORDS: readonly string[] = [
  'kind of', 'sort of', 'a little bit', 'or so', 'and so', 'okay', 'ok', 'alright', 'all right', 'right', 'so', 'and', 'but', 'or', 'too', 'though', 'then', 'yeah', 'you know',
  'as well', 'or what', 'huh', 'now', 'like', 'of', 'the', 'a', 'to', 'with', 'for', 'about', 'if', 'because',
];

/**
 * Words that never end a finished sentence: a possessive waiting for its noun. A sentence still ending in one once
 * the spoken tail is trimmed was cut off or misheard ("sore throat since my"), so it is not written at all.
 */
export const UNFINISHED_ENDINGS: readonly string[] = ['my', 'your', 'our', 'their'];

/** Verbs whose third person is irregular. */
export const THIRD_PERSON: Readonly<Record<string, string>> = {
  am: 'is', are: 'is', have: 'has', do: 'does', go: 'goes', be: 'is', "'m": 'is', "'re": 'is', "'ve": 'has',
};

/** Words after a subject that are not a present-tense verb to inflect (modals, past forms, adverbs). */
export const NOT_PRESENT_VERBS: readonly string[] = [
  'was', 'were', 'had', 'did', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'shall', 'cannot',
  'took', 'felt', 'went', 'got', 'came', 'saw', 'made', 'said', 'told', 'gave', 'ate', 'fell', 'broke', 'hurt',
  'ran', 'began', 'lost', 'left', 'knew', 'thought', 'found', 'kept', 'slept', 'woke', 'wore', 'drank', 'drove',
  'rode', 'sat', 'stood', 'bought', 'brought', 'caught', 'heard', 'held', 'paid', 'put', 'read', 'set', 'cut', 'hit',
  'let', 'quit', 'spent', 'sent', 'threw', 'stopped', 'used', 'has', 'is', 'does', 'goes', 'needs', 'not', 'never',
  'too', 'both', 'all', 'only', 'and', 'or', 'who', 'that', 'to',
];

/** Words that are never the verb after a subject, so they are not inflected ("when I when I'm …"). */
export const NEVER_VERBS: readonly string[] = [
  'when', 'where', 'what', 'why', 'how', 'who', 'which', 'that', 'the', 'a', 'an', 'and', 'but', 'or', 'so', 'if',
  'because', 'then', 'than', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'as', 'i', 'you',
  'he', 'she', 'it', 'we', 'they', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'this', 'these', 'those',
  'there', 'here', 'yes', 'no', 'yeah', 'okay', 'well', 'like', 'just', 'also', 'um', 'uh', 'very', 'too', 'some',
  'any', 'all', 'one', 'two', 'three', 'a lot', 'more', 'less', 'much', 'many', 'again', 'back', 'up', 'down',
];

/** Words after "you" that show it is the subject even after "see" or "know" ("I see you are …"). */
export const SUBJECT_FOLLOWERS: readonly string[] = [
  'are', 'were', 'have', 'had', 'do', 'did', 'does', 'can', 'could', 'will', 'would', 'should', 'need', 'might',
  'may', 'must', 'got', 'am', 'still', 'really', 'probably', 'definitely', 'already', 'also', 'have been', 'never',
];

/** Adverbs that may sit between a subject and its verb ("I also take …"). */
export const MID_ADVERBS: readonly string[] = [
  'also', 'still', 'really', 'usually', 'sometimes', 'often', 'always', 'actually', 'definitely', 'probably',
  'generally', 'normally', 'typically', 'certainly', 'kind of', 'sort of', 'occasionally', 'mostly', 'now', 'even',
  'already', 'currently', 'finally', 'recently', 'rarely', 'constantly', 'honestly', 'frequently', 'ever', 'likely',
  'most likely', 'possibly',
];

/** Words after which "you" is an object ("give you", "for you"), not a subject. */
export const OBJECT_CONTEXT: readonly string[] = [
  'to', 'for', 'with', 'at', 'about', 'from', 'of', 'on', 'by', 'give', 'gave', 'tell', 'told', 'see', 'saw', 'send',
  'sent', 'put', 'get', 'got', 'let', 'make', 'made', 'want', 'need', 'help', 'ask', 'asked', 'show', 'call',
  'thank', 'bring', 'keep', 'start', 'continue', 'refer', 'prescribe', 'examine', 'check', 'push', 'hurt', 'bother',
  'bothering', 'bothers', 'love', 'remind', 'wish', 'take', 'taking', 'around', 'into', 'than', 'seeing',
  'meet', 'write', 'treat', 'follow', 'advise', 'encourage', 'recommend', 'have', 'getting', 'keeping',
  'helping', 'giving', 'sending', 'putting', 'making', 'prevent', 'allow', 'needs', 'wants', 'makes', 'keeps',
];

/** Written in capitals in notes. */
export const UPPER_CASE_TERMS: readonly string[] = [
  'mri', 'ct', 'ekg', 'ecg', 'cbc', 'cmp', 'bmp', 'copd', 'chf', 'gerd', 'uti', 'a1c', 'tsh', 'psa', 'inr', 'bmi',
  'hiv', 'adhd', 'ptsd', 'ibs', 'nsaid', 'nsaids', 'ace', 'acl', 'mcl', 'pcl', 'er', 'icu', 'iud', 'ivf', 'std',
  'sti', 'dexa', 'pft', 'pfts', 'emg', 'egd', 'heent', 'hdl', 'ldl', 'alt', 'ast', 'cpap', 'covid', 'rom',
  'uri', 'bph', 'pcos', 'dhea', 'cla', 'tia', 'dvt', 'afib', 'ob', 'gyn', 'ent', 'iv', 'ii', 'iii', 'bp', 'ua',
];

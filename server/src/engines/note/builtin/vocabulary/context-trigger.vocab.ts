import type { Assertion } from '../../../../coding/clinical-finding';

/** What a trigger does to the findings in its scope; `pseudo` phrases look like triggers but are not. */
export type TriggerCategory = Exclude<Assertion, 'present'> | 'pseudo' | 'history-of';
/** Forward triggers reach findings after them, backward ones findings before them. */
export type TriggerDirection = 'forward' | 'backward' | 'both';

export interface ContextTrigger {
  phrase: string;
  category: TriggerCategory;
  direction: TriggerDirection;
}

function triggers(category: TriggerCategory, direction: TriggerDirection, phrases: readonly string[]): ContextTrigger[] {
  return phrases.map((phrase) => ({ phrase, category, direction }));
}

const LIFE_PERIODS: readonly string[] = [
  'as a child', 'as a kid', 'as a teenager', 'as a teen', 'as a baby', 'as an infant', 'as a young man', 'as a young woman',
  'when i was younger', 'when i was young', 'when i was little', 'when i was a kid', 'when i was a child', 'when i was a baby',
  'when i was a teenager', 'when i was a teen', 'when i was in high school', 'when i was in college', 'when i was in school',
  'when i was in the military', 'when i was in the army', 'when i was in the navy', 'growing up', 'back in college',
  'back in high school',
];

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy'];

/** "when i was ten", "when i was 25", "when she was two": an age said dates an event to the past. */
function agesSaid(): string[] {
  const ages = [...UNITS, ...TEENS, ...TENS.flatMap((ten) => [ten, ...UNITS.flatMap((unit) => [`${ten} ${unit}`, `${ten}-${unit}`])])];
  const digits = Array.from({ length: 79 }, (_, k) => String(k + 1));
  return ['i', 'he', 'she'].flatMap((who) => [...ages, ...digits].map((age) => `when ${who} was ${age}`));
}

/**
 * ConText-style triggers, written for spoken visits ("do n't", "no , not that i've noticed"). Longer phrases win
 * over the shorter phrases they contain, so "no change" (pseudo) shadows "no".
 */
export const CONTEXT_TRIGGERS: readonly ContextTrigger[] = [
  ...triggers('negated', 'forward', [
    'no', 'not', "n't", 'denies', 'denied', 'deny', 'denying', 'without', 'never', 'none', 'negative for',
    'free of', 'absence of', 'no evidence of', 'no signs of', 'no sign of', 'no history of', 'nor', 'neither',
    'no longer', 'not any', 'rules out', 'ruled out', "don't", "doesn't", "didn't", "haven't", "hasn't", "isn't",
    "wasn't", "aren't", "weren't", 'nothing like', 'no more', 'resolution of', 'no complaints of', 'non',
  ]),
  ...triggers('negated', 'backward', [
    'resolved', 'has resolved', 'have resolved', 'went away', 'gone away', 'is gone', 'are gone', 'is negative',
    'was negative', 'were negative', 'came back negative', 'ruled out', 'has been ruled out', 'not present',
    'is absent', 'are absent', 'is unremarkable', 'was unremarkable',
  ]),
  ...triggers('pseudo', 'both', [
    'no increase', 'no change', 'no changes', 'not only', 'no further', 'not necessarily', 'not just',
    'gram negative', 'no problem', 'not bad', 'not too bad', 'no worse', 'not worse', 'not better', 'no better',
    'not improved', 'not sure', 'not certain', 'no doubt', 'not cause', 'nothing else', 'not enough',
    'no matter', 'not that bad', 'not always', 'no longer than', 'not gone away', "hasn't gone away",
    "has n't gone away", 'not going away', "n't going away", "n't gone away", 'not helping', "n't helping",
    "n't help", 'not help', "n't really help", "n't sure", 'no relief', 'not resolved', "n't resolved",
    "n't go away", 'not go away', "n't stop", 'not stop', "n't work", 'not working', "n't working", 'not great',
    'not good', 'not so good', 'not too good', 'not doing well', 'not well', 'not doing great', 'not doing good',
  ]),
  ...triggers('history-of', 'forward', [
    'history of', 'past medical history', 'medical history', 'past history of', 'significant for', 'h/o',
    'diagnosed with', 'been diagnosed with', 'status post', 's/p', 'known',
  ]),
  ...triggers('historical', 'forward', [
    'previous', 'previously', 'prior', 'used to', 'formerly', 'had a history of', 'childhood', 'back in',
  ]),
  ...triggers('historical', 'backward', [
    'in the past', 'years ago', 'year ago', 'last year', 'a while ago', 'long time ago', 'months ago', 'resolved years ago',
    // "I'm in college" is now: these date only what comes before them.
    'in college', 'in high school', 'in grade school', 'in middle school', 'in elementary school', 'in my twenties',
    'in my thirties', 'in my forties', 'in my teens', 'in my 20s', 'in my 30s', 'in my 40s',
  ]),
  // A time of life dates what is said before or after it ("I broke my wrist when I was ten", "in college I had …").
  ...triggers('historical', 'both', [...LIFE_PERIODS, ...agesSaid()]),
  ...triggers('hypothetical', 'forward', [
    'if', 'in case', 'should you', 'should she', 'should he', 'watch for', 'watch out for', 'look out for',
    'monitor for', 'in the event', 'unless', 'whether', 'call me if', 'come back if', 'return if', 'go to the er if',
    'go to the emergency room if', 'prevent', 'to prevent', 'risk of', 'at risk for', 'worried you might',
    'any signs of', 'precautions',
    // A clinician explaining in general, not about this patient ("a lot of times we can see this with stress").
    'can see this with', 'see this with', 'can be seen with', 'can be caused by',
  ]),
  ...triggers('uncertain', 'forward', [
    'possible', 'possibly', 'probable', 'probably', 'likely', 'most likely', 'more likely', 'maybe', 'might', 'may be', 'suspect', 'suspicious for',
    'concern for', 'concerned about', 'concerned for', 'worried about', 'rule out', 'r/o', 'question of', 'could be',
    'consider', 'considering', 'differential', 'versus', 'vs', 'not sure if', 'wonder if', 'questionable',
    'cannot exclude', 'can not rule out', 'can not exclude', 'evaluate for', 'evaluation for', 'to see if',
    'check for', 'make sure', 'looking for', 'screen for', 'screening for', 'test for',
  ]),
  ...triggers('uncertain', 'backward', ['is possible', 'is unlikely', 'unlikely', 'is a possibility', 'or not']),
  ...triggers('family', 'forward', [
    'mother', 'father', 'mom', 'dad', 'brother', 'sister', 'brothers', 'sisters', 'sibling', 'siblings', 'son',
    'daughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'aunt', 'uncle', 'cousin', 'family history',
    'family member', 'family members', 'parents', 'husband', 'wife', 'friend', 'kids', 'children', 'coworker',
    'boyfriend', 'girlfriend', 'partner', 'mother-in-law', 'father-in-law', 'nephew', 'niece',
  ]),
  ...triggers('family', 'backward', ['runs in the family', 'runs in my family', 'in the family', 'in my family']),
];

/** A bare "no" answers a question when a new clause follows it ("no , I take lisinopril"); it negates nothing. */
export const ANSWER_WORDS: readonly string[] = ['no', 'nope', 'nah'];
export const ANSWER_CLAUSE_STARTS: readonly string[] = [
  'i', "i'm", "i've", "i'd", "i'll", 'my', 'we', "we're", 'she', "she's", 'he', "he's", 'they', "they're", 'it', "it's",
  'but', "that's", "there's", 'thank', 'thanks', 'sir', "ma'am", 'okay', 'the', 'just', 'only',
];

/** Words that close every trigger's scope (ConText's terminators), plus turn and sentence ends. */
export const SCOPE_TERMINATORS: readonly string[] = [
  'but', 'however', 'although', 'though', 'except', 'aside from', 'apart from', 'other than', 'besides', 'yet',
  'whereas', 'which', 'who', 'secondary to', 'because', "'cause", 'cause', 'due to', 'since', 'otherwise', 'still', 'instead',
  'and then', 'so', 'okay', 'alright', 'caused by', 'related to',
];

/** Token budget of a trigger's scope within a sentence, when no terminator comes first. */
export const FORWARD_SCOPE_TOKENS = 14;
export const BACKWARD_SCOPE_TOKENS = 6;

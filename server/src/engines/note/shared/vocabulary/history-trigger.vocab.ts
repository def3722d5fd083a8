// Temporality triggers: a history of, things past, and the times of life that date an event.

/** Introduce a known condition ("history of", "diagnosed with"). */
export const HISTORY_OF_PHRASES: readonly string[] = [
  'history of',
  'past medical history',
  'medical history',
  'past history of',
  'significant for',
  'h/o',
  'diagnosed with',
  'been diagnosed with',
  'status post',
  's/p',
  'known',
];

/** Put what comes after them in the past ("previously", "used to"). */
export const HISTORICAL_FORWARD_PHRASES: readonly string[] = [
  'previous',
  'previously',
  'prior',
  'used to',
  'formerly',
  'had a history of',
  'childhood',
  'back in',
];

/** Put what comes before them in the past ("years ago", "in college"). */
export const HISTORICAL_BACKWARD_PHRASES: readonly string[] = [
  'in the past',
  'years ago',
  'year ago',
  'last year',
  'a while ago',
  'long time ago',
  'months ago',
  'resolved years ago',
  // "I'm in college" is now: these date only what comes before them.
  'in college',
  'in high school',
  'in grade school',
  'in middle school',
  'in elementary school',
  'in my twenties',
  'in my thirties',
  'in my forties',
  'in my teens',
  'in my 20s',
  'in my 30s',
  'in my 40s',
];

const LIFE_PERIODS: readonly string[] = [
  'as a child',
  'as a kid',
  'as a teenager',
  'as a teen',
  'as a baby',
  'as an infant',
  'as a young man',
  'as a young woman',
  'when i was younger',
  'when i was young',
  'when i was little',
  'when i was a kid',
  'when i was a child',
  'when i was a baby',
  'when i was a teenager',
  'when i was a teen',
  'when i was in high school',
  'when i was in college',
  'when i was in school',
  'when i was in the military',
  'when i was in the army',
  'when i was in the navy',
  'growing up',
  'back in college',
  'back in high school',
  // The pandemic as a period of life ("during covid we walked every day"): what happened then is past.
  'during covid',
  'during the pandemic',
  'during the covid pandemic',
  'during lockdown',
  'during the lockdown',
  'before covid',
  'before the pandemic',
  'in the pandemic',
];

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy'];

/** "when i was ten", "when i was 25", "when she was two": an age said dates an event to the past. */
function agesSaid(): string[] {
  const ages = [
    ...UNITS,
    ...TEENS,
    ...TENS.flatMap((ten) => [ten, ...UNITS.flatMap((unit) => [`${ten} ${unit}`, `${ten}-${unit}`])]),
  ];
  const digits = Array.from({ length: 79 }, (_, k) => String(k + 1));
  return ['i', 'he', 'she'].flatMap((who) => [...ages, ...digits].map((age) => `when ${who} was ${age}`));
}

/** A time of life dates what is said before or after it ("I broke my wrist when I was ten"). */
export const LIFE_TIME_PHRASES: readonly string[] = [...LIFE_PERIODS, ...agesSaid()];

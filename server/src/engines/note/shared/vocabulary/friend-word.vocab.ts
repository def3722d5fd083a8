/**
 * Friends and people the patient knows, as everyday British and American speech names them ("my mate", "my buddy
 * from church", "a lad from football", "a lady at work"). Their illnesses are nobody's finding here: at most an
 * exposure, never family history. Spread into the experiencer triggers and the non-kin people.
 */

/** Said alone these always name someone else ("my flatmate's got athlete's foot", "one of my mates"). */
export const FRIEND_WORDS: readonly string[] = [
  'friends',
  'flatmate',
  'flatmates',
  'housemate',
  'housemates',
  'workmate',
  'workmates',
  'teammate',
  'teammates',
];

/**
 * Said alone these may address the patient ("alright mate, what's up", "how are you doing, buddy"), so they name
 * someone else only with an owner before them ("my mate", "a buddy of mine"). Phrases match on stems, so "my mates"
 * is "my mate" and no plural may stand alone ("mates" would match the "mate" said to the patient).
 */
export const OWNED_FRIEND_NOUNS: readonly string[] = ['mate', 'pal', 'buddy'];
const FRIEND_OWNERS = ['my', 'a', 'his', 'her', 'your', 'our', 'their', 'one'];

/**
 * People named by what they are and where the patient meets them ("a woman at work", "this bloke from the pub",
 * "a lad from football"). Without the place they may be the patient ("I'm a man in my fifties"), so only the
 * person with a place or an acquaintance after them is a trigger.
 */
const PERSON_NOUNS = ['woman', 'lady', 'man', 'guy', 'bloke', 'lad', 'girl', 'fella', 'chap', 'kid'];
const PERSON_DETERMINERS = ['a', 'this', 'some', 'one'];
const PERSON_PLACES = ['at work', 'at my work', 'from work', 'i work with', 'i know', 'from', 'at church', 'next door'];
/** "Someone I know", "somebody from church": someone else, whoever they are. */
const SOMEONE_PHRASES = ['someone i know', 'somebody i know', 'someone from', 'somebody from', 'people i know'];

const combine = (firsts: readonly string[], seconds: readonly string[]) =>
  firsts.flatMap((first) => seconds.map((second) => `${first} ${second}`));

/** Every friend and acquaintance phrase: the experiencer triggers and the non-kin people take them all. */
export const FRIEND_PHRASES: readonly string[] = [
  ...FRIEND_WORDS,
  ...combine(FRIEND_OWNERS, OWNED_FRIEND_NOUNS),
  ...OWNED_FRIEND_NOUNS.map((noun) => `${noun} of mine`),
  ...combine(combine(PERSON_DETERMINERS, PERSON_NOUNS), PERSON_PLACES),
  ...SOMEONE_PHRASES,
];

/**
 * Words that show a stretch of unpunctuated speech is the clinician asking the patient ("any chest pain or
 * breathlessness when you climb stairs", "fevers pain in your back"): an item asked there and then denied by name
 * in the same run ("… no chest pain") was the question's, not a complaint.
 */
export const ASKING_WORDS: readonly string[] = ['any', 'you', 'your', "you've", "you're", 'yourself'];

/**
 * First-person words: said between the item and its denial, they make the run the patient's own story ("my chest
 * pain has gone no chest pain since friday"), which the rule leaves alone.
 */
export const OWN_STORY_WORDS: readonly string[] = ['i', 'my', "i'm", "i've", "i'd", 'me', 'mine'];

/**
 * Words that ask for an item said at a spoken sentence's end, its answer cut into the next sentence ("… that's all
 * any fever or chills | no fever"): only the plain asking word, as "you" or "your" there may be a summary of the
 * patient's own complaint.
 */
export const ASKING_AT_END_WORDS: readonly string[] = ['any'];

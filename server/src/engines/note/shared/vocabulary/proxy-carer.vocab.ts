/**
 * Below this age (in years, said by the clinician) a child is taken to be spoken for by the parent who brought
 * them; an older child or teenager answers for themselves, and their "I have headaches" is their own.
 */
export const PROXY_CHILD_AGE_LIMIT = 12;

/** Words with which a speaker gives their own name ("yes, Chantelle", "I'm Nate"): that name is not the child's. */
export const SELF_NAMING_WORDS: readonly string[] = ['yes', 'yeah', 'yep', "i'm", 'i', 'me', 'myself'];

/** Words that put a medicine on the speaker ("started me on", "I'm on"), unlike "I gave" which gives it to the child. */
export const SELF_TAKING_WORDS: readonly string[] = ['me', "i'm", 'myself'];

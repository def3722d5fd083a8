/**
 * Words that put a known problem as the topic of a question rather than an item asked about: "any wheezing with
 * your asthma", "any trouble from your knee pain", "how is your back pain and any numbness". The problem is the
 * patient's already; a "no" to the question denies what was asked about it, not the problem.
 */
export const TOPIC_POSSESSIVES: readonly string[] = ['your'];

/** Words before "your" that make the problem the question's topic ("with your asthma"). */
export const TOPIC_LEADS: readonly string[] = ['with', 'from', 'about', 'for', 'since'];

/** Words before a lead that make it a question about the thing itself ("how about your hands, any tingling"). */
export const TOPIC_ASKING_OPENINGS: readonly string[] = ['how', 'what'];

/** Openings that ask how a known problem is doing ("how is your back pain"). */
export const HOW_IS_OPENINGS: readonly string[] = ['how', "how's", 'hows'];

/** Words after a "not X" that restate what it is instead ("it isn't a migraine, it's a cluster headache"). */
export const AFFIRMING_RESTARTS: readonly string[] = ["it's", 'its'];

/** Words that keep a restart negative ("it's not …"). */
export const RESTART_NEGATIONS: readonly string[] = ['not', 'never', 'no'];

/**
 * Determiners that open a new clause's subject right after a denied finding ("no wheezing, the inhaler keeps it
 * quiet", "no cough my chest is just tight"): a denial list goes on bare or with "or"/"any", never with "the".
 */
export const RESTART_DETERMINERS: readonly string[] = ['the', 'my', 'his', 'her', 'their', 'our'];

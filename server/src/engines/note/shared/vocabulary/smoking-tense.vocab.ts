/**
 * How a visit tells that smoking is over: "I quit ten years ago", "haven't smoked in years", "when did you stop
 * smoking?". A "smoker" asked about and answered that way is a former smoker (Z87.891), never current nicotine
 * dependence (F17.210). Plans to quit ("trying to quit", "you should quit") are a current smoker's and do not count.
 */
export const SMOKING_OVER =
  /\b(quit|quitted|stopped|gave up|given up|used to|no longer|not anymore|former|ex)\b|\b(have|has|had) ?n'?t smoked\b|\bnot smoked\b|\b(did|when) (you|he|she) (stop|quit)\b/;

/** Words before "quit"/"stop" that make it a plan, not a past: "trying to quit", "you should stop". */
export const SMOKING_PLAN =
  /\b(to|should|must|could|can|will|gonna|might|try|trying|want|wants|help|about|please)( you| him| her| them| me)? (quit|stop)/g;

/** Words that keep the smoking current whatever else is said: "still smokes", "currently smoking". */
export const SMOKING_NOW = /\b(still|currently|current|nowadays)\b/;

/** A sentence about smoking (a later sentence counts only when it is). */
export const SMOKING_TOPIC = /\b(smok\w*|cigar\w*|tobacco|packs?|vap\w*)\b/;

/** How many sentences after the question or statement may still tell that the smoking is over. */
export const SMOKING_REACH = 4;

/** Word classes the ConText reader and the answered-"no" reader share. */

/** A finding's token span [first, last) in a sentence. */
export interface TokenSpan {
  first: number;
  last: number;
  /** The tokens that name the finding, when other words lie between them ("my chest does not hurt"). */
  conceptTokens?: readonly number[];
}

/** Words that may join the items of a list of findings ("hepatitis , cirrhosis , and other liver diseases"). */
export const LIST_JOINERS = new Set(['and', 'or', 'nor', 'plus', 'also', 'other', 'any']);
/** Words that start a clause or a new item of talk, never a list item we have no concept for ("… , hepatitis ,"). */
export const CLAUSE_WORDS =
  /^(i|i'm|i've|you|he|she|we|they|it|it's|my|his|her|their|have|has|had|got|get|gets|is|am|are|was|were|do|does|did|some|a|an|the|little|bit|lot|yes|yeah|no|but|just|only|still|now|then|really|pretty|very|much|more|less|been|be|that|this|which|who|when|if)$/;
/** Words in a list we have no concept for: at most this many between two items. */
export const LIST_UNKNOWN_WORDS = 2;

/** The speaker's own words, subject and object ("I've had …", "only me"). */
export const SPEAKER_WORDS = /^(i|i'm|i've|i'd|i'll)$/;
export const SPEAKER_OBJECTS = /^(me|myself)$/;

/**
 * What is said about a vaccine: declined, given before, offered or recommended, given at this visit, or due.
 * Phrases on the sentence's words; the first status whose phrases occur wins, in this order.
 */
export type VaccineStatus = 'declined' | 'previous' | 'offered' | 'given' | 'due';

/**
 * A clinician saying they give it now ("we will give you a tetanus shot today since your last one was ten years
 * ago"): this outranks words that date an earlier dose. Only in a clinician's statement, never in a question.
 */
export const ADMINISTERING_CUES: readonly string[] = [
  'give you', 'give him', 'give her', 'give them', 'giving you', 'giving him', 'giving her', 'will give', 'going to give',
  'administer', 'will administer', 'nurse will', 'the nurse will', 'before you leave', "while you're here", 'while you are here',
];

export const VACCINE_STATUS_CUES: ReadonlyArray<readonly [VaccineStatus, readonly string[]]> = [
  ['declined', [
    'decline', 'declined', 'declines', 'declining', 'refuse', 'refused', 'refuses', "don't want", 'do not want', "doesn't want",
    'does not want', "didn't want", 'did not want', "n't want", 'pass on', 'hold off', 'not today', 'no thanks', 'not interested',
    'rather not', "won't get", 'will not get', 'opt out', 'skip',
  ]],
  ['previous', [
    'already', 'had my', 'had his', 'had her', 'had the', 'had a', 'had an', 'got my', 'got his', 'got her', 'got the', 'received',
    'gotten', 'gave you', 'gave him', 'gave her', 'did you get', 'did you have', 'have you had', 'have you gotten', 'has he had', 'has she had', 'ago', 'last year',
    'last month', 'last fall', 'last week', 'up to date',
  ]],
  ['offered', [
    'recommend', 'recommended', 'suggest', 'offer', 'offered', 'would you like', 'do you want', 'consider', 'think about',
    'eligible', 'should get', 'should have',
  ]],
  ['given', [
    'give', 'giving', 'administer', 'administered', 'today', 'right now', 'before you leave', 'while you are here',
    "while you're here", 'nurse will', 'the nurse', 'get it done', 'get that done', 'go ahead',
  ]],
  ['due', [
    'due', 'overdue', 'need', 'needs', 'time for', 'next', 'schedule', 'get your', 'get the', 'get a', 'want you to get',
    'would like you to get',
  ]],
];

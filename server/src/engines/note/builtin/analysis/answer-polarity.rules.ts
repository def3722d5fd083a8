/** How patients answer yes/no questions. Data only; matched on the first words of the answer. */

export const YES_OPENINGS: readonly string[] = [
  'yes', 'yeah', 'yep', 'yup', 'ya', 'mm-hmm', 'mhm', 'uh-huh', 'correct', 'right', 'i do', 'i have', 'i am',
  "i'm", 'i did', 'i was', 'i think so', 'definitely', 'absolutely', 'sure', 'sometimes', 'a little', 'a bit',
  'a little bit', 'kind of', 'sort of', 'occasionally', 'some', 'it does', 'it did', 'it has', 'it is', 'they do',
  'that is right', "that's right", 'that is correct', "that's correct", 'i have been', "i've been", 'still',
];

export const NO_OPENINGS: readonly string[] = [
  'no', 'nope', 'nah', 'not really', 'not at all', 'never', 'none', 'nothing', "i don't", 'i do not', "i do n't",
  "i haven't", 'i have not', "i have n't", "i didn't", 'i did not', "i did n't", 'not that i', 'no no', 'not',
  "it doesn't", "it does n't", 'it does not', "i'm not", 'i am not', "haven't", "have n't", "don't", "do n't",
  'negative', 'not lately', 'not anymore', 'not recently', 'not since',
];

/** Words to look past at the start of an answer ("um , well , no …"). */
export const ANSWER_FILLERS: readonly string[] = ['um', 'uh', 'well', 'oh', 'hmm', 'so', 'honestly', 'actually', 'and', 'i mean', 'let me think', 'let me see'];

/** Word cues for telling the clinician from the patient in an unlabelled transcript. Data only. */

/** Second person: the clinician talks to the patient. */
export const DOCTOR_WORDS: readonly string[] = ['you', 'your', "you're", "you've", 'yourself', "you'll", "you'd"];

/** Clinician phrases: examining, ordering, advising, explaining. */
export const DOCTOR_PHRASES: readonly string[] = [
  'let me', "let's", "i'm going to prescribe", "i'm gon na prescribe", 'i will prescribe', "i'll prescribe",
  'i recommend', "i'd recommend", 'i want you to', 'i would like you to', 'take a deep breath', 'on exam',
  'on examination', 'physical exam', "we'll", 'we will', 'order', 'prescribe', 'prescription', 'follow up',
  'come back', 'any questions', 'my assessment', 'my impression', 'my plan', 'what brings you', 'tell me',
  'how long', 'how often', 'any other', 'does it hurt', 'on a scale', 'i see that', 'looking at your',
  'your labs', 'your blood pressure', 'your exam', 'i think you have', 'diagnosis', 'milligrams', 'refer you',
  'squeeze my', 'follow my finger', 'push against', 'lie back', 'sit up', 'open your mouth', 'say ah',
  'i think this is', 'i think it is', "i think it's", 'as needed', 'let me take a look', 'this looks like',
  'it sounds like', 'sounds like you have', 'we will start', "we'll start", 'call us', 'call me if',
  'come back in', 'follow up in', 'keep taking', 'your temperature', 'your heart rate', 'your pulse', 'your weight',
  'your oxygen', 'your lungs', 'your heart', 'your throat', 'your ears', 'your a1c',
];

/** First person: the patient talks about themselves. */
export const PATIENT_WORDS: readonly string[] = ['i', 'my', 'me', "i'm", "i've", 'myself', 'mine', "i'd", "i'll"];

/** Patient phrases: answers and complaints. */
export const PATIENT_PHRASES: readonly string[] = [
  'it hurts', 'it started', 'i feel', "i've been", 'i have been', 'i noticed', 'i think it', 'doctor',
  'doc', 'i took', 'i take', 'i tried', 'my pain', 'my knee', 'my back', 'my head', 'my wife', 'my husband',
  'killing me', 'i can not', 'i ca', 'i do', 'i did', 'i was', 'sounds good', 'thank you', 'yes', 'no', 'yeah',
  'nope', 'mm-hmm', 'uh-huh', 'not really', 'i guess', 'kind of', 'a little',
];

/** Opening words that make a sentence a question when there is no question mark. */
export const QUESTION_STARTS: readonly string[] = [
  'do you', 'does it', 'does that', 'does your', 'does the', 'did you', 'did it', 'did the', 'have you', 'has it',
  'has your', 'are you', 'is it', 'is there', 'is that', 'is your', 'was it', 'were you', 'can you', 'could you',
  'would you', 'will you', 'is she', 'is he', 'does she', 'does he', 'did she', 'did he', 'has she', 'has he',
  'was she', 'was he', 'can she', 'can he', 'are they', 'how', 'what', 'when', 'where', 'why', 'which', 'who', 'any',
  'anything', 'any other',
  'and any', 'and do you', 'and are you', 'and have you', 'and did you', 'and how', 'and what', 'and when',
];

/** Inside unpunctuated speech, these still make a sentence a question ("okay so have you kept up with that"). */
export const QUESTION_INSIDE: readonly string[] = [
  'do you', 'did you', 'have you', 'are you', 'were you', 'does it', 'does that', 'did it', 'can you', 'could you',
  'would you', 'is it', 'is that', 'any other', 'what about', 'how about', "how's", 'how is', 'how are', 'is there',
  'do i', 'should i', 'can i',
];

/** Verbs that make "your lungs …", "your temperature …" a finding read out. */
export const FINDING_VERBS: readonly string[] = ['is', 'are', 'look', 'looks', 'sound', 'sounds', 'feel', 'feels', 'seem', 'seems', 'appear', 'appears'];

/** Readings a clinician reads out as "your … is …". */
export const READING_NAMES: readonly string[] = [
  'temperature', 'temp', 'blood pressure', 'pressure', 'heart rate', 'pulse', 'oxygen', 'oxygen level', 'oxygen saturation',
  'weight', 'a1c', 'a one c', 'blood sugar', 'sugar',
];

/** Words that carry on the previous speaker's thought ("… your throat is red | but there is no exudate"). */
export const CONTINUATION_WORDS: readonly string[] = ['but', 'and', 'also', 'or', 'because', 'plus', 'then'];

/** Leading words to look past before checking how a sentence starts. */
export const LEADING_FILLERS: readonly string[] = [
  'okay', 'ok', 'alright', 'all right', 'so', 'um', 'uh', 'well', 'now', 'and', 'hmm', 'yeah', 'great', 'good',
  'mm-hmm', 'right', 'oh', 'sure', 'perfect', 'got it', 'i see', 'understood', 'and then', 'also', 'but',
];

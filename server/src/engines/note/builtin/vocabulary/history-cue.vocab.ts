/** Words that put a patient's sentence under social history rather than the story of the illness. */
export const SOCIAL_HISTORY_CUES: readonly string[] = [
  'smoke', 'smoking', 'smoker', 'cigarettes', 'cigarette', 'tobacco', 'vape', 'vaping', 'chew', 'alcohol',
  'drink', 'drinks', 'drinking', 'beer', 'beers', 'wine', 'liquor', 'marijuana', 'weed', 'cocaine', 'drugs',
  'work', 'works', 'working', 'job', 'retired', 'retire', 'married', 'divorced', 'wife', 'husband', 'kids',
  'children', 'grandkids', 'lives', 'live with', 'living', 'exercise', 'exercising', 'gym', 'runner',
  'marathon', 'marathons', 'hike', 'hiking', 'golf', 'golfing', 'swim', 'swimming', 'bike', 'biking', 'travel',
  'traveling', 'travelling', 'hobby', 'hobbies', 'school', 'college', 'student', 'teacher', 'veteran', 'military',
  'sports', 'soccer', 'football', 'basketball', 'tennis', 'yoga', 'dance', 'garden', 'gardening', 'coach',
];

/** Eating and drinking as a sign of illness, or how an injury happened, is no social history ("she is drinking fine"). */
export const NOT_SOCIAL_CUES: readonly string[] = [
  'eating and drinking', 'drinking fine', 'drinking well', 'drinking okay', 'drinking water', 'drinking fluids',
  'drinking plenty', 'drink fluids', 'drink water', 'drink plenty', 'not drinking', 'drinking less', 'fell', 'fell off',
  'twisted', 'injured', 'hurt my', 'hit my',
];

/** Pleasantries and meta talk: a sentence with one of these and nothing clinical is left out. */
export const NON_CLINICAL_CUES: readonly string[] = [
  'how are you', 'nice to see you', 'good to see you', 'nice to meet you', 'good to meet you', 'nice meeting you', 'thank you', 'thanks', 'have a good day',
  'take care', 'you too', 'weather', 'the game', 'record this conversation', 'this app', 'the nurse told you',
  'tell dax', 'dax', 'dragon', 'how about you', "i'm good", 'i am good', 'see you later', 'bye', 'goodbye',
  'have a nice day', 'any questions', 'sounds good', 'sounds great', 'that is great', "that's great", 'no problem',
  'you got it', 'of course', 'perfect', 'awesome', 'wonderful', 'makes sense', 'i understand', 'glad to hear',
  'sorry to hear', 'good news', 'i appreciate', 'let me know', 'does that make sense', 'not at this point',
  'that is it', "that's it", 'nothing else', 'i will', 'will do', 'right here', 'have a great day', 'have a good one',
  'we have our plan',
];

// Talk that is not for the note: commands to the dictation device and small talk.

/** Talk to the dictation device, not to anyone in the room ("hey dragon, show me the labs"). */
export const DEVICE_COMMAND_CUES: readonly string[] = [
  'hey dragon',
  'dragon',
  'hey dax',
  'dax',
  'finalize the note',
  'end of recording',
  'show me the',
  'show me his',
  'show me her',
  'pull up the',
  'open the',
];

/** Pleasantries and talk unrelated to care; a sentence made mostly of these is left out of the note. */
export const SMALL_TALK_CUES: readonly string[] = [
  'how are you',
  'nice to see you',
  'good to see you',
  'nice to meet you',
  'thank you',
  'thanks',
  'have a good day',
  'take care',
  'you too',
  'weather',
  'weekend',
  'vacation',
  'the game',
  'football',
  'basketball',
  'baseball',
  'golf',
  'the masters',
  'record this conversation',
  'this app',
  'the nurse told you',
  'tell dax',
  'how about you',
  'doing well thank you',
  "i'm good",
  'see you later',
  'bye',
  'goodbye',
  'have a nice day',
];

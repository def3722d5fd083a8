// Cue phrases that start the exam and the reading of test results, and the verbs that read a result out.

/** The clinician starts examining (or reading vital signs). */
export const EXAM_START_CUES: readonly string[] = [
  'physical exam',
  'physical examination',
  'examine you',
  'examine your',
  'do an exam',
  'do a quick exam',
  'quick exam',
  'take a look',
  'listen to your heart',
  'listen to your lungs',
  'on exam',
  'on examination',
  'vital signs',
  'your vitals',
  'show me the vital signs',
  'look at your',
  'let me look',
  'let me check',
  'let me feel',
  'press on',
  'push on',
  'take a deep breath',
  'exam today',
  'your exam',
  'take a good look',
  'the examination',
  'perform the exam',
  'calling out',
  'call out',
];

/** The clinician turns to results of tests. */
export const RESULTS_CUES: readonly string[] = [
  'results',
  'show me the',
  'came back',
  'lab results',
  'your labs',
  'the labs',
  'reviewed',
  'your a1c',
  'x-ray shows',
  'x-ray showed',
  'looking at your',
];

/** Verbs that read a result out only when a test is named in the same sentence ("the mri showed …"). */
export const RESULT_VERBS: readonly string[] = [
  'showed',
  'shows',
  'revealed',
  'demonstrates',
  'demonstrated',
  'show',
  'reveals',
];

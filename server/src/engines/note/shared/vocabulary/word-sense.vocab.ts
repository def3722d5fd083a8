import { lookupTable } from '../../../../lib/lookup-table';
import { ANATOMY_SENSES } from './anatomy-sense.vocab';
import { STREAM_SENSES } from './stream-sense.vocab';
import { SUBSTANCE_SENSES } from './substance-sense.vocab';
import type { OtherSense } from './word-sense.types';

/**
 * Words that name a symptom in one sense and something else in another. A mention of the concept is dropped when a
 * word right before or right after it shows the other sense: "inversion stress" is an exam manoeuvre, "a stress
 * test" a test, "the stress you are putting on it" a mechanical load — none is psychological stress, and coding
 * Z73.3 for them would be a claim the visit never made.
 */
export const OTHER_SENSES: Readonly<Record<string, OtherSense>> = lookupTable({
  stress: {
    before: [
      'inversion',
      'eversion',
      'valgus',
      'varus',
      'mechanical',
      'physical',
      'weight-bearing',
      'repetitive',
      'oxidative',
    ],
    after: [
      'test',
      'tests',
      'testing',
      'fracture',
      'fractures',
      'incontinence',
      'echo',
      'echocardiogram',
      'view',
      'views',
      'x-ray',
      'x-rays',
      'radiograph',
      'radiographs',
    ],
    loadVerbs: ['put', 'puts', 'putting', 'place', 'places', 'placing', 'take', 'takes', 'taking', 'took'],
  },
  // "I've cut down a lot", "cut back on drinking", "cut out sugar": cutting down an intake, not a wound.
  laceration: { before: [], after: ['down', 'back', 'out'], loadVerbs: [] },
  // "A coronary spasm", "esophageal spasm": a vessel or an organ in spasm, not a muscle cramp (M62).
  'muscle-spasm': {
    before: ['coronary', 'esophageal', 'artery', 'arterial', 'vascular', 'bronchial', 'laryngeal', 'vessel'],
    after: [],
    loadVerbs: [],
    // "The bloating, the cramping that eases when you open your bowels": belly cramps, not a muscle in spasm.
    inSentence: {
      said: ['cramping', 'cramps', 'cramp', 'crampy'],
      words: [
        'tummy',
        'stomach',
        'belly',
        'abdomen',
        'abdominal',
        'bowel',
        'bowels',
        'bloating',
        'bloated',
        'diarrhea',
        'constipation',
        'constipated',
        'poo',
        'stool',
        'stools',
        'period',
        'periods',
      ],
    },
  },
  // "A small blood clot blocked the blood supply to the brain": a clot of a stroke or a heart attack, explained, not
  // a deep vein thrombosis of the leg (I82.4).
  'deep-vein-thrombosis': {
    before: [],
    after: [],
    loadVerbs: [],
    inSentence: {
      said: ['blood', 'clot', 'clots'],
      words: ['brain', 'stroke', 'strokes', 'tia', 'heart', 'eye', 'retina', 'bowel', 'gut'],
      // "The clot in your leg could travel and cause a stroke": a clot of the leg is the thrombosis itself.
      unless: ['leg', 'legs', 'calf', 'calves', 'thigh', 'thighs', 'groin', 'vein', 'veins', 'dvt'],
    },
  },
  // "Irritable bowel", "an irritable bladder": an organ's disorder, not a mood (R45.4).
  irritability: { before: [], after: ['bowel', 'bowels', 'bladder', 'hip'], loadVerbs: [] },
  // "When I stroke your inner thigh", "we gently stroke the sole": the examiner's touch, not a cerebral infarction.
  stroke: { before: ['i', 'we', 'gently', 'lightly', 'softly'], after: [], loadVerbs: [] },
  // "Apply it to dry skin", "at night on dry skin": where a cream or antiperspirant goes, not xerosis (L85.3).
  'dry-skin': {
    before: ['onto'],
    after: [],
    loadVerbs: [],
    phrasesBefore: ['apply to', 'apply on', 'applied to', 'night on', 'bedtime on'],
    // "Put it on dry skin", not "I noticed it on dry skin there": only an instruction's verb gives the other sense.
    instructionsBefore: [
      'put it on',
      'apply it to',
      'apply it on',
      'rub it on',
      'rub it into',
      'use it on',
      'spray it on',
    ],
  },
  // "Rhonchi that clear with cough": an exam manoeuvre, not a complaint.
  cough: {
    before: [],
    after: [],
    loadVerbs: [],
    phrasesBefore: ['clear with', 'clears with', 'cleared with', 'clearing with', 'clear on', 'clears on'],
  },
  // "CVA tinnitus on the right": a recogniser's mishearing of "CVA tenderness", a flank exam sign, not ear ringing.
  tinnitus: { before: ['cva', 'costovertebral'], after: [], loadVerbs: [] },
  // "The covid clinic", "during covid", "since covid", "when covid hit", "vaccinated against covid", "the covid 15"
  // (weight put on in lockdown): a time, a place or a vaccine named after the disease, not an infection anyone has
  // (U07.1 would claim an active COVID-19).
  'covid-19': {
    before: ['during', 'since', 'before', 'through', 'throughout', 'pre', 'against'],
    after: [
      'hit',
      'started',
      'began',
      'clinic',
      'clinics',
      'centre',
      'center',
      'unit',
      'ward',
      'pandemic',
      'era',
      'times',
      'lockdown',
      'lockdowns',
      'restrictions',
      'vaccine',
      'vaccines',
      'vaccination',
      'vaccinations',
      'jab',
      'jabs',
      '15',
      'fifteen',
    ],
    loadVerbs: [],
    phrasesBefore: ['patients with', 'people with', 'completed your', 'during the', 'before the'],
  },
  // "A pituitary lesion", "a lytic lesion", "a liver lesion": a lesion of an organ seen on a scan, not of the skin
  // (L98.9 would claim a skin disorder).
  'skin-lesion': {
    before: [
      'pituitary',
      'brain',
      'cerebral',
      'intracranial',
      'spinal',
      'cord',
      'liver',
      'hepatic',
      'lung',
      'pulmonary',
      'kidney',
      'renal',
      'adrenal',
      'pancreatic',
      'thyroid',
      'breast',
      'ovarian',
      'testicular',
      'bone',
      'bony',
      'lytic',
      'sclerotic',
      'vertebral',
      'osseous',
      'cystic',
      'enhancing',
      'colonic',
      'bladder',
      'prostate',
      'ulcerated',
    ],
    after: [],
    loadVerbs: [],
  },
  // "Corn on the cob", "corn syrup", "a corn dog", "popcorn" said apart: food, no corn on the foot (L84). "A corn
  // snake", "a corn maze", "a corn salad", "a corn allergy": a pet, a field, a dish, a food — none is a clavus.
  corn: {
    before: ['sweet', 'pop', 'candy', 'baby', 'canned', 'creamed', 'fresh', 'frozen', 'roasted', 'grilled'],
    after: [
      'snake',
      'snakes',
      'maze',
      'mazes',
      'salad',
      'salsa',
      'soup',
      'chowder',
      'fritters',
      'kernels',
      'husk',
      'husks',
      'meal',
      'cakes',
      'nuts',
      'crop',
      'crops',
      'farm',
      'plants',
      'allergy',
      'intolerance',
      'belt',
      'rows',
      'cob',
      'cobs',
      'syrup',
      'flakes',
      'chips',
      'dog',
      'dogs',
      'muffin',
      'bread',
      'starch',
      'oil',
      'flour',
      'tortilla',
      'tortillas',
      'field',
      'fields',
      'fed',
      'beef',
    ],
    loadVerbs: [],
  },
  // "Your liver function tests are up to date", "your ldl is up to date": a test that is due or done, no raised value.
  'abnormal-liver-function-tests': { before: [], after: [], loadVerbs: [], phrasesAfter: ['to date'] },
  'raised-ldl-cholesterol': { before: [], after: [], loadVerbs: [], phrasesAfter: ['to date'] },
  // "It boils down to …": an idiom, no abscess.
  'skin-abscess': { before: [], after: ['down'], loadVerbs: [] },
  // "Any flu-like symptoms", "a flu like illness": a likeness, not influenza (J11.1). "The nasal flu one" is the
  // nasal spray vaccine children are given, no illness.
  influenza: { before: ['nasal'], after: ['like', 'ish', 'season', 'clinic', 'clinics'], loadVerbs: [] },
  // "Trying to quit smoking", "we can help you quit smoking": a plan of a current smoker, not a smoking that is over.
  'former-smoker': {
    before: ['should', 'must', 'gonna', 'please', 'help', 'helps'],
    after: [],
    loadVerbs: [],
    phrasesBefore: [
      'want to',
      'wants to',
      'trying to',
      'try to',
      'going to',
      'need to',
      'needs to',
      'have to',
      'plan to',
      'like to',
      'ready to',
      'help you',
      'helping you',
      'get you',
      'thinking about',
      'think about',
    ],
  },
  // "Hearing aids", "walking aids": devices, not AIDS (B20).
  hiv: { before: ['hearing', 'walking', 'mobility', 'visual', 'sleep', 'dressing'], after: [], loadVerbs: [] },
  // "A nervous system disorder": the nerves, not an anxious mood.
  'anxious-mood': { before: [], after: ['system', 'systems'], loadVerbs: [] },
  ...STREAM_SENSES,
  ...ANATOMY_SENSES,
  ...SUBSTANCE_SENSES,
});

/** How many words either side of the concept a load verb with "on"/"off" may stand. */
export const LOAD_WINDOW = 6;

/**
 * Nouns that, said right after a condition's name, make the name a topic rather than anyone's disease: "what we
 * learn in diabetes study", "an asthma trial", "cancer research" (a screening is left to the coder, which knows its own codes). Coding E11.9 for "the
 * diabetes study" would claim a diabetes nobody has.
 */
export const CONDITION_TOPIC_NOUNS: readonly string[] = [
  'study',
  'studies',
  'trial',
  'trials',
  'research',
  'researchers',
  'awareness',
  'prevention',
  'charity',
  'foundation',
  'association',
  'society',
  // The germ that causes it, named to explain another illness ("the chickenpox virus waking up again").
  'virus',
  'viruses',
  // What a test looks for ("the coeliac test", "a diabetes screen").
  'test',
  'tests',
  'screen',
];

/** "keep eating bread for the coeliac one": after "the", a condition with "one" stands for its test or tablet. */
export const CONDITION_STAND_INS: readonly string[] = ['one', 'ones'];

/**
 * Words between two conditions that make the second what the first is ("hepatitis C is a viral infection"): the
 * second then describes the first, and is no disease of its own (coding J06.9 for it would claim a cold).
 */
export const DEFINING_LINKS: readonly string[] = [
  'is a',
  'is an',
  'is also a',
  'is also an',
  'is a type of',
  'is a kind of',
  'is a form of',
  'are a type of',
  'are a kind of',
];

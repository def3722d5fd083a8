/**
 * Words that tell a UK general-practice consultation from a US clinic visit, with how much each one says. A
 * positive weight leans to the UK GP style, a negative one to the US SOAP style. Each cue counts once per visit
 * (a mother named ten times is one cue), so a visit needs several independent UK words to be written GP style.
 *
 * Weights: 3 — a word a US clinician or patient would practically never say (none of them occurs in the 1,388
 * ACI-Bench and MTS-Dialog train/valid dialogues); 2 — usual in UK talk, rare in US talk; 1 — a weak lean.
 * Phrases are matched on stemmed words, so "a&e" is written "a e" and spoken "a and e" alike; British spellings are
 * folded into US ones there, so a spelling ("diarrhoea") can be no cue.
 */
export interface StyleCue {
  phrase: string;
  weight: number;
}

const cue = (phrase: string, weight: number): StyleCue => ({ phrase, weight });

export const UK_GP_CUES: readonly StyleCue[] = [
  // Services and places of the NHS.
  cue('gp', 3),
  cue('nhs', 3),
  cue('a e', 3),
  cue('a and e', 3),
  cue('accident and emergency', 3),
  cue('call 111', 3),
  cue('ring 111', 3),
  cue('phone 111', 3),
  cue('call one one one', 3),
  cue('ring one one one', 3),
  cue('call 999', 3),
  cue('ring 999', 3),
  cue('dial 999', 3),
  cue('nine nine nine', 3),
  cue('out of hours', 3),
  cue('practice nurse', 3),
  cue('walk-in centre', 3),
  cue('fit note', 3),
  cue('sick note', 2),
  cue('chemist', 2),
  // "Surgery" as the place a GP works; alone it is an operation, which US talk is full of.
  cue('at the surgery', 3),
  cue('in the surgery', 2),
  cue('repeat prescription', 3),
  // Alcohol counted in UK units and pints.
  cue('units a week', 3),
  cue('units of alcohol', 3),
  cue('pints', 2),
  // Medicines by their UK names.
  cue('paracetamol', 3),
  cue('nurofen', 3),
  cue('calpol', 3),
  cue('co-codamol', 3),
  cue('salbutamol', 3),
  cue('dioralyte', 3),
  cue('lemsip', 3),
  cue('piriton', 3),
  cue('gtn spray', 2),
  cue('microgynon', 3),
  cue('clenil', 3),
  cue('betnovate', 3),
  cue('epimax', 3),
  cue('e45', 3),
  cue('phenoxymethylpenicillin', 3),
  cue('co-amoxiclav', 3),
  cue('beclometasone', 3),
  cue('bendroflumethiazide', 3),
  cue('ibuprofen gel', 2),
  // Services a UK GP sends people to.
  cue('talking therapies', 3),
  cue('samaritans', 3),
  cue('telephone appointment', 2),
  cue('phone appointment', 2),
  // How people talk.
  cue('mum', 3),
  cue('mummy', 3),
  cue('fortnight', 3),
  cue('feel poorly', 2),
  cue('feeling poorly', 2),
  cue('been poorly', 2),
  cue('quite poorly', 2),
  cue('bit poorly', 2),
  cue('whilst', 2),
  cue('give us a ring', 2),
  cue('ring us', 2),
  cue('ring the surgery', 3),
  cue('loo', 3),
  cue('nappy', 3),
  cue('flatmate', 3),
  cue('knackered', 3),
  cue('telly', 3),
  cue('half a stone', 3),
  cue('jabs', 2),
  cue('poo', 2),
  cue('at nursery', 2),
  cue('fit and well', 2),
  cue('ring you', 2),
  cue('tea towel', 2),
  cue('my mate', 2),
  cue('pass water', 2),
  cue('wee', 2),
  cue('come back and see us', 2),
  cue('cheers', 1),
  cue('uni', 2),
  cue('lovely', 1),
  cue('brilliant', 1),
  cue('tummy', 1),
];

export const US_SOAP_CUES: readonly StyleCue[] = [
  cue('tylenol', -3),
  cue('advil', -3),
  cue('motrin', -3),
  cue('acetaminophen', -3),
  cue('albuterol', -3),
  cue('emergency room', -3),
  cue('urgent care', -2),
  cue('pcp', -3),
  cue('primary care', -2),
  cue('insurance', -2),
  // Not "pediatrician": matching folds the British "paediatrician" into it.
  cue('mom', -3),
  cue('hey dragon', -3),
  cue('pounds', -1),
  cue('bathroom', -1),
];

/** The total a visit's distinct cues must reach for the GP style under `NOTE_STYLE=auto`: two strong UK words. */
export const GP_STYLE_THRESHOLD = 4;

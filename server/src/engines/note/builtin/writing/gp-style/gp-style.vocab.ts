/**
 * Words of UK general-practice safety-netting and how UK notes spell what speech recognisers and the rewriter
 * lower-case. A safety-netting sentence is the clinician's own: a condition (what would go wrong) and an action
 * (where to turn), both said in one sentence.
 */

/** What would go wrong: "if", "should it get worse", "not better in a week". */
export const SAFETY_NET_CONDITIONS: readonly string[] = [
  'if',
  'should you',
  'should it',
  'should she',
  'should he',
  'in case',
  'unless',
  'any worse',
  'get worse',
  'gets worse',
  'getting worse',
  'not better',
  'not getting better',
  'not improving',
  'no better',
  'not settling',
];

/** Where to turn: back to the practice, NHS 111, 999 or A&E. */
/**
 * How a clinician gives the reason for safety-netting right after it ("… come back, because that can be a
 * cartilage tear"): what the condition may mean, said in general, never the patient's finding.
 */
export const SAFETY_NET_REASONS: readonly string[] = [
  ...['because', 'as', 'since', 'cos', 'cause'].flatMap((join) =>
    ['that', 'this', 'it', 'these', 'they'].flatMap((subject) =>
      ['can', 'could', 'may', 'might', 'would', 'means', 'mean'].map((verb) => `${join} ${subject} ${verb}`),
    ),
  ),
];

export const SAFETY_NET_ACTIONS: readonly string[] = [
  'come back',
  'come and see',
  'come in',
  'see me',
  'see us',
  'see you',
  'see a doctor',
  'see someone',
  'call us',
  'call me',
  'call the surgery',
  'call 111',
  'call 999',
  'call an ambulance',
  'call one one one',
  'call nine nine nine',
  'ring us',
  'ring me',
  'ring the surgery',
  'ring 111',
  'ring 999',
  'ring one one one',
  'ring nine nine nine',
  'phone us',
  'phone 111',
  'dial 999',
  'nhs 111',
  'nhs one one one',
  'out of hours',
  'a e',
  'a and e',
  'accident and emergency',
  'emergency department',
  'emergency room',
  // "… or you have difficulty breathing go straight to A&E": where to turn starts at the verb, not at the place.
  'go straight to',
  'go to hospital',
  'go to the hospital',
  'seek help',
  'seek medical',
  'get help',
  'get medical',
  'book an appointment',
  'book in',
  'make an appointment',
  'let us know',
  'let me know',
  'get in touch',
  'contact us',
];

/** UK spellings the note restores: [written pattern, as a UK note writes it]. */
export const UK_WRITTEN_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  // The engine names sulfamethoxazole-trimethoprim by its US brand; a UK record calls it co-trimoxazole.
  [/\bBactrim\b/g, 'co-trimoxazole'],
  // "Co-trimoxazole (Bactrim)" has just become "Co-trimoxazole (co-trimoxazole)": a name beside itself reads once.
  [/\b([\w-]+) \(\1\)/gi, '$1'],
  [/\ba (?:and |& ?)?e\b/gi, 'A&E'],
  [/\baccident and emergency\b/gi, 'A&E'],
  [/\bnhs\b/gi, 'NHS'],
  [/\bgp\b/gi, 'GP'],
  [/\bgps\b/gi, 'GPs'],
  [/\bone one one\b/gi, '111'],
  [/\bnine nine nine\b/gi, '999'],
];

/** First words of advice the SOAP writer can read as reasoning ("Keep using the drops"): a GP plan item. */
export const ADVICE_VERBS: readonly string[] = [
  'keep',
  'take',
  'use',
  'continue',
  'stop',
  'try',
  'avoid',
  'drink',
  'rest',
  'bathe',
  'apply',
  'start',
  'increase',
  'reduce',
  'cut',
  'book',
  'make',
  'stay',
  'sip',
  'gargle',
  'elevate',
  'wear',
  'eat',
  'limit',
  'put',
  'give',
  'let',
  // "Get up slowly", "sit on the edge of the bed", "don't drive until it has settled".
  'get',
  'sit',
  'stand',
  "don't",
  'ring',
  'call',
];

/** Words before the advice's verb that say nothing of their own ("In the meantime, get up slowly"). */
export const ADVICE_LEAD_INS: readonly string[] = [
  'and',
  'so',
  'now',
  'okay',
  'ok',
  'right',
  'alright',
  'also',
  'then',
  'in the meantime',
  'meanwhile',
  'for now',
  'please',
];

/**
 * Relatives named in British and everyday speech ("my nan", "my gran", "my stepdad") and the family as a whole ("a
 * lot of my family have …"): their illnesses are family history. Kept apart from context-trigger.vocab so that the
 * big list stays as it is; spread into CONTEXT_TRIGGERS as forward family triggers (and the pseudo phrases as pseudo triggers).
 */
export const RELATIVE_WORDS: readonly string[] = [
  'nan',
  'nana',
  'nanna',
  'gran',
  'granny',
  'grandad',
  'granddad',
  'grandparents',
  'grandparent',
  'grandson',
  'granddaughter',
  'grandchildren',
  'grandkids',
  'great-grandmother',
  'great-grandfather',
  'stepmother',
  'stepfather',
  'stepmum',
  'stepmom',
  'stepdad',
  'stepbrother',
  'stepsister',
  'half brother',
  'half sister',
  'auntie',
  'aunty',
  'aunts',
  'uncles',
  'cousins',
  'nieces',
  'nephews',
  'daughters',
  'sons',
  'twin',
  'relatives',
  'my family',
  'our family',
  'his family',
  'her family',
];

/** "My family doctor says …": the family's doctor, not the family's illness (longer phrases win the match). */
export const RELATIVE_PSEUDO_PHRASES: readonly string[] = [
  'my family doctor',
  'my family physician',
  'my family practitioner',
  'our family doctor',
  'his family doctor',
  'her family doctor',
];

/**
 * Words that end a trigger's scope but, after a relative, give the cause of the relative's own illness ("my dad had
 * grommets because of glue ear", "my mum died due to a stroke"): the relative's scope runs on through them. The
 * speaker coming in ("… because I have chest pain") still ends it.
 */
export const RELATIVE_CAUSE_WORDS: readonly string[] = ['because', "'cause", 'cause', 'due', 'secondary', 'caused'];

/**
 * Words said right after a relative of how they are now ("is your mother still with us after the stroke", "my dad
 * still gets gout"): they tell of the relative, so they end no scope there as they do elsewhere ("but still …").
 */
export const RELATIVE_STATE_WORDS: readonly string[] = ['still'];

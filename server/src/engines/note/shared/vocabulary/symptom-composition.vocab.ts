import { lookupTable } from '../../../../lib/lookup-table';
/**
 * Words that make a symptom of a body site ("my knee hurts" → knee pain), and the sites whose compound already
 * has its own concept (pain + head is a headache).
 */
export type SiteSymptomKind = 'pain' | 'swelling' | 'numbness' | 'tingling' | 'weakness' | 'injury';

export const SITE_SYMPTOM_WORDS: Readonly<Record<string, SiteSymptomKind>> = lookupTable({
  pain: 'pain',
  pains: 'pain',
  painful: 'pain',
  hurt: 'pain',
  hurts: 'pain',
  hurting: 'pain',
  ache: 'pain',
  aches: 'pain',
  aching: 'pain',
  achy: 'pain',
  sore: 'pain',
  soreness: 'pain',
  discomfort: 'pain',
  tender: 'pain',
  killing: 'pain',
  throbbing: 'pain',
  swelling: 'swelling',
  swollen: 'swelling',
  swelled: 'swelling',
  swell: 'swelling',
  numb: 'numbness',
  numbness: 'numbness',
  tingling: 'tingling',
  tingly: 'tingling',
  weak: 'weakness',
  weakness: 'weakness',
  injury: 'injury',
  injured: 'injury',
  sprained: 'injury',
  twisted: 'injury',
});

/** Site + kind pairs that are concepts of the symptom vocabulary. */
export const SITE_SYMPTOM_CONCEPTS: Readonly<Record<string, string>> = lookupTable({
  'head:pain': 'headache',
  'chest:pain': 'chest-pain',
  'abdomen:pain': 'abdominal-pain',
  'back:pain': 'back-pain',
  'neck:pain': 'neck-pain',
  'throat:pain': 'sore-throat',
  'ear:pain': 'ear-pain',
  'eye:pain': 'eye-pain',
  'leg:swelling': 'leg-swelling',
  'ankle:swelling': 'leg-swelling',
  'foot:swelling': 'leg-swelling',
  'flank:pain': 'flank-pain',
  'side:pain': 'side-pain',
  'pelvis:pain': 'pelvic-pain',
});

/** How a composed symptom is written after its site ("knee" + pain → "knee pain"). */
export const SITE_SYMPTOM_NOUNS: Readonly<Record<SiteSymptomKind, string>> = {
  pain: 'pain',
  swelling: 'swelling',
  numbness: 'numbness',
  tingling: 'tingling',
  weakness: 'weakness',
  injury: 'injury',
};

/**
 * Parts of a site said by their own name ("any pain in your calf?"): the symptom keeps the part in its words, so a
 * denied "calf pain" is never written as "no leg pain" while the shin hurts. Its concept stays the site's.
 */
export const NARROWER_SITE_PARTS: Readonly<Record<string, string>> = lookupTable({
  calf: 'calf',
  calves: 'calf',
  shin: 'shin',
  shins: 'shin',
  thigh: 'thigh',
  thighs: 'thigh',
  forearm: 'forearm',
  forearms: 'forearm',
});

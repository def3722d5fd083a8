/**
 * Where a diagnosis sits, so a side said in the exam or the complaint carries onto it when the clinician names it
 * without one ("her right eardrum is red and bulging … this is an ear infection" is a right otitis media).
 * Diagnoses of a site the clinician names with them ("ankle sprain") take that site instead.
 */
export const CONDITION_SITES: Readonly<Record<string, string>> = {
  'otitis-media': 'ear',
  'otitis-externa': 'ear',
  'otitis-media-with-effusion': 'ear',
  'cerumen-impaction': 'ear',
  labyrinthitis: 'ear',
  bunion: 'foot',
  'hallux-valgus': 'foot',
  'trigger-thumb': 'hand',
  'tennis-elbow': 'elbow',
  'frozen-shoulder': 'shoulder',
  conjunctivitis: 'eye',
  cataract: 'eye',
  glaucoma: 'eye',
  'meniscus-tear': 'knee',
  'acl-tear': 'knee',
  'mcl-tear': 'knee',
  'rotator-cuff-tear': 'shoulder',
  'plantar-fasciitis': 'foot',
  'carpal-tunnel-syndrome': 'wrist',
  'deep-vein-thrombosis': 'leg',
  sciatica: 'leg',
};

/** Diagnoses that sit wherever the clinician says (the site named with them, or the one complained of). */
export const SITED_CONDITIONS: readonly string[] = [
  'sprain',
  'strain',
  'fracture',
  'osteoarthritis',
  'arthritis',
  'gout',
  'cellulitis',
  'bursitis',
  'tendonitis',
  'contusion',
];

/** Exam concepts that are themselves a site ("the eardrum is red"). */
export const EXAM_SITES: Readonly<Record<string, string>> = {
  'tympanic-membrane': 'ear',
  'conjunctival-injection': 'eye',
  perrla: 'eye',
  'extraocular-movements': 'eye',
  'cva-tenderness': 'flank',
};

/** Words that make an exam finding abnormal, and words that say a part is normal. */
export const ABNORMAL_EXAM_WORDS: readonly string[] = [
  'red',
  'redness',
  'erythema',
  'erythematous',
  'bulging',
  'bulge',
  'dull',
  'opaque',
  'injected',
  'inflamed',
  'swollen',
  'swelling',
  'effusion',
  'fluid',
  'pus',
  'purulent',
  'perforated',
  'perforation',
  'retracted',
  'tender',
  'tenderness',
  'drainage',
  'discharge',
  'warm',
  'warmth',
  'edema',
  'edematous',
  'deformity',
  'crepitus',
  'laxity',
  'ecchymosis',
  'bruising',
  'decreased',
  'limited',
  'positive',
  'abnormal',
  'cloudy',
  'infected',
  'exudate',
  'exudates',
];
export const NORMAL_EXAM_WORDS: readonly string[] = [
  'normal',
  'clear',
  'intact',
  'unremarkable',
  'pearly',
  'translucent',
  'negative',
  'fine',
  'nontender',
  'non-tender',
];

import type { BodySystem } from './vocabulary.types';

/** How each system is headed in a review of systems and in a physical exam. */
export const SYSTEM_LABELS: Readonly<Record<BodySystem, { ros: string; exam: string }>> = {
  constitutional: { ros: 'Constitutional', exam: 'Constitutional' },
  eyes: { ros: 'Eyes', exam: 'Eyes' },
  ent: { ros: 'Ears, Nose, Mouth and Throat', exam: 'HENT' },
  neck: { ros: 'Neck', exam: 'Neck' },
  cardiovascular: { ros: 'Cardiovascular', exam: 'Cardiovascular' },
  respiratory: { ros: 'Respiratory', exam: 'Respiratory' },
  gastrointestinal: { ros: 'Gastrointestinal', exam: 'Gastrointestinal' },
  genitourinary: { ros: 'Genitourinary', exam: 'Genitourinary' },
  musculoskeletal: { ros: 'Musculoskeletal', exam: 'Musculoskeletal' },
  skin: { ros: 'Skin', exam: 'Integumentary' },
  neurological: { ros: 'Neurological', exam: 'Neurological' },
  psychiatric: { ros: 'Psychiatric', exam: 'Psychiatric' },
  endocrine: { ros: 'Endocrine', exam: 'Endocrine' },
  hematologic: { ros: 'Hematologic/Lymphatic', exam: 'Lymphatic' },
  allergic: { ros: 'Allergic/Immunologic', exam: 'Immunologic' },
};

import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Falls and foreign bodies that a visit is about, said the ways patients and clinicians tell them. Each is a concept
 * so a mention carries its assertion ("any falls?" denied, "if you have another fall" hypothetical) before the coder
 * sees it. "Fall" alone is left out: it is also the season, "fall asleep" and "a fall in your sodium"; the phrases
 * here name a person falling.
 */
export const FALL_FOREIGN_BODY_CONDITIONS: readonly ConceptEntry[] = [
  // W19.XXXA: the fall as the cause of this visit's injury or worry; an external-cause code beside the injury.
  concept(
    'accidental-fall',
    'accidental fall',
    [
      'mechanical fall',
      'had a fall',
      'has had a fall',
      'have had a fall',
      'fall at home',
      'fall from standing',
      'fall from standing height',
      'slipped and fell',
      'tripped and fell',
      'fell over',
      'fall down the stairs',
      'fell down the stairs',
      'fall on the ice',
      'fell on the ice',
    ],
    'musculoskeletal',
  ),
  // R29.6: falling again and again, a problem of its own (frailty, balance, blood pressure on standing).
  concept(
    'recurrent-falls',
    'recurrent falls',
    [
      'repeated falls',
      'frequent falls',
      'multiple falls',
      'several falls',
      'keeps falling',
      'falls frequently',
      'falling a lot',
    ],
    'musculoskeletal',
  ),
  concept(
    'ear-foreign-body',
    'foreign body in the ear',
    [
      'foreign body in ear',
      'foreign body in the ear canal',
      'foreign object in the ear',
      'foreign body in the right ear',
      'foreign body in the left ear',
      'bead in the ear',
      'bead in his ear',
      'bead in her ear',
    ],
    'ent',
  ),
];

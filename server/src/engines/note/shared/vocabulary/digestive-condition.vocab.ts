import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Gut, liver and hernia diagnoses of primary care and gastroenterology follow-ups that the main list named only in
 * general. Each is a concept so a mention carries its assertion (denied, a relative's, past, only suspected) before
 * the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also name something else
 * (a drug, a test, a body part alone) are left out.
 */
export const DIGESTIVE_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'hiatal-hernia',
    'hiatal hernia',
    ['hiatus hernia', 'hiatal hernias', 'diaphragmatic hernia'],
    'gastrointestinal',
  ),
  concept(
    'inguinal-hernia',
    'inguinal hernia',
    ['groin hernia', 'hernia in the groin', 'hernia in my groin'],
    'gastrointestinal',
  ),
  concept(
    'umbilical-hernia',
    'umbilical hernia',
    ['belly button hernia', 'hernia at the belly button', 'hernia in the belly button'],
    'gastrointestinal',
  ),
  concept('incisional-hernia', 'incisional hernia', ['hernia at the scar', 'hernia in the scar'], 'gastrointestinal'),
  concept('ventral-hernia', 'ventral hernia', ['abdominal wall hernia'], 'gastrointestinal'),
  concept(
    'colon-polyp',
    'colon polyp',
    [
      'colon polyps',
      'colonic polyp',
      'colonic polyps',
      'polyp of the colon',
      'polyps in the colon',
      'polyp in the colon',
      'bowel polyp',
      'bowel polyps',
      'polyps in the bowel',
      'polyp in the bowel',
    ],
    'gastrointestinal',
  ),
  concept(
    'c-diff-colitis',
    'Clostridioides difficile colitis',
    [
      'c diff',
      'c. diff',
      'c diff colitis',
      'c diff infection',
      'c difficile',
      'clostridium difficile',
      'clostridium difficile colitis',
      'clostridium difficile infection',
      'clostridioides difficile',
      'clostridioides difficile infection',
      'c dif',
    ],
    'gastrointestinal',
  ),
  concept(
    'h-pylori-infection',
    'Helicobacter pylori infection',
    ['h pylori', 'h. pylori', 'h pylori infection', 'helicobacter pylori', 'helicobacter', 'helicobacter infection'],
    'gastrointestinal',
  ),
  concept(
    'lactose-intolerance',
    'lactose intolerance',
    ['lactose intolerant', 'intolerant of lactose', 'intolerant to lactose'],
    'gastrointestinal',
  ),
  concept('gastroparesis', 'gastroparesis', ['delayed gastric emptying', 'diabetic gastroparesis'], 'gastrointestinal'),
  concept('anal-fistula', 'anal fistula', ['fistula in ano', 'perianal fistula'], 'gastrointestinal'),
  concept('pilonidal-cyst', 'pilonidal cyst', ['pilonidal sinus', 'pilonidal disease'], 'skin'),
  concept(
    'esophageal-candidiasis',
    'esophageal candidiasis',
    [
      'esophageal thrush',
      'candida esophagitis',
      'candidal esophagitis',
      'thrush in the esophagus',
      'oesophageal thrush',
    ],
    'gastrointestinal',
  ),
  concept(
    'fecal-incontinence',
    'fecal incontinence',
    ['faecal incontinence', 'bowel incontinence', 'incontinence of stool', 'leaking stool', 'soiling accidents'],
    'gastrointestinal',
  ),
  concept(
    'angular-cheilitis',
    'angular cheilitis',
    ['angular stomatitis', 'cracks at the corners of the mouth', 'cracked corners of the mouth'],
    'gastrointestinal',
  ),
  // A food allergy of infants, coded as an allergy to milk products (Z91.011); "milk" alone is an allergen.
  concept(
    'cows-milk-protein-allergy',
    "cow's milk protein allergy",
    ["cow's milk allergy", 'cows milk protein allergy', 'cows milk allergy', 'milk protein allergy', 'cmpa'],
    'gastrointestinal',
  ),
];

import type { DrugEntry } from './vocabulary.types';

const drug = (id: string, term: string, synonyms: readonly string[] = []): DrugEntry => ({ id, term, synonyms });

/**
 * Medicines UK general practice prescribes often that the main list lacked: an unknown name leaves its spoken
 * strength with no medicine, so the dose is lost (or, worse, read as another medicine's).
 */
export const UK_PRIMARY_CARE_DRUGS: readonly DrugEntry[] = [
  // blood pressure, heart and clotting
  drug('doxazosin', 'doxazosin', ['cardura']),
  drug('nifedipine', 'nifedipine', ['adalat']),
  drug('felodipine', 'felodipine'),
  drug('lercanidipine', 'lercanidipine'),
  drug('enalapril', 'enalapril'),
  drug('irbesartan', 'irbesartan'),
  drug('eplerenone', 'eplerenone'),
  drug('glyceryl-trinitrate', 'GTN spray', ['gtn spray', 'glyceryl trinitrate']),
  drug('edoxaban', 'edoxaban', ['lixiana']),
  drug('dabigatran', 'dabigatran', ['pradaxa']),
  // diabetes
  drug('linagliptin', 'linagliptin', ['trajenta']),
  drug('alogliptin', 'alogliptin'),
  drug('canagliflozin', 'canagliflozin'),
  // infections and skin
  drug('lymecycline', 'lymecycline'),
  drug('oxytetracycline', 'oxytetracycline'),
  drug('minocycline', 'minocycline'),
  drug('flucloxacillin', 'flucloxacillin'),
  drug('clotrimazole', 'clotrimazole', ['canesten']),
  drug('miconazole', 'miconazole', ['daktarin']),
  drug('isotretinoin', 'isotretinoin', ['roaccutane']),
  drug('mometasone', 'mometasone', ['elocon']),
  // hormones and women's health
  drug('progesterone', 'progesterone', ['utrogestan', 'micronised progesterone']),
  drug('norethisterone', 'norethisterone'),
  // gut, bladder, sleep and other
  drug('lactulose', 'lactulose'),
  drug('macrogol', 'macrogol', ['laxido', 'movicol']),
  drug('alginate', 'Gaviscon', ['gaviscon']),
  drug('domperidone', 'domperidone'),
  drug('cyclizine', 'cyclizine'),
  drug('betahistine', 'betahistine'),
  drug('solifenacin', 'solifenacin'),
  drug('tolterodine', 'tolterodine'),
  drug('mirabegron', 'mirabegron', ['myrbetriq', 'betmiga']),
  drug('zopiclone', 'zopiclone'),
  drug('chlorphenamine', 'chlorphenamine', ['piriton']),
  drug('carbimazole', 'carbimazole'),
  drug('febuxostat', 'febuxostat'),
  drug('prednisolone', 'prednisolone'),
  drug('sulfasalazine', 'sulfasalazine'),
  // Parkinson's, prostate, vitamins and palliative care
  drug('co-careldopa', 'co-careldopa', ['cocareldopa', 'sinemet', 'carbidopa levodopa', 'carbidopa-levodopa']),
  drug('co-beneldopa', 'co-beneldopa', ['cobeneldopa', 'madopar']),
  drug('dutasteride', 'dutasteride', ['avodart']),
  drug('hydroxocobalamin', 'hydroxocobalamin', ['hydroxycobalamin']),
];

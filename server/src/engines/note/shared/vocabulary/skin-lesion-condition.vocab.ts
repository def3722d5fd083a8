import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Skin lesions, hair and follicle diagnoses of primary care and dermatology that the main list lacked. Each is a
 * concept so a mention carries its assertion (denied, a relative's, past, only suspected) before the coder sees it;
 * the curated ICD-10-CM table links its codes to these ids. Phrases that also name something else (a drug, a test, a
 * body part alone) are left out.
 */
export const SKIN_LESION_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'actinic-keratosis',
    'actinic keratosis',
    ['actinic keratoses', 'solar keratosis', 'solar keratoses', 'precancerous skin lesion', 'sun damaged spot'],
    'skin',
  ),
  concept('skin-tag', 'skin tag', ['skin tags', 'acrochordon', 'acrochordons'], 'skin'),
  concept(
    'epidermoid-cyst',
    'epidermoid cyst',
    ['epidermal cyst', 'epidermal inclusion cyst', 'epidermoid cysts', 'inclusion cyst'],
    'skin',
  ),
  concept('sebaceous-cyst', 'sebaceous cyst', ['sebaceous cysts', 'skin cyst', 'cyst under the skin'], 'skin'),
  concept('pilar-cyst', 'pilar cyst', ['trichilemmal cyst', 'scalp cyst'], 'skin'),
  concept('lipoma', 'lipoma', ['lipomas', 'fatty lump', 'fatty lumps', 'fatty tumor', 'fatty tumour'], 'skin'),
  concept('alopecia', 'alopecia', ['nonscarring hair loss'], 'skin'),
  concept('alopecia-areata', 'alopecia areata', ['patchy hair loss', 'bald patches', 'bald patch'], 'skin'),
  concept(
    'androgenic-alopecia',
    'androgenetic alopecia',
    ['androgenic alopecia', 'male pattern baldness', 'male pattern hair loss', 'female pattern hair loss'],
    'skin',
  ),
  concept('hidradenitis-suppurativa', 'hidradenitis suppurativa', ['hidradenitis', 'acne inversa'], 'skin'),
  concept('molluscum-contagiosum', 'molluscum contagiosum', ['molluscum'], 'skin'),
  concept('folliculitis', 'folliculitis', ['infected hair follicles', 'inflamed hair follicles'], 'skin'),
  concept('vitiligo', 'vitiligo', ['loss of skin pigment', 'white patches of vitiligo'], 'skin'),
  concept(
    'keloid',
    'keloid',
    [
      'keloid scar',
      'keloid scars',
      'keloids',
      'hypertrophic scar',
      'hypertrophic scars',
      'raised scar',
      'thickened scar',
    ],
    'skin',
  ),
  concept('hyperhidrosis', 'hyperhidrosis', ['excessive sweating', 'sweat excessively', 'sweats excessively'], 'skin'),
  concept('intertrigo', 'intertrigo', ['rash in the skin folds', 'skin fold rash'], 'skin'),
  concept('pityriasis-rosea', 'pityriasis rosea', ['herald patch'], 'skin'),
  concept('tinea-versicolor', 'tinea versicolor', ['pityriasis versicolor', 'versicolor'], 'skin'),
  concept(
    'tinea-cruris',
    'tinea cruris',
    ['jock itch', 'groin fungal infection', 'fungal infection in the groin', 'ringworm of the groin'],
    'skin',
  ),
  concept(
    'tinea-capitis',
    'tinea capitis',
    ['scalp ringworm', 'ringworm of the scalp', 'fungal infection of the scalp'],
    'skin',
  ),
  concept(
    'cutaneous-candidiasis',
    'cutaneous candidiasis',
    [
      'candidal intertrigo',
      'yeast rash',
      'candida rash',
      'candidal rash',
      'skin candidiasis',
      'candidiasis of the skin',
    ],
    'skin',
  ),
  concept(
    'atypical-mole',
    'atypical mole',
    [
      'atypical moles',
      'dysplastic nevus',
      'dysplastic naevus',
      'dysplastic nevi',
      'dysplastic naevi',
      'benign mole',
      'benign moles',
      'benign nevus',
      'benign naevus',
    ],
    'skin',
  ),
  concept('sunburn', 'sunburn', ['sunburnt', 'sun burn', 'sunburned'], 'skin'),
  concept('heat-rash', 'heat rash', ['prickly heat', 'miliaria', 'sweat rash'], 'skin'),
  concept('dandruff', 'dandruff', ['seborrhea capitis', 'seborrhoea capitis', 'pityriasis capitis'], 'skin'),
  // Rough goose-pimple bumps on the upper arms and thighs; harmless, often run in families.
  concept('keratosis-pilaris', 'keratosis pilaris', ['chicken skin'], 'skin'),
];

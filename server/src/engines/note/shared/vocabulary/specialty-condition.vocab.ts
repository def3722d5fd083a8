import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Diagnoses a clinic names and assesses that the main list only knew in a lump or not at all: each skin cancer by
 * its kind (melanoma is not a basal cell carcinoma, and their codes differ), breast carcinoma in situ, lymphomas,
 * male hypogonadism, an enlarged liver and thyroid disease said without its kind. British spellings are folded
 * into US ones by the word matcher, so only the US form is listed.
 */
export const SPECIALTY_CONDITIONS: readonly ConceptEntry[] = [
  concept('melanoma', 'melanoma', ['malignant melanoma', 'melanomas', 'melanoma skin cancer'], 'skin'),
  concept(
    'basal-cell-carcinoma',
    'basal cell carcinoma',
    ['basal cell cancer', 'basal cell skin cancer', 'basal cell carcinomas', 'rodent ulcer'],
    'skin',
  ),
  concept(
    'squamous-cell-carcinoma',
    'squamous cell carcinoma',
    ['squamous cell cancer', 'squamous cell skin cancer', 'squamous cell carcinomas'],
    'skin',
  ),
  concept(
    'ductal-carcinoma-in-situ',
    'ductal carcinoma in situ',
    ['dcis', 'intraductal carcinoma', 'intraductal carcinoma in situ', 'breast carcinoma in situ'],
    'hematologic',
  ),
  concept(
    'non-hodgkin-lymphoma',
    'non-Hodgkin lymphoma',
    [
      "non-hodgkin's lymphoma",
      'non-hodgkins lymphoma',
      'non hodgkin lymphoma',
      "non hodgkin's lymphoma",
      'non hodgkins lymphoma',
      'lymphoma',
      'lymphomas',
    ],
    'hematologic',
  ),
  concept(
    'hodgkin-lymphoma',
    'Hodgkin lymphoma',
    ["hodgkin's lymphoma", 'hodgkins lymphoma', "hodgkin's disease", 'hodgkin disease', 'hodgkins disease'],
    'hematologic',
  ),
  concept(
    'male-hypogonadism',
    'hypogonadism',
    ['male hypogonadism', 'testosterone deficiency', 'low testosterone', 'low testosterone levels'],
    'endocrine',
  ),
  concept(
    'hepatomegaly',
    'hepatomegaly',
    [
      'enlarged liver',
      'liver enlargement',
      'enlargement of the liver',
      'enlargement of your liver',
      'liver is enlarged',
    ],
    'gastrointestinal',
  ),
  // Without its kind: "your thyroid disease" (E07.9); "thyroid" alone is a gland, not a diagnosis.
  concept(
    'thyroid-disease',
    'thyroid disease',
    ['thyroid disorder', 'thyroid problem', 'thyroid problems', 'thyroid condition'],
    'endocrine',
  ),
  // Statuses a past operation leaves: coded whether said as now or years ago, never when only planned.
  concept(
    'coronary-bypass-status',
    'coronary artery bypass graft',
    [
      'cabg',
      'coronary artery bypass grafting',
      'coronary artery bypass',
      'coronary bypass',
      'heart bypass',
      'bypass surgery',
      'heart bypass surgery',
      'double bypass',
      'triple bypass',
      'quadruple bypass',
    ],
    'cardiovascular',
  ),
  concept(
    'heart-valve-replacement-status',
    'heart valve replacement',
    [
      'aortic valve replacement',
      'mitral valve replacement',
      'valve replacement',
      'replaced heart valve',
      'artificial heart valve',
      'prosthetic heart valve',
      'mechanical heart valve',
      'tavr',
      'tavi',
    ],
    'cardiovascular',
  ),
  concept(
    'cataract-extraction-status',
    'cataract surgery',
    ['cataract extraction', 'cataract operation', 'cataract removal', 'cataract surgeries', 'cataracts removed'],
    'eyes',
  ),
  concept(
    'lobectomy-status',
    'lobectomy',
    ['lung lobectomy', 'lobe of my lung removed', 'lung resection'],
    'respiratory',
  ),
  concept(
    'ovarian-cancer',
    'ovarian cancer',
    ['ovarian carcinoma', 'cancer of the ovary', 'cancer in the ovary'],
    'genitourinary',
  ),
  // Fractures named by the bone, which the site composer (body sites, not bones) does not reach.
  // A Lisfranc fracture breaks the metatarsal bases at the midfoot joint (S92.30-), more than a "foot pain".
  concept(
    'lisfranc-fracture',
    'Lisfranc fracture',
    ['lisfranc fractures', 'lisfranc fracture dislocation'],
    'musculoskeletal',
  ),
  concept(
    'proximal-humerus-fracture',
    'proximal humerus fracture',
    [
      'proximal humeral fracture',
      'fracture of the proximal humerus',
      'fractured proximal humerus',
      'humerus fracture',
      'humeral fracture',
      'fractured humerus',
      'broken humerus',
      'fracture of the humerus',
    ],
    'musculoskeletal',
  ),
  concept(
    'clavicle-fracture',
    'clavicle fracture',
    [
      'fractured clavicle',
      'broken clavicle',
      'fracture of the clavicle',
      'collarbone fracture',
      'broken collarbone',
      'fractured collarbone',
      'broken collar bone',
    ],
    'musculoskeletal',
  ),
  // Smoking said as who the patient is ("you're a smoker over forty"); a former smoker is a history, never F17.
  concept(
    'smoker',
    'smoker',
    [
      'cigarette smoker',
      'current smoker',
      'heavy smoker',
      'daily smoker',
      'chain smoker',
      'smokes cigarettes',
      'tobacco dependence',
      'nicotine addiction',
    ],
    'psychiatric',
  ),
  concept(
    'former-smoker',
    'former smoker',
    ['ex smoker', 'ex-smoker', 'previous smoker', 'past smoker', 'quit smoking', 'stopped smoking', 'gave up smoking'],
    'psychiatric',
  ),
  // Kidney function said to be poor without "chronic": renal insufficiency (N28.9), not chronic kidney disease.
  concept(
    'renal-insufficiency',
    'renal insufficiency',
    [
      'kidney insufficiency',
      'renal impairment',
      'kidney impairment',
      'impaired renal function',
      'impaired kidney function',
      'poor renal function',
      'poor kidney function',
      'poor renal sufficiency',
      'reduced renal function',
      'reduced kidney function',
      'decreased renal function',
      'decreased kidney function',
    ],
    'genitourinary',
  ),
  // A skin wound, coded by the site it is on like a contusion; "cut" alone is left out (cut down, cut it out).
  concept('laceration', 'laceration', ['lacerations', 'cuts', 'a cut', 'gash', 'gashes'], 'skin'),
];

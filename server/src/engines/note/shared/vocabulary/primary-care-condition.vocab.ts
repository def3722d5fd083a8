import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Problems a GP or a US clinic meets every day that the main list lacked, with the British and US names patients
 * and clinicians use. Each one is a concept so a mention carries its assertion (denied, a relative's, past) before
 * the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that would also name
 * something else are left out: "low sodium" (a diet), "cold" (a temperature), "bv" (too short to trust).
 */
export const PRIMARY_CARE_CONDITIONS: readonly ConceptEntry[] = [
  // ear, nose and throat
  concept(
    'tonsillitis',
    'tonsillitis',
    ['acute tonsillitis', 'infected tonsils', 'tonsil infection', 'inflamed tonsils'],
    'ent',
  ),
  concept('laryngitis', 'laryngitis', ['acute laryngitis'], 'ent'),
  concept(
    'cerumen-impaction',
    'impacted cerumen',
    [
      'cerumen impaction',
      'impacted earwax',
      'impacted ear wax',
      'earwax impaction',
      'ear wax impaction',
      'earwax',
      'ear wax',
      'earwax buildup',
      'ear wax buildup',
      'earwax build up',
      'ear wax build up',
      'build up of earwax',
      'build up of ear wax',
      'blocked with wax',
      'wax in my ear',
      'wax in my ears',
      'wax in the ear',
      'wax in the ears',
      'cerumen',
    ],
    'ent',
  ),
  concept(
    'otitis-media-with-effusion',
    'otitis media with effusion',
    [
      'serous otitis media',
      'serous otitis',
      'glue ear',
      'middle ear effusion',
      'fluid behind the eardrum',
      'fluid behind the ear drum',
      'fluid in the middle ear',
    ],
    'ent',
  ),
  concept(
    'chronic-sinusitis',
    'chronic sinusitis',
    ['chronic rhinosinusitis', 'chronic sinus infection', 'chronic sinus infections'],
    'ent',
  ),
  concept('labyrinthitis', 'labyrinthitis', ['vestibular neuritis'], 'ent'),
  // Not "bppv" alone: the general vertigo concept names it, and a phrase belongs to one concept.
  concept(
    'benign-positional-vertigo',
    'benign paroxysmal positional vertigo',
    ['benign paroxysmal vertigo', 'positional vertigo', 'benign positional paroxysmal vertigo'],
    'ent',
  ),
  concept(
    'mouth-ulcer',
    'aphthous ulcer',
    ['mouth ulcer', 'mouth ulcers', 'aphthous ulcers', 'canker sore', 'canker sores'],
    'ent',
  ),
  concept('allergic-conjunctivitis', 'allergic conjunctivitis', ['hay fever eyes'], 'eyes'),
  concept('viral-conjunctivitis', 'viral conjunctivitis', [], 'eyes'),
  concept('oral-thrush', 'oral thrush', ['thrush', 'oral candidiasis'], 'ent'),
  // chest
  concept(
    'chest-infection',
    'chest infection',
    ['chest infections', 'lower respiratory tract infection', 'lower respiratory infection', 'lrti'],
    'respiratory',
  ),
  concept('common-cold', 'common cold', ['coryza'], 'respiratory'),
  concept(
    'infectious-mononucleosis',
    'infectious mononucleosis',
    ['glandular fever', 'mononucleosis', 'mono'],
    'constitutional',
  ),
  concept('croup', 'croup', [], 'respiratory'),
  concept('bronchiolitis', 'bronchiolitis', ['acute bronchiolitis'], 'respiratory'),
  concept(
    'asthma-exacerbation',
    'asthma exacerbation',
    ['asthma attack', 'asthma attacks', 'asthma flare', 'asthma flare up', 'exacerbation of asthma'],
    'respiratory',
  ),
  concept(
    'copd-exacerbation',
    'COPD exacerbation',
    ['copd exacerbation', 'copd flare', 'copd flare up', 'exacerbation of copd', 'acute exacerbation of copd'],
    'respiratory',
  ),
  concept('costochondritis', 'costochondritis', ['tietze syndrome'], 'musculoskeletal'),
  concept('tachycardia', 'tachycardia', ['sinus tachycardia', 'fast heart rate', 'rapid heart rate'], 'cardiovascular'),
  // gut, kidney, bladder and women's health
  concept(
    'viral-gastroenteritis',
    'viral gastroenteritis',
    ['stomach virus', 'tummy bug', 'gastro bug', 'viral gastro'],
    'gastrointestinal',
  ),
  concept('anal-fissure', 'anal fissure', ['fissure in ano'], 'gastrointestinal'),
  concept('infant-colic', 'infant colic', ['colicky baby', 'baby colic'], 'gastrointestinal'),
  concept('renal-colic', 'renal colic', ['kidney colic'], 'genitourinary'),
  concept('pinworms', 'pinworms', ['pinworm', 'threadworms', 'threadworm', 'enterobiasis'], 'gastrointestinal'),
  concept(
    'pyelonephritis',
    'pyelonephritis',
    ['acute pyelonephritis', 'kidney infection', 'kidney infections', 'renal infection'],
    'genitourinary',
  ),
  concept('cystitis', 'cystitis', ['acute cystitis'], 'genitourinary'),
  // A GP's usual name for menorrhagia; "heavy" alone stays a description, not a diagnosis.
  concept(
    'heavy-menstrual-bleeding',
    'heavy menstrual bleeding',
    ['menorrhagia', 'heavy periods', 'heavy menstrual periods'],
    'genitourinary',
  ),
  concept(
    'dysmenorrhea',
    'dysmenorrhea',
    ['dysmenorrhoea', 'painful periods', 'period pain', 'period pains', 'menstrual cramps', 'period cramps'],
    'genitourinary',
  ),
  concept(
    'vaginal-thrush',
    'vaginal thrush',
    ['vaginal yeast infection', 'yeast infection', 'vaginal candidiasis'],
    'genitourinary',
  ),
  concept('bacterial-vaginosis', 'bacterial vaginosis', [], 'genitourinary'),
  concept(
    'menopausal-symptoms',
    'menopausal symptoms',
    ['menopause symptoms', 'perimenopausal symptoms', 'symptoms of the menopause'],
    'genitourinary',
  ),
  concept('mastitis', 'mastitis', [], 'genitourinary'),
  // blood and salts
  concept(
    'iron-deficiency-anemia',
    'iron deficiency anemia',
    ['iron deficiency anaemia', 'low iron anemia', 'low iron anaemia', 'iron deficient anemia'],
    'hematologic',
  ),
  concept(
    'hyponatremia',
    'hyponatremia',
    [
      'hyponatraemia',
      'sodium is low',
      'sodium was low',
      'low sodium level',
      'low sodium levels',
      // "Your sodium levels are very low": the level said low, with or without "very".
      'sodium level is low',
      'sodium levels are low',
      'sodium is very low',
      'sodium level is very low',
      'sodium levels are very low',
    ],
    'endocrine',
  ),
  concept(
    'hypokalemia',
    'hypokalemia',
    ['hypokalaemia', 'potassium is low', 'potassium was low', 'low potassium level', 'low potassium levels'],
    'endocrine',
  ),
  // muscles and joints
  concept('trigger-finger', 'trigger finger', ['stenosing tenosynovitis', 'stenosing tendinosis'], 'musculoskeletal'),
  concept('trigger-thumb', 'trigger thumb', [], 'musculoskeletal'),
  // A bunion has its own code (M21.61-); hallux valgus is the deformity of the big toe (M20.1-).
  concept('bunion', 'bunion', ['bunions'], 'musculoskeletal'),
  concept('hallux-valgus', 'hallux valgus', [], 'musculoskeletal'),
  concept('tennis-elbow', 'tennis elbow', ['lateral epicondylitis'], 'musculoskeletal'),
  concept(
    'patellofemoral-pain-syndrome',
    'patellofemoral pain syndrome',
    ['patellofemoral syndrome', "runner's knee", 'runners knee', 'runner knee'],
    'musculoskeletal',
  ),
  concept(
    'golfers-elbow',
    'medial epicondylitis',
    ["golfer's elbow", 'golfers elbow', 'golfer elbow'],
    'musculoskeletal',
  ),
  concept('frozen-shoulder', 'frozen shoulder', ['adhesive capsulitis'], 'musculoskeletal'),
  concept(
    'cervical-spinal-stenosis',
    'cervical spinal stenosis',
    ['cervical stenosis', 'cervical spine stenosis'],
    'musculoskeletal',
  ),
  concept(
    'lumbar-spinal-stenosis',
    'lumbar spinal stenosis',
    ['lumbar stenosis', 'lumbar spine stenosis'],
    'musculoskeletal',
  ),
  concept('ganglion-cyst', 'ganglion cyst', ['wrist ganglion', 'ganglion on my wrist'], 'musculoskeletal'),
  concept(
    'de-quervain-tenosynovitis',
    "de Quervain's tenosynovitis",
    ['de quervain tenosynovitis', "de quervain's", 'de quervain', 'de quervains'],
    'musculoskeletal',
  ),
  concept(
    'achilles-tendinitis',
    'Achilles tendinitis',
    ['achilles tendinitis', 'achilles tendonitis', 'achilles tendinopathy'],
    'musculoskeletal',
  ),
  concept('polymyalgia-rheumatica', 'polymyalgia rheumatica', [], 'musculoskeletal'),
  // Painkillers taken on most days keep a headache going: a diagnosis of its own (G44.4-), not a plain headache.
  concept(
    'medication-overuse-headache',
    'medication overuse headache',
    [
      'medication-overuse headache',
      'medication overuse headaches',
      'analgesic overuse headache',
      'painkiller overuse headache',
      'rebound headache',
      'rebound headaches',
    ],
    'neurological',
  ),
  concept('restless-legs', 'restless legs syndrome', ['restless legs', 'restless leg syndrome'], 'neurological'),
  concept(
    'febrile-seizure',
    'febrile seizure',
    ['febrile seizures', 'febrile convulsion', 'febrile convulsions', 'febrile fit', 'febrile fits'],
    'neurological',
  ),
  concept('contusion', 'contusion', ['contusions', 'bruised'], 'musculoskeletal'),
  // eyes and glands
  concept(
    'bitemporal-hemianopia',
    'bitemporal hemianopia',
    ['bitemporal hemianopsia', 'bitemporal field defect', 'bitemporal visual field defect'],
    'eyes',
  ),
  concept(
    'pituitary-adenoma',
    'pituitary adenoma',
    ['pituitary tumor', 'pituitary tumour', 'pituitary macroadenoma', 'pituitary microadenoma'],
    'endocrine',
  ),
  // skin and infestations
  // A bare "abscess" or "boil" is of the skin; the named ones have their own codes.
  concept('skin-abscess', 'abscess', ['skin abscess', 'boil', 'boils', 'furuncle', 'carbuncle'], 'skin'),
  concept('perianal-abscess', 'perianal abscess', ['anal abscess'], 'gastrointestinal'),
  concept('peritonsillar-abscess', 'peritonsillar abscess', ['quinsy'], 'ent'),
  concept('impetigo', 'impetigo', ['school sores'], 'skin'),
  concept('urticaria', 'urticaria', ['hives', 'nettle rash'], 'skin'),
  concept(
    'ingrown-toenail',
    'ingrown toenail',
    ['ingrowing toenail', 'ingrown toe nail', 'ingrowing toe nail', 'ingrown nail', 'ingrowing nail'],
    'skin',
  ),
  concept(
    'onychomycosis',
    'onychomycosis',
    ['toenail fungus', 'nail fungus', 'fungal nail', 'fungal nails', 'fungal nail infection', 'fungal toenail'],
    'skin',
  ),
  concept('tinea-pedis', 'tinea pedis', ["athlete's foot", 'athletes foot', 'athlete foot'], 'skin'),
  concept('tinea-corporis', 'tinea corporis', ['ringworm', 'ring worm'], 'skin'),
  concept('wart', 'wart', ['warts', 'verruca', 'verrucas', 'verrucae', 'plantar wart', 'plantar warts'], 'skin'),
  concept('cold-sore', 'cold sore', ['cold sores', 'fever blister', 'herpes labialis'], 'skin'),
  concept('head-lice', 'head lice', ['nits', 'pediculosis'], 'skin'),
  concept('scabies', 'scabies', [], 'skin'),
  concept('chickenpox', 'chickenpox', ['chicken pox'], 'skin'),
  concept(
    'hand-foot-mouth-disease',
    'hand, foot and mouth disease',
    ['hand foot and mouth disease', 'hand foot and mouth', 'hfmd'],
    'skin',
  ),
  concept('diaper-rash', 'diaper rash', ['nappy rash', 'diaper dermatitis'], 'skin'),
  concept('rosacea', 'rosacea', ['acne rosacea'], 'skin'),
  concept(
    'seborrheic-dermatitis',
    'seborrheic dermatitis',
    ['seborrhoeic dermatitis', 'seborrheic eczema', 'seborrhoeic eczema'],
    'skin',
  ),
  // mind
  // Their own codes (F41.1, F41.0), more specific than an anxiety disorder (F41.9).
  concept(
    'generalized-anxiety-disorder',
    'generalized anxiety disorder',
    ['generalised anxiety disorder', 'generalised anxiety', 'gad'],
    'psychiatric',
  ),
  concept('panic-disorder', 'panic disorder', [], 'psychiatric'),
  concept(
    'substance-use-disorder',
    'substance use disorder',
    ['substance abuse', 'drug abuse', 'polysubstance abuse', 'drug addiction', 'substance misuse', 'drug misuse'],
    'psychiatric',
  ),
];

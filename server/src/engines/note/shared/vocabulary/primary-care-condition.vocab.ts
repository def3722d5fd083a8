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
  concept('oral-thrush', 'oral thrush', ['thrush', 'oral candidiasis'], 'ent'),
  // chest
  concept(
    'chest-infection',
    'chest infection',
    ['chest infections', 'lower respiratory tract infection', 'lower respiratory infection', 'lrti'],
    'respiratory',
  ),
  concept('common-cold', 'common cold', ['coryza'], 'respiratory'),
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
  concept(
    'pyelonephritis',
    'pyelonephritis',
    ['acute pyelonephritis', 'kidney infection', 'kidney infections', 'renal infection'],
    'genitourinary',
  ),
  concept('cystitis', 'cystitis', ['acute cystitis'], 'genitourinary'),
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
    ['hyponatraemia', 'sodium is low', 'sodium was low', 'low sodium level', 'low sodium levels'],
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
  concept('rosacea', 'rosacea', ['acne rosacea'], 'skin'),
  concept(
    'seborrheic-dermatitis',
    'seborrheic dermatitis',
    ['seborrhoeic dermatitis', 'seborrheic eczema', 'seborrhoeic eczema'],
    'skin',
  ),
  // mind
  concept(
    'substance-use-disorder',
    'substance use disorder',
    ['substance abuse', 'drug abuse', 'polysubstance abuse', 'drug addiction', 'substance misuse', 'drug misuse'],
    'psychiatric',
  ),
];

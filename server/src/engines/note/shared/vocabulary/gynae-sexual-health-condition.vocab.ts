import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Menstrual, pelvic, cervical and sexually transmitted diagnoses of general practice and gynaecology that the main
 * list lacked. Each is a concept so a mention carries its assertion (denied, a relative's, past, only suspected)
 * before the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also name
 * something else (a drug, a test, a body part alone) are left out.
 */
export const GYNAE_SEXUAL_HEALTH_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'ovarian-cyst',
    'ovarian cyst',
    [
      'cyst on the ovary',
      'cyst on my ovary',
      'cyst on her ovary',
      'ovarian cysts',
      'cyst in the ovary',
      'functional ovarian cyst',
      'cyst on the right ovary',
      'cyst on the left ovary',
      'cyst in the right ovary',
      'cyst in the left ovary',
    ],
    'genitourinary',
  ),
  concept(
    'uterine-fibroids',
    'uterine fibroids',
    [
      'fibroids',
      'fibroid',
      'uterine fibroid',
      'fibroid uterus',
      'uterine leiomyoma',
      'leiomyoma of the uterus',
      'fibroids in the womb',
      'fibroid in the womb',
    ],
    'genitourinary',
  ),
  concept('premenstrual-syndrome', 'premenstrual syndrome', ['pms', 'premenstrual tension', 'pmt'], 'genitourinary'),
  concept('premenstrual-dysphoric-disorder', 'premenstrual dysphoric disorder', ['pmdd'], 'psychiatric'),
  concept('amenorrhea', 'amenorrhea', ['amenorrhoea', 'absent periods', 'absence of periods'], 'genitourinary'),
  concept('secondary-amenorrhea', 'secondary amenorrhea', ['secondary amenorrhoea'], 'genitourinary'),
  concept(
    'irregular-periods',
    'irregular menstruation',
    [
      'irregular periods',
      'irregular menstrual periods',
      'irregular menstrual cycle',
      'irregular menstrual cycles',
      'irregular cycles',
      'periods are irregular',
      'periods have been irregular',
      'periods are all over the place',
    ],
    'genitourinary',
  ),
  concept(
    'postmenopausal-bleeding',
    'postmenopausal bleeding',
    [
      'post menopausal bleeding',
      'bleeding after the menopause',
      'bleeding after menopause',
      'vaginal bleeding after menopause',
    ],
    'genitourinary',
  ),
  concept(
    'atrophic-vaginitis',
    'atrophic vaginitis',
    [
      'vaginal atrophy',
      'genitourinary syndrome of menopause',
      'vaginal dryness after menopause',
      'postmenopausal atrophic vaginitis',
    ],
    'genitourinary',
  ),
  concept('vaginitis', 'vaginitis', ['acute vaginitis', 'vaginal inflammation', 'inflamed vagina'], 'genitourinary'),
  concept(
    'bartholin-cyst',
    "Bartholin's cyst",
    ['bartholin cyst', "bartholin's gland cyst", 'bartholin gland cyst'],
    'genitourinary',
  ),
  concept(
    'pelvic-inflammatory-disease',
    'pelvic inflammatory disease',
    ['pelvic infection', 'infection of the womb and tubes'],
    'genitourinary',
  ),
  concept(
    'pelvic-organ-prolapse',
    'pelvic organ prolapse',
    ['vaginal prolapse', 'genital prolapse', 'prolapse of the vagina'],
    'genitourinary',
  ),
  concept(
    'uterine-prolapse',
    'uterine prolapse',
    [
      'prolapsed uterus',
      'prolapsed womb',
      'womb prolapse',
      'prolapse of the womb',
      'prolapse of the uterus',
      'uterovaginal prolapse',
    ],
    'genitourinary',
  ),
  concept(
    'cystocele',
    'cystocele',
    ['bladder prolapse', 'prolapsed bladder', 'anterior wall prolapse', 'anterior vaginal wall prolapse'],
    'genitourinary',
  ),
  concept(
    'cervical-dysplasia',
    'cervical dysplasia',
    [
      'dysplasia of the cervix',
      'cervical intraepithelial neoplasia',
      'abnormal cells on the cervix',
      'precancerous cells on the cervix',
    ],
    'genitourinary',
  ),
  concept(
    'abnormal-cervical-smear',
    'abnormal cervical cytology',
    [
      'abnormal pap',
      'abnormal pap smear',
      'abnormal pap smears',
      'abnormal pap test',
      'abnormal paps',
      'abnormal smear',
      'abnormal smear test',
      'abnormal cervical smear',
      'abnormal smear result',
    ],
    'genitourinary',
  ),
  concept(
    'chlamydia',
    'chlamydia',
    ['chlamydia infection', 'chlamydial infection', 'chlamydia trachomatis'],
    'genitourinary',
  ),
  concept('gonorrhea', 'gonorrhea', ['gonorrhoea', 'gonococcal infection'], 'genitourinary'),
  concept('genital-herpes', 'genital herpes', ['herpes simplex genitalis', 'genital hsv'], 'genitourinary'),
  concept(
    'genital-warts',
    'genital warts',
    ['anogenital warts', 'venereal warts', 'condyloma', 'condylomata', 'condyloma acuminata'],
    'genitourinary',
  ),
  concept(
    'trichomoniasis',
    'trichomoniasis',
    ['trichomonas', 'trich infection', 'trichomonas infection'],
    'genitourinary',
  ),
  concept('syphilis', 'syphilis', ['syphilis infection'], 'genitourinary'),
];

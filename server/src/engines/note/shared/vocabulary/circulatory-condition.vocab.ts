import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Heart rhythm, valve, vessel and blood-pressure diagnoses of cardiology follow-ups and primary care that the main
 * list lacked. Each is a concept so a mention carries its assertion (denied, a relative's, past, only suspected)
 * before the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also name
 * something else (a drug, a test, a body part alone) are left out.
 */
export const CIRCULATORY_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'angina',
    'angina',
    ['angina pectoris', 'stable angina', 'chronic stable angina', 'exertional angina'],
    'cardiovascular',
  ),
  concept('unstable-angina', 'unstable angina', [], 'cardiovascular'),
  concept('atrial-flutter', 'atrial flutter', ['aflutter', 'atrial flutter with variable block'], 'cardiovascular'),
  concept(
    'supraventricular-tachycardia',
    'supraventricular tachycardia',
    ['svt', 'paroxysmal supraventricular tachycardia', 'psvt'],
    'cardiovascular',
  ),
  concept(
    'bradycardia',
    'bradycardia',
    ['sinus bradycardia', 'slow heart rate', 'slow heartbeat', 'slow heart beat'],
    'cardiovascular',
  ),
  concept('hypotension', 'hypotension', ['low blood pressure'], 'cardiovascular'),
  concept('cardiomyopathy', 'cardiomyopathy', [], 'cardiovascular'),
  concept('dilated-cardiomyopathy', 'dilated cardiomyopathy', [], 'cardiovascular'),
  concept(
    'hypertrophic-cardiomyopathy',
    'hypertrophic cardiomyopathy',
    ['hocm', 'hypertrophic obstructive cardiomyopathy'],
    'cardiovascular',
  ),
  concept(
    'av-block',
    'atrioventricular block',
    ['av block', 'heart block', 'second degree heart block', 'second degree av block'],
    'cardiovascular',
  ),
  concept(
    'first-degree-av-block',
    'first degree atrioventricular block',
    ['first degree av block', 'first degree heart block'],
    'cardiovascular',
  ),
  concept('right-bundle-branch-block', 'right bundle branch block', ['rbbb'], 'cardiovascular'),
  concept('left-bundle-branch-block', 'left bundle branch block', ['lbbb'], 'cardiovascular'),
  concept(
    'premature-ventricular-contractions',
    'premature ventricular contractions',
    [
      'pvcs',
      'premature ventricular contraction',
      'ventricular ectopics',
      'ventricular ectopic beats',
      'ventricular premature beats',
    ],
    'cardiovascular',
  ),
  concept(
    'premature-atrial-contractions',
    'premature atrial contractions',
    ['premature atrial contraction', 'atrial ectopics', 'atrial ectopic beats'],
    'cardiovascular',
  ),
  concept('pericarditis', 'pericarditis', ['acute pericarditis'], 'cardiovascular'),
  concept('mitral-valve-prolapse', 'mitral valve prolapse', ['floppy mitral valve'], 'cardiovascular'),
  concept(
    'aortic-regurgitation',
    'aortic regurgitation',
    ['aortic insufficiency', 'leaky aortic valve'],
    'cardiovascular',
  ),
  concept(
    'tricuspid-regurgitation',
    'tricuspid regurgitation',
    ['tricuspid insufficiency', 'leaky tricuspid valve'],
    'cardiovascular',
  ),
  concept(
    'abdominal-aortic-aneurysm',
    'abdominal aortic aneurysm',
    [
      'aortic aneurysm in the abdomen',
      // The infrarenal site, said in words or by name, picks its own code (I71.43).
      'abdominal aortic aneurysm below the kidneys',
      'aortic aneurysm below the kidneys',
      'infrarenal abdominal aortic aneurysm',
      'infrarenal aortic aneurysm',
    ],
    'cardiovascular',
  ),
  concept(
    'thoracic-aortic-aneurysm',
    'thoracic aortic aneurysm',
    ['ascending aortic aneurysm', 'dilated aortic root', 'aortic root dilation', 'aortic root dilatation'],
    'cardiovascular',
  ),
  concept(
    'carotid-stenosis',
    'carotid artery stenosis',
    ['carotid stenosis', 'carotid artery disease', 'narrowing of the carotid artery', 'carotid plaque'],
    'cardiovascular',
  ),
  concept(
    'pulmonary-hypertension',
    'pulmonary hypertension',
    ['pulmonary arterial hypertension', 'high blood pressure in the lungs'],
    'cardiovascular',
  ),
  concept('hypertensive-urgency', 'hypertensive urgency', [], 'cardiovascular'),
  concept(
    'raynauds',
    "Raynaud's phenomenon",
    [
      "raynaud's",
      'raynaud phenomenon',
      "raynaud's disease",
      "raynaud's syndrome",
      'raynaud syndrome',
      'raynaud disease',
    ],
    'cardiovascular',
  ),
  concept(
    'thrombophlebitis',
    'superficial thrombophlebitis',
    [
      'thrombophlebitis',
      'phlebitis',
      'superficial phlebitis',
      'superficial vein thrombosis',
      'superficial venous thrombosis',
    ],
    'cardiovascular',
  ),
];

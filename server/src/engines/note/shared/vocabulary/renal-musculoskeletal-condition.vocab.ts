// Diagnoses and chronic conditions: renal and urinary, and musculoskeletal.

import { concept, type ConceptEntry } from './vocabulary.types';

export const RENAL_MUSCULOSKELETAL_CONDITIONS: readonly ConceptEntry[] = [
  // renal and urinary
  concept(
    'urinary-tract-infection',
    'urinary tract infection',
    ['uti', 'utis', 'u t i', 'bladder infection', 'urine infection', 'urinary infection', 'water infection'],
    'genitourinary',
  ),
  concept(
    'kidney-stones',
    'kidney stones',
    ['kidney stone', 'nephrolithiasis', 'renal stones', 'renal calculi'],
    'genitourinary',
  ),
  concept(
    'chronic-kidney-disease',
    'chronic kidney disease',
    // Renal insufficiency not said to be chronic is its own concept (N28.9 by the ICD-10-CM index).
    ['ckd', 'kidney disease', 'chronic renal insufficiency', 'chronic kidney insufficiency', 'kidney failure'],
    'genitourinary',
  ),
  concept('diabetic-nephropathy', 'diabetic nephropathy', ['diabetic kidney disease'], 'genitourinary'),
  concept('dehydration', 'dehydration', ['dehydrated', 'volume depletion'], 'constitutional'),
  concept(
    'polycystic-kidney-disease',
    'polycystic kidney disease',
    ['polycystic kidneys', 'polycystic kidney'],
    'genitourinary',
  ),
  concept('kidney-transplant', 'kidney transplant', ['renal transplant', 'kidney transplantation'], 'genitourinary'),
  concept(
    'benign-prostatic-hyperplasia',
    'benign prostatic hyperplasia',
    ['bph', 'enlarged prostate', 'benign prostatic hypertrophy', 'prostate enlargement'],
    'genitourinary',
  ),
  concept('erectile-dysfunction', 'erectile dysfunction', ['trouble with erections'], 'genitourinary'),
  concept('endometriosis', 'endometriosis', [], 'genitourinary'),
  // musculoskeletal
  concept(
    'osteoarthritis',
    'osteoarthritis',
    ['degenerative joint disease', 'djd', 'wear and tear arthritis'],
    'musculoskeletal',
  ),
  concept('arthritis', 'arthritis', [], 'musculoskeletal'),
  concept('rheumatoid-arthritis', 'rheumatoid arthritis', [], 'musculoskeletal'),
  concept('gout', 'gout', ['gout flare', 'gouty arthritis'], 'musculoskeletal'),
  concept('osteoporosis', 'osteoporosis', ['thin bones', 'brittle bones'], 'musculoskeletal'),
  concept('osteopenia', 'osteopenia', [], 'musculoskeletal'),
  concept('fracture', 'fracture', ['broken bone', 'fractured'], 'musculoskeletal'),
  concept('sprain', 'sprain', ['sprained', 'ankle sprain', 'sprained ankle'], 'musculoskeletal'),
  concept(
    'strain',
    'muscle strain',
    ['pulled muscle', 'strained', 'lumbar strain', 'back strain', 'neck strain', 'muscle strains'],
    'musculoskeletal',
  ),
  concept('tendonitis', 'tendinitis', ['tendonitis', 'tendinitis'], 'musculoskeletal'),
  concept('bursitis', 'bursitis', [], 'musculoskeletal'),
  concept('plantar-fasciitis', 'plantar fasciitis', ['plantar fasciopathy'], 'musculoskeletal'),
  concept('carpal-tunnel-syndrome', 'carpal tunnel syndrome', ['carpal tunnel'], 'neurological'),
  concept(
    'herniated-disc',
    'herniated disc',
    ['disc herniation', 'bulging disc', 'slipped disc', 'herniated disk'],
    'musculoskeletal',
  ),
  concept('sciatica', 'sciatica', [], 'musculoskeletal'),
  concept(
    'radiculopathy',
    'radiculopathy',
    ['pinched nerve', 'cervical radiculopathy', 'lumbar radiculopathy'],
    'neurological',
  ),
  concept('spinal-stenosis', 'spinal stenosis', [], 'musculoskeletal'),
  concept('meniscus-tear', 'meniscus tear', ['torn meniscus', 'meniscal tear'], 'musculoskeletal'),
  concept(
    'acl-tear',
    'anterior cruciate ligament tear',
    [
      'acl tear',
      'torn acl',
      'acl injury',
      'acl sprain',
      'anterior cruciate ligament injury',
      'anterior cruciate ligament sprain',
      'ruptured acl',
    ],
    'musculoskeletal',
  ),
  concept(
    'mcl-tear',
    'medial collateral ligament injury',
    [
      'mcl tear',
      'torn mcl',
      'injured mcl',
      'mcl injury',
      'mcl sprain',
      'mcl strain',
      'medial collateral ligament strain',
    ],
    'musculoskeletal',
  ),
  concept('rotator-cuff-tear', 'rotator cuff tear', ['torn rotator cuff', 'rotator cuff injury'], 'musculoskeletal'),
  concept('scoliosis', 'scoliosis', [], 'musculoskeletal'),
  concept('fibromyalgia', 'fibromyalgia', [], 'musculoskeletal'),
  concept('lupus', 'systemic lupus erythematosus', ['lupus', 'sle'], 'musculoskeletal'),
];

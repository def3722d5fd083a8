import { concept, type ConceptEntry } from './vocabulary.types';

/**
 * Joint, spine, tendon and foot diagnoses of orthopaedic, rheumatology and primary-care visits that the main list
 * named only in general. Each is a concept so a mention carries its assertion (denied, a relative's, past, only
 * suspected) before the coder sees it; the curated ICD-10-CM table links its codes to these ids. Phrases that also
 * name something else (a drug, a test, a body part alone) are left out.
 */
export const JOINT_SPINE_FOOT_CONDITIONS: readonly ConceptEntry[] = [
  concept(
    'shoulder-impingement',
    'shoulder impingement syndrome',
    [
      'shoulder impingement',
      'impingement syndrome',
      'impingement of the shoulder',
      'subacromial impingement',
      'rotator cuff impingement',
    ],
    'musculoskeletal',
  ),
  concept(
    'cervical-degenerative-disc-disease',
    'cervical degenerative disc disease',
    [
      'degenerative disc disease of the cervical spine',
      'degenerative disc disease in the neck',
      'cervical disc degeneration',
      'disc degeneration in the neck',
      'cervical ddd',
    ],
    'musculoskeletal',
  ),
  concept(
    'lumbar-degenerative-disc-disease',
    'lumbar degenerative disc disease',
    [
      'degenerative disc disease of the lumbar spine',
      'lumbar disc degeneration',
      'degenerative disc disease in the lower back',
      'disc degeneration in the lower back',
      'lumbar ddd',
    ],
    'musculoskeletal',
  ),
  concept('spondylolisthesis', 'spondylolisthesis', ['slipped vertebra', 'vertebral slip'], 'musculoskeletal'),
  concept(
    'lumbar-spondylolisthesis',
    'lumbar spondylolisthesis',
    ['spondylolisthesis of the lumbar spine', 'spondylolisthesis in the lower back'],
    'musculoskeletal',
  ),
  concept(
    'ankylosing-spondylitis',
    'ankylosing spondylitis',
    ['axial spondyloarthritis', 'axial spondyloarthropathy'],
    'musculoskeletal',
  ),
  concept(
    'psoriatic-arthritis',
    'psoriatic arthritis',
    ['psoriatic arthropathy', 'arthropathic psoriasis'],
    'musculoskeletal',
  ),
  concept(
    'pseudogout',
    'pseudogout',
    ['calcium pyrophosphate deposition disease', 'cppd', 'chondrocalcinosis'],
    'musculoskeletal',
  ),
  concept(
    'sjogren-syndrome',
    "Sjogren's syndrome",
    ["sjogren's", 'sjogren syndrome', "sjögren's syndrome", 'sjogrens syndrome'],
    'musculoskeletal',
  ),
  concept(
    'giant-cell-arteritis',
    'giant cell arteritis',
    ['temporal arteritis', 'cranial arteritis'],
    'musculoskeletal',
  ),
  concept(
    'hypermobility-syndrome',
    'hypermobility syndrome',
    ['joint hypermobility syndrome', 'hypermobile joints', 'hypermobility spectrum disorder', 'double jointed'],
    'musculoskeletal',
  ),
  concept(
    'sacroiliitis',
    'sacroiliitis',
    [
      'si joint inflammation',
      'sacroiliac joint inflammation',
      'inflamed si joint',
      'inflammation of the sacroiliac joint',
      'si joint dysfunction',
      'sacroiliac joint dysfunction',
    ],
    'musculoskeletal',
  ),
  concept(
    'osteomyelitis',
    'osteomyelitis',
    ['bone infection', 'infection of the bone', 'infection in the bone'],
    'musculoskeletal',
  ),
  concept(
    'bakers-cyst',
    "Baker's cyst",
    ["baker's cyst", 'baker cyst', 'bakers cyst', 'popliteal cyst', 'cyst behind the knee'],
    'musculoskeletal',
  ),
  concept(
    'heel-spur',
    'calcaneal spur',
    ['heel spur', 'heel spurs', 'calcaneal spurs', 'bone spur on the heel', 'spur on the heel'],
    'musculoskeletal',
  ),
  concept(
    'mortons-neuroma',
    "Morton's neuroma",
    ["morton's neuroma", 'morton neuroma', 'mortons neuroma', 'interdigital neuroma', 'plantar neuroma'],
    'musculoskeletal',
  ),
  concept(
    'flat-feet',
    'flat feet',
    ['flat foot', 'flatfoot', 'flatfeet', 'pes planus', 'fallen arches', 'collapsed arches'],
    'musculoskeletal',
  ),
  concept(
    'hammer-toe',
    'hammer toe',
    ['hammer toes', 'hammertoe', 'hammertoes', 'claw toe', 'claw toes'],
    'musculoskeletal',
  ),
  concept(
    'iliotibial-band-syndrome',
    'iliotibial band syndrome',
    ['it band syndrome', 'itb syndrome', 'it band friction syndrome', 'tight it band'],
    'musculoskeletal',
  ),
  concept(
    'chondromalacia-patellae',
    'chondromalacia patellae',
    ['chondromalacia patella', 'chondromalacia of the patella', 'softening of the kneecap cartilage'],
    'musculoskeletal',
  ),
  concept(
    'dupuytren-contracture',
    "Dupuytren's contracture",
    ["dupuytren's", 'dupuytren contracture', 'dupuytrens contracture', "dupuytren's disease", 'palmar fibromatosis'],
    'musculoskeletal',
  ),
  concept(
    'tmj-disorder',
    'temporomandibular joint disorder',
    [
      'tmj disorder',
      'tmj dysfunction',
      // The joint's initials stand for its disorder in talk ("it could be TMJ"), spelled out in dictation.
      'tmj',
      't m j',
      'tmd',
      'temporomandibular disorder',
      'jaw joint disorder',
      'temporomandibular joint dysfunction',
    ],
    'musculoskeletal',
  ),
  concept('whiplash', 'whiplash injury', ['whiplash', 'whiplash of the neck'], 'musculoskeletal'),
  // Lateral hip pain over the greater trochanter: bursitis and gluteal tendinopathy together (coded as trochanteric
  // bursitis, M70.6-), never hip arthritis.
  concept(
    'trochanteric-pain-syndrome',
    'greater trochanteric pain syndrome',
    ['trochanteric pain syndrome', 'trochanteric bursitis', 'gluteal tendinopathy'],
    'musculoskeletal',
  ),
  // A child's limp after a virus: a short-lived inflammation of the hip joint.
  concept(
    'transient-synovitis-hip',
    'transient synovitis',
    ['transient synovitis of the hip', 'irritable hip', 'toxic synovitis'],
    'musculoskeletal',
  ),
];

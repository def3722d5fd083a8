import type { DrugEntry } from './vocabulary.types';

const drug = (id: string, term: string, synonyms: readonly string[] = []): DrugEntry => ({ id, term, synonyms });

/**
 * Combined and progestogen-only pills UK patients name by brand ("I'm on Microgynon, the thirty microgram one").
 * Without the brand the pill's strength is said of no medicine and lost, and an oestrogen pill must be known as
 * one (it matters for migraine with aura, clots and surgery). Each concept is the pair of hormones it holds.
 */
export const UK_CONTRACEPTIVE_DRUGS: readonly DrugEntry[] = [
  drug('ethinylestradiol-levonorgestrel', 'ethinylestradiol with levonorgestrel', [
    'microgynon',
    'rigevidon',
    'levest',
    'ovranette',
    'maexeni',
    'logynon',
  ]),
  drug('ethinylestradiol-desogestrel', 'ethinylestradiol with desogestrel', ['marvelon', 'gedarel', 'mercilon']),
  drug('ethinylestradiol-gestodene', 'ethinylestradiol with gestodene', ['femodene', 'millinette']),
  drug('ethinylestradiol-norgestimate', 'ethinylestradiol with norgestimate', ['cilest', 'lizinna']),
  drug('ethinylestradiol-drospirenone', 'ethinylestradiol with drospirenone', ['yasmin', 'yaz', 'lucette']),
  drug('ethinylestradiol-cyproterone', 'co-cyprindiol', ['dianette', 'co-cyprindiol']),
  drug('estradiol-nomegestrol', 'estradiol with nomegestrol', ['zoely']),
];

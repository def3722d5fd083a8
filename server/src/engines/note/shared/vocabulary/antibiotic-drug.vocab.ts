import type { DrugEntry } from './vocabulary.types';

const drug = (id: string, term: string, synonyms: readonly string[] = []): DrugEntry => ({ id, term, synonyms });

/**
 * Oral antibiotics given after a hospital stay or for urine and chest infections that the main list lacked. An
 * unknown name leaves the strength said with it to no medicine, or to another one named nearby (the dose is lost
 * or wrong), and an allergy to one is lost.
 */
export const EXTRA_ANTIBIOTICS: readonly DrugEntry[] = [
  drug('cefpodoxime', 'cefpodoxime', ['vantin']),
  drug('cefuroxime', 'cefuroxime', ['zinnat', 'ceftin']),
  drug('cefdinir', 'cefdinir', ['omnicef']),
  drug('cefixime', 'cefixime', ['suprax']),
  drug('cefadroxil', 'cefadroxil', ['duricef']),
  drug('moxifloxacin', 'moxifloxacin', ['avelox']),
  drug('fosfomycin', 'fosfomycin', ['monurol']),
  drug('pivmecillinam', 'pivmecillinam', ['selexid']),
];

import type { Sentence } from './analysis.types';
import { companionSentences } from './companion-speaker';
import { carerSentences } from './proxy-carer';

/** Patient-side sentences said by someone other than the patient. */
export interface OtherVoices {
  /** A young child's carer's sentences. */
  carers: ReadonlySet<number>;
  /** A companion's or a carer's sentences. */
  all: ReadonlySet<number>;
}

/**
 * The sentences a companion or a young child's carer says: read the same way wherever a stage needs to know whose
 * "I" a patient-side sentence is (the findings, the clinician's echo, the writer).
 */
export function readOtherVoices(sentences: readonly Sentence[]): OtherVoices {
  const carers = carerSentences(sentences);
  return { carers, all: new Set([...companionSentences(sentences), ...carers]) };
}

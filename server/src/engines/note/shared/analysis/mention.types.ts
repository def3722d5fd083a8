import type { FindingKind, MatchKind } from '../../../../coding/clinical-finding';
import type { BodySystem, TestKind } from '../vocabulary/vocabulary.types';
import type { MedicationMention } from './medication-extractor';

/** A concept named in one sentence, before its status is known. Tokens [first, last) of the sentence. */
export interface RawMention {
  kind: FindingKind;
  conceptId: string;
  term: string;
  /** How the note writes it: the term, or the words said when the term would add something unsaid ("type 2"). */
  display: string;
  first: number;
  last: number;
  match: MatchKind;
  system?: BodySystem;
  testKind?: TestKind;
  medication?: MedicationMention;
  attributes: Record<string, string>;
  /** For a mention composed from words apart ("chest does not hurt"), the tokens that name it; the rest may negate it. */
  conceptTokens?: readonly number[];
}

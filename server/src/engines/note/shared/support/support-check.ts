import type { EvidenceSpan } from '@common/schemas/note.schema';
import type { ClinicalFinding } from '../../../../coding/clinical-finding';
import { isExactEvidence } from '../grounding-check';
import { DenialCheck } from './denial-check';
import { foldedWords } from './folded-text';
import { isNamingFragment } from './naming-fragment';
import { NumberCheck } from './number-check';

/** Why a note sentence cannot stand; the names are the drop reasons both engines count. */
export type SupportProblem =
  | 'emptySentence'
  | 'sentenceTooLong'
  | 'numberNotInTranscript'
  | 'contradictsDenial'
  | 'namingFragment'
  | 'noEvidence'
  | 'quoteNotFound';

interface CheckedText {
  text: string;
  evidence: readonly EvidenceSpan[];
}

const MAX_SENTENCE_CHARS = 1000;
/** A sentence must rest on at least one quote of this many words; "yes" alone supports nothing. */
const MIN_SUPPORT_WORDS = 2;

/**
 * The one support check every note engine's sentences pass, whoever wrote them: text present and not runaway,
 * every number said in the transcript, no finding the patient denied stated as present, and at least one exact
 * transcript span of two words or more underneath. Built once per transcript and its findings.
 */
export class SupportCheck {
  private readonly numbers: NumberCheck;
  private readonly denials: DenialCheck;

  constructor(
    private readonly transcript: string,
    findings: readonly ClinicalFinding[],
  ) {
    this.numbers = new NumberCheck(transcript);
    this.denials = new DenialCheck(findings);
  }

  /** What is wrong with the sentence's own words, or null (its evidence is checked by `evidenceProblem`). */
  textProblem(text: string): SupportProblem | null {
    if (text.trim() === '' || !/[\p{L}\p{N}]/u.test(text)) return 'emptySentence';
    if (text.length > MAX_SENTENCE_CHARS) return 'sentenceTooLong';
    if (this.numbers.inventedIn(text).length > 0) return 'numberNotInTranscript';
    if (this.denials.contradictsDenial(text)) return 'contradictsDenial';
    if (isNamingFragment(text)) return 'namingFragment';
    return null;
  }

  /** Null when one span quotes the transcript exactly with enough words to support a sentence. */
  evidenceProblem(evidence: readonly EvidenceSpan[]): SupportProblem | null {
    if (evidence.length === 0) return 'noEvidence';
    const holds = evidence.some(
      (span) => isExactEvidence(this.transcript, span) && foldedWords(span.quote).length >= MIN_SUPPORT_WORDS,
    );
    return holds ? null : 'quoteNotFound';
  }

  problemOf(statement: CheckedText): SupportProblem | null {
    return this.textProblem(statement.text) ?? this.evidenceProblem(statement.evidence);
  }
}

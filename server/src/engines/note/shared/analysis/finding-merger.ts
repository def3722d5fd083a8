import type { ClinicalFinding } from '../../../../coding/clinical-finding';
import type { EvidenceSpan } from '@common/schemas/note.schema';
import type { Mention, Sentence } from './analysis.types';

/** The transcript span of a whole sentence, as evidence. */
export function sentenceEvidence(sentence: Sentence): EvidenceSpan {
  return { start: sentence.start, end: sentence.end, quote: sentence.text };
}

function surfaceOf(mention: Mention, sentence: Sentence): string {
  const first = sentence.tokens[mention.first];
  const last = sentence.tokens[mention.last - 1];
  if (!first || !last) return sentence.text;
  const said = sentence.text.slice(first.start - sentence.start, last.end - sentence.start);
  // "My right knee … actually, the left": the side said first was taken back; the corrected one is the attribute.
  return mention.attributes.corrected?.includes('side') ? said.replace(SIDE_WORDS, '').trim() : said;
}

const SIDE_WORDS = /\b(right|left|bilateral|both)\b\s*/gi;

/** "No family history of colon cancer": said of relatives, and denied. */
const deniedFamily = (mention: Mention) => mention.assertion === 'family' && mention.negatedToo;

function keyOf(mention: Mention): string {
  return [
    mention.kind,
    mention.conceptId,
    mention.assertion,
    mention.attributes.laterality ?? '',
    deniedFamily(mention),
  ].join('|');
}

/**
 * One finding per concept, status and side, carrying the evidence of every mention. The first mention's words
 * and attributes win; later mentions only fill attributes it lacked (a dose said later, a duration).
 */
export function mergeFindings(mentions: readonly Mention[], sentences: readonly Sentence[]): ClinicalFinding[] {
  const byKey = new Map<string, ClinicalFinding>();
  for (const mention of mentions) {
    const sentence = sentences[mention.sentenceIndex];
    if (!sentence) continue;
    const evidence = mention.evidenceSentences.map((index) => sentenceEvidence(sentences[index]!));
    const key = keyOf(mention);
    const known = byKey.get(key);
    if (known) {
      for (const span of evidence) if (!known.evidence.some((e) => e.start === span.start)) known.evidence.push(span);
      for (const [name, value] of Object.entries(mention.attributes)) known.attributes[name] ??= value;
      // "My husband and my mother have diabetes": one blood relative with it makes it family history.
      if (!mention.attributes.notKin) delete known.attributes.notKin;
      known.inAssessment ||= mention.inAssessment;
      continue;
    }
    byKey.set(key, {
      kind: mention.kind,
      conceptId: mention.conceptId,
      term: mention.term,
      surface: surfaceOf(mention, sentence),
      assertion: mention.assertion,
      match: mention.match,
      speaker: sentence.speaker,
      inAssessment: mention.inAssessment,
      attributes: {
        ...mention.attributes,
        ...(mention.historyOf ? { history: 'true' } : {}),
        ...(deniedFamily(mention) ? { denied: 'true' } : {}),
      },
      evidence,
    });
  }
  return [...byKey.values()];
}

import { PLAN_KIND_CUES } from '../vocabulary/section-cue.vocab';
import type { Sentence } from './analysis.types';
import type { Mention } from './finding-extractor';
import { containsPhrase, stemTokens, cueIndex } from './phrase-index';
import { findTimeExpressions } from './time-expression';
import { extractVitals } from './vital-extractor';

const followupCues = cueIndex([...PLAN_KIND_CUES.followup, 'see you', 'see me', 'recheck', 'check back', 'return']);
const educationCues = cueIndex(PLAN_KIND_CUES.education);

function mention(
  sentence: Sentence,
  fields: Pick<Mention, 'kind' | 'conceptId' | 'term' | 'attributes'>,
  first = 0,
  last = sentence.tokens.length,
): Mention {
  return {
    ...fields,
    display: fields.term,
    first,
    last,
    match: 'inferred',
    sentenceIndex: sentence.index,
    assertion: 'present',
    historyOf: false,
    negatedToo: false,
    inAssessment: false,
    evidenceSentences: [sentence.index],
  };
}

/** Vital signs the clinician reads out (a patient's home readings belong to the history, not here). */
// A reading from before the visit ("your pressure was two hundred in the ER") is history, not today's vitals.
const PAST_READING = /\b(was|were|had|been)\b/i;
const TODAY = /\b(today|here|now|this morning|in the office|in clinic)\b/i;

export function extractVitalMentions(sentences: readonly Sentence[]): Mention[] {
  return sentences
    .filter((sentence) => sentence.speaker === 'doctor' && !sentence.isQuestion)
    .filter(
      (sentence) => sentence.phase !== 'history' || !PAST_READING.test(sentence.text) || TODAY.test(sentence.text),
    )
    .flatMap((sentence) =>
      extractVitals(sentence.tokens).map((vital) =>
        mention(
          sentence,
          {
            kind: 'vital',
            conceptId: vital.kind,
            term: vital.label,
            attributes: { value: vital.value, numeric: String(vital.numeric) },
          },
          vital.first,
          vital.last,
        ),
      ),
    );
}

/** Follow-up intervals and counselling the clinician gives in the plan. */
export function extractPlanMentions(sentences: readonly Sentence[]): Mention[] {
  const found: Mention[] = [];
  for (const sentence of sentences) {
    if (sentence.speaker !== 'doctor' || sentence.isQuestion || sentence.phase !== 'plan') continue;
    const stems = stemTokens(sentence.tokens);
    if (containsPhrase(stems, followupCues)) {
      // "see you back in four weeks", "follow up in about a month": the interval is said with "in".
      const interval = findTimeExpressions(sentence.tokens).find((time) =>
        sentence.tokens.slice(Math.max(0, time.first - 2), time.first).some((token) => token.norm === 'in'),
      );
      if (interval)
        found.push(
          mention(sentence, {
            kind: 'followup',
            conceptId: 'follow-up',
            term: 'follow-up',
            attributes: { interval: interval.text },
          }),
        );
    }
    if (containsPhrase(stems, educationCues)) {
      found.push(
        mention(sentence, {
          kind: 'education',
          conceptId: 'patient-education',
          term: 'patient education',
          attributes: {},
        }),
      );
    }
  }
  return found;
}

import { PROBLEM_LEAD_INS } from '../vocabulary/section-cue.vocab';
import type { Problem, Sentence } from './analysis.types';
import { complaintText } from './chief-complaint';
import type { Mention } from './finding-extractor';
import { sentenceEvidence } from './finding-merger';
import { stemTokens, cueIndex } from './phrase-index';

const leadIns = cueIndex(PROBLEM_LEAD_INS);
// How an impression the clinician was unsure of is titled, from the words of that uncertainty.
const PROBABLE = new Set(['likely', 'probably', 'probable']);
const SUSPECTED = new Set(['suspect', 'suspicious', 'concern', 'concerned', 'worried']);

/** The problem's title; an uncertain impression keeps its uncertainty ("Probable muscle strain"). */
function titleOf(mention: Mention, sentence: Sentence): string {
  // "mild asthma", "moderate depression": the severity said with the diagnosis is part of it.
  const severity = mention.attributes.severity;
  const said = severity && sentence.tokens[mention.first - 1]?.norm === severity ? `${severity} ` : '';
  const title = said ? complaintText({ ...mention, display: `${said}${mention.display}` }) : complaintText(mention);
  if (mention.assertion !== 'uncertain') return title;
  const words = new Set(sentence.tokens.map((token) => token.norm));
  const qualifier = [...PROBABLE].some((word) => words.has(word))
    ? 'Probable'
    : [...SUSPECTED].some((word) => words.has(word))
      ? 'Suspected'
      : 'Possible';
  return `${qualifier} ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
}
const LEAD_IN_REACH = 6;

// A past event ("your stroke seven years ago") is history, never a problem of this visit.
const isProblemMention = (m: Mention) =>
  (m.kind === 'condition' || m.kind === 'symptom') && ['present', 'uncertain'].includes(m.assertion);

/** The problem a plan sentence opens ("for your knee pain , …"), if it opens one. */
function problemOpenedBy(sentence: Sentence, mentions: readonly Mention[]): Mention | undefined {
  const stems = stemTokens(sentence.tokens);
  for (let i = 0; i < stems.length; i += 1) {
    const lead = leadIns.matchAt(stems, i);
    if (!lead) continue;
    const opened = mentions.find(
      (m) =>
        m.sentenceIndex === sentence.index &&
        isProblemMention(m) &&
        m.first >= lead.last &&
        m.first - lead.last <= LEAD_IN_REACH,
    );
    if (opened) return opened;
  }
  return mentions.find(
    (m) => m.sentenceIndex === sentence.index && m.inAssessment && m.kind === 'condition' && isProblemMention(m),
  );
}

// A diagnosis said right after a symptom problem was opened names that same problem ("for your knee pain , I
// think this is an exacerbation of your arthritis").
const RENAME_WITHIN_SENTENCES = 2;

/**
 * Splits the plan part of the visit into problems. A problem starts where the clinician names it ("for your
 * diabetes", "I think you have …"); the sentences after it belong to it until the next one starts.
 */
export function segmentProblems(sentences: readonly Sentence[], mentions: readonly Mention[]): Problem[] {
  const problems: Problem[] = [];
  let current: Problem | undefined;
  let openedIndex = -1;
  const pending: number[] = [];
  for (const sentence of sentences) {
    if (sentence.phase !== 'plan' || sentence.speaker !== 'doctor') continue;
    const opened = sentence.isQuestion ? undefined : problemOpenedBy(sentence, mentions);
    const renames =
      opened &&
      current &&
      opened.kind === 'condition' &&
      current.conceptId !== opened.conceptId &&
      mentions.some((m) => m.conceptId === current?.conceptId && m.kind === 'symptom') &&
      sentence.index - openedIndex <= RENAME_WITHIN_SENTENCES &&
      !problems.some((problem) => problem.conceptId === opened.conceptId);
    if (opened && current && renames) {
      current.title = titleOf(opened, sentence);
      current.conceptId = opened.conceptId;
    } else if (opened) {
      const known = problems.find((problem) => problem.conceptId === opened.conceptId);
      current = known ?? {
        title: titleOf(opened, sentence),
        conceptId: opened.conceptId,
        evidence: sentenceEvidence(sentence),
        sentenceIndexes: [],
      };
      openedIndex = sentence.index;
      if (!known) problems.push(current);
      if (pending.length > 0 && problems.length === 1) current.sentenceIndexes.push(...pending.splice(0));
    }
    if (current) current.sentenceIndexes.push(sentence.index);
    else pending.push(sentence.index);
  }
  return problems;
}

import type { ChiefComplaint, PatientProfile, Sentence } from './analysis.types';
import type { Mention } from './finding-extractor';
import { sentenceEvidence } from './finding-merger';

// "… who presents today with complaints of joint pain", "here for her annual exam".
const PRESENTS =
  /\b(?:presents?|presenting|here|in|coming in|came in|seen)\s+(?:today\s+|back\s+)?(?:for|with)\s+(?:an?\s+|the\s+)?(?:complaints? of\s+|evaluation of\s+|an evaluation of\s+|follow[- ]up of\s+|follow[- ]up for\s+)?(?:her\s+|his\s+|their\s+|your\s+)?([a-z0-9' -]+)/i;
const OPENING_QUESTION =
  /\b(what brings you|what's going on|what is going on|what seems to be|what can i do for you|how can i help|what happened|tell me about)\b/i;
const STOP_WORDS = /\s+(?:and|but|so|which|who|that|as|since|because|okay|today|now|for|with|x|to)\b.*$/i;
const MAX_WORDS = 6;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a symptom or diagnosis mention is written as a complaint: side, site and term. */
export function complaintText(mention: Pick<Mention, 'display' | 'attributes'>): string {
  const side = mention.attributes.laterality;
  const term = side && !mention.display.startsWith(side) ? `${side} ${mention.display}` : mention.display;
  return capitalise(term);
}

function firstClinical(mentions: readonly Mention[], sentenceIndex: number, fromToken = 0): Mention | undefined {
  return mentions.find(
    (m) =>
      m.sentenceIndex === sentenceIndex &&
      m.first >= fromToken &&
      (m.kind === 'symptom' || m.kind === 'condition') &&
      m.assertion === 'present' &&
      !m.historyOf,
  );
}

const COMPLAINTS_PER_ANSWER = 2;

/** "I have had a fever and a bad cough" → "Fever and cough": the complaints the answer names, in its order. */
function answerComplaint(mentions: readonly Mention[], first: Mention): string {
  const named = mentions.filter(
    (m) =>
      m.sentenceIndex === first.sentenceIndex &&
      m.first >= first.first &&
      (m.kind === 'symptom' || m.kind === 'condition') &&
      m.assertion === 'present' &&
      !m.historyOf,
  );
  const texts = [...new Set(named.map((m) => complaintText(m)))].slice(0, COMPLAINTS_PER_ANSWER);
  return texts.map((text, k) => (k === 0 ? text : text.toLowerCase())).join(' and ');
}

function fromSummary(sentence: Sentence, mentions: readonly Mention[]): ChiefComplaint | null {
  const match = PRESENTS.exec(sentence.text);
  if (!match?.[1]) return null;
  const offset = sentence.start + (match.index ?? 0) + match[0].length - match[1].length;
  const token = sentence.tokens.findIndex((t) => t.start >= offset);
  const mention = token >= 0 ? firstClinical(mentions, sentence.index, token) : undefined;
  if (mention && mention.first - token <= 3)
    return { text: complaintText(mention), evidence: [sentenceEvidence(sentence)] };
  const phrase = match[1].replace(STOP_WORDS, '').trim().split(/\s+/).slice(0, MAX_WORDS).join(' ');
  if (!phrase || phrase.split(' ').length > MAX_WORDS || /\b(you|your|i|me|my)\b/.test(phrase)) return null;
  return { text: capitalise(phrase.replace(/\s+-\s*/g, '-')), evidence: [sentenceEvidence(sentence)] };
}

/**
 * The reason for the visit: the clinician's one-liner ("presents with …") when dictated, else the patient's
 * answer to the opening question, else the first symptom the patient reports.
 */
export function findChiefComplaint(
  sentences: readonly Sentence[],
  mentions: readonly Mention[],
  profile: PatientProfile,
): ChiefComplaint | null {
  const summary = profile.summary ? sentences[profile.summary.sentenceIndex] : undefined;
  const candidates = summary
    ? [summary, ...sentences.filter((s) => s.speaker === 'doctor' && s.index !== summary.index)]
    : sentences.filter((s) => s.speaker === 'doctor');
  for (const sentence of candidates.slice(0, 12)) {
    if (sentence.phase !== 'history') continue;
    const found = fromSummary(sentence, mentions);
    if (found) return found;
  }
  const opening = sentences.find(
    (s, i) => s.speaker === 'doctor' && i < sentences.length * 0.3 && OPENING_QUESTION.test(s.text),
  );
  if (opening) {
    const own = firstClinical(mentions, opening.index);
    if (own && /\b(your|you)\b/.test(opening.text))
      return { text: complaintText(own), evidence: [sentenceEvidence(opening)] };
    for (const answer of sentences.slice(opening.index + 1, opening.index + 4)) {
      const mention = answer.speaker === 'patient' ? firstClinical(mentions, answer.index) : undefined;
      if (mention) return { text: answerComplaint(mentions, mention), evidence: [sentenceEvidence(answer)] };
    }
  }
  const reported = mentions.find(
    (m) => m.kind === 'symptom' && m.assertion === 'present' && sentences[m.sentenceIndex]?.speaker === 'patient',
  );
  if (reported)
    return { text: complaintText(reported), evidence: [sentenceEvidence(sentences[reported.sentenceIndex]!)] };
  return null;
}

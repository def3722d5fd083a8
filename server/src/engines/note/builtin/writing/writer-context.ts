import type { EvidenceSpan } from '@common/schemas/note.schema';
import type { Sentence, TranscriptAnalysis } from '../../shared/analysis/analysis.types';
import type { Mention } from '../../shared/analysis/finding-extractor';
import { sentenceEvidence } from '../../shared/analysis/finding-merger';
import { containsPhrase, stemTokens, cueIndex } from '../../shared/analysis/phrase-index';
import { timeEvidence } from '../../shared/analysis/segment-timeline';
import { NON_CLINICAL_CUES, NOT_SOCIAL_CUES, SOCIAL_HISTORY_CUES } from '../../shared/vocabulary/history-cue.vocab';
import { DEVICE_COMMAND_CUES } from '../../shared/vocabulary/section-cue.vocab';
import { FEMALE_PRONOUNS, MALE_PRONOUNS, NEUTRAL_PRONOUNS, type Pronouns } from './person-converter';
import { findRuledOut } from '../../shared/analysis/ruled-out-talk';
import { namesOnlyCutCondition, namesOnlyRuledOut } from './condition-reading';
import { rewriteSentence } from './sentence-rewriter';
import { companionVoices, introducesSpeaker, speaksToCompanion } from './companion-voice';
import { companionNames } from '../../shared/analysis/companion-address';

const nonClinical = cueIndex(NON_CLINICAL_CUES);
const deviceCommands = cueIndex(DEVICE_COMMAND_CUES);
const socialCues = cueIndex(SOCIAL_HISTORY_CUES);
const notSocial = cueIndex(NOT_SOCIAL_CUES);

const WAKE_WORDS_MAX = 3;
const COMMAND_VERBS = new Set(['order', 'show', 'prescribe', 'finalize', 'send', 'open', 'refill', 'start', 'pull']);

/** What every section writer needs: the analysis, how to name the patient, and which sentences are spoken for. */
export class WriterContext {
  readonly pronouns: Pronouns;
  readonly mentionsBySentence = new Map<number, Mention[]>();
  /** Sentences already written somewhere in the note, so none is written twice. */
  readonly used = new Set<number>();
  /** Conditions the clinician ruled out, with the sentence that did: talk of them after it is no diagnosis. */
  private readonly ruledOutAt: ReadonlyMap<string, number>;

  /** Nouns naming the patient when a parent speaks for a child ("son"); empty otherwise. */
  readonly patientNouns: ReadonlySet<string>;
  private voices: ReadonlyMap<number, Pronouns> | undefined;
  private companionNamesSaid: ReadonlyMap<string, string> | undefined;

  constructor(readonly analysis: TranscriptAnalysis) {
    this.patientNouns = analysis.referent?.nouns ?? new Set();
    this.ruledOutAt = findRuledOut(analysis.mentions, analysis.sentences);
    const sex = analysis.patient.sex?.value;
    this.pronouns = sex === 'female' ? FEMALE_PRONOUNS : sex === 'male' ? MALE_PRONOUNS : NEUTRAL_PRONOUNS;
    for (const mention of analysis.mentions) {
      const list = this.mentionsBySentence.get(mention.sentenceIndex) ?? [];
      list.push(mention);
      this.mentionsBySentence.set(mention.sentenceIndex, list);
    }
  }

  get sentences(): readonly Sentence[] {
    return this.analysis.sentences;
  }

  mentionsOf(sentence: Sentence): Mention[] {
    return this.mentionsBySentence.get(sentence.index) ?? [];
  }

  /** Evidence spans of sentences (with audio times when known), and of the sex evidence when a pronoun is used. */
  evidence(indexes: readonly number[]): EvidenceSpan[] {
    const unique = [...new Set(indexes)].sort((a, b) => a - b);
    return unique.map((index) => timeEvidence(sentenceEvidence(this.sentences[index]!), this.analysis.timeline));
  }

  timed(span: EvidenceSpan): EvidenceSpan {
    return timeEvidence(span, this.analysis.timeline);
  }

  /** `asCondition`: the caller writes the sentence as a condition (safety-netting), so its possibilities may stay. */
  rewrite(sentence: Sentence, clinicalStyle = false, asCondition = false): string | null {
    const previous = this.sentences[sentence.index - 1];
    const mentions = this.mentionsOf(sentence);
    if (!asCondition && namesOnlyCutCondition(sentence, mentions, previous)) return null;
    if (!asCondition && namesOnlyRuledOut(sentence, mentions, this.ruledOutAt)) return null;
    // A parent speaking for a child is not the patient: their "I" is the family's, "my son" the patient.
    const referent = this.analysis.referent;
    const voice =
      sentence.guest || (referent && sentence.speaker === 'patient')
        ? 'guest'
        : sentence.speaker === 'patient'
          ? 'patient'
          : 'doctor';
    // The clinician's "your" to a companion on their own illness is theirs: never written as the patient's.
    this.companionNamesSaid ??= companionNames(this.sentences);
    if (speaksToCompanion(sentence, mentions, this.companionNamesSaid)) return null;
    // A companion's or a child's carer's "I" is theirs ("her husband has got gout"), never the patient's.
    const speaker = voice === 'patient' ? this.companionVoice(sentence) : undefined;
    const companionSpeaks = speaker !== undefined || voice === 'guest';
    if (introducesSpeaker(sentence, mentions, companionSpeaks, this.companionNamesSaid)) return null;
    const text = rewriteSentence(sentence.text, {
      voice,
      pronouns: this.pronouns,
      clinicalStyle,
      patientNouns: this.patientNouns,
      speaker,
    });
    // A companion's "she"/"he" is the patient, not the relative their own illness belongs to.
    if (speaker) return text;
    // "She had the second type of diabetes" (asked about the mother) names the relative, not the patient.
    const relative = this.analysis.mentions.find(
      (m) => m.sentenceIndex === sentence.index && m.assertion === 'family' && m.attributes.relative,
    )?.attributes.relative;
    return text && relative ? text.replace(/^(She|He)\b/, `The patient's ${relative}`) : text;
  }

  /** Who says a patient-side sentence when the analysis finds it is a companion or a child's carer, not the patient. */
  companionVoice(sentence: Sentence): Pronouns | undefined {
    this.voices ??= companionVoices(this.analysis, this.pronouns);
    return this.voices.get(sentence.index);
  }

  /** Talk to the dictation device, including the order that follows "hey dragon ." as its own sentence. */
  isDeviceCommand(sentence: Sentence): boolean {
    if (containsPhrase(stemTokens(sentence.tokens), deviceCommands)) return true;
    const previous = this.sentences[sentence.index - 1];
    const afterWakeWord =
      previous?.turnIndex === sentence.turnIndex &&
      previous.tokens.length <= WAKE_WORDS_MAX &&
      containsPhrase(stemTokens(previous.tokens), deviceCommands);
    return afterWakeWord && COMMAND_VERBS.has(sentence.tokens[0]?.norm ?? '');
  }

  /** Pleasantries, thanks, and meta talk with nothing clinical in them. */
  isSmallTalk(sentence: Sentence): boolean {
    if (this.isDeviceCommand(sentence)) return true;
    return this.mentionsOf(sentence).length === 0 && containsPhrase(stemTokens(sentence.tokens), nonClinical);
  }

  isSocial(sentence: Sentence): boolean {
    // "I've reacted badly to sulfa drugs" names allergens: the word "drugs" there is no substance use.
    const clinical = this.mentionsOf(sentence).some(
      (m) => m.kind === 'symptom' || m.kind === 'condition' || m.kind === 'allergy',
    );
    const stems = stemTokens(sentence.tokens);
    return !clinical && containsPhrase(stems, socialCues) && !containsPhrase(stems, notSocial);
  }
}

import type { Assertion, FindingKind } from '../../../../coding/clinical-finding';
import { NON_KIN_PEOPLE } from '../vocabulary/context-trigger.vocab';
import { IMPRESSION_CUES, PLAN_KIND_CUES, PROBLEM_LEAD_INS } from '../vocabulary/section-cue.vocab';
import type { Mention, Sentence } from './analysis.types';
import { findAllergens } from './allergen-finder';
import { drugReaction, drugReactionWord } from './drug-reaction-reader';
import { allergenOfSpeaker, takenBySpeaker } from './companion-medicine';
import { companionSelfAnswers, setsSpeakerApart } from './companion-address';
import { conditionalAdviceSpans, leavesConditionOpen, opensWithAdvice } from './conditional-advice';
import { assessContext } from './assertion-context';
import {
  ALLERGY_WORDS,
  allergyExchange,
  answersAboutRelatives,
  familyListAnswers,
  familyHistoryListings,
  asksAllergiesInPassing,
  gluedAllergyAnswer,
  pronounRelatives,
  speaksOfSelf,
  speaksOfSelfBefore,
} from './exchange-context';
import { LEXICON } from './concept-lexicon';
import { clauseBreaks } from './laterality-reader';
import { namedBeforeAllergyList } from './allergy-list-opener';
import { readOtherVoices } from './other-voices';
import { findMentions, type RawMention } from './mention-finder';
import { addAttributes } from './mention-attribute-reader';
import { asksDrugAllergies, asksOtherAbout, makeReferralMention, readTestKind } from './mention-kind-reader';
import { readAnsweredStatus, refineStatus } from './mention-status-reader';
import { readVisitUlcerSense, resolveUlcerSenses } from './ulcer-sense';
import { deniedByEcho, gluedDenialSpan, gluedOpenAnswer } from './glued-answer';
import { plannedBeforeQuestion } from './run-on-plan';
import { deniedAlternatives } from './glued-list-denial';
import { deniedInAnswerRun } from './answer-run';
import { allergyDeniedThere, takenNotAllergen } from './taken-not-allergen';
import { allergiesDeniedAfter } from './allergy-denied-after';
import { complaintOwner, patientTokensOf, type PatientReferent } from './patient-referent';
import {
  carerTakesMedicine,
  maternalInChildVisit,
  namesAnyone,
  speaksOnlyOfSelf,
  withoutIntroducedPeople,
} from './proxy-carer';
import { containsPhrase, stemTokens, cueIndex } from './phrase-index';
import { answerPolarity, type QuestionAnswer } from './question-answer';
import { answeredReactions } from './reaction-question';
import { readSentenceAct } from './sentence-act';
import { carryRelativeAcrossCut, relativeMedicationStatus } from './relative-carry';
import { answeredDose } from './medication-extractor';
import { familyContrasts, unconfirmedFamilyItems } from './family-question';
import { answerToBareList } from './bare-list-question';
import { describesAppearance } from './passing-state';
import { readVaccine } from './vaccine-status';
import { runMentionPasses } from './mention-passes';
import { readTagStatement } from './tag-question';
import { checksStatement, confirmsWholeStatement } from './tagged-question';
import { isQuestionTopic } from './question-topic';
import { saidWords } from './word-tokenizer';

export type { Mention };

const nonKin = new Set(NON_KIN_PEOPLE);
const impressionCues = cueIndex([...IMPRESSION_CUES, ...PROBLEM_LEAD_INS.filter((cue) => cue.includes('your'))]);
const referralCues = cueIndex(PLAN_KIND_CUES.referral);

const isComplaint = (mention: RawMention) => mention.kind === 'symptom' || mention.kind === 'condition';

export interface ExtractOptions {
  /** Who the patient is when a parent speaks for a child ("my son"): those words name the patient, not a relative. */
  referent?: PatientReferent | null;
}

/** Every concept of every sentence, with ConText status, answers applied and kinds settled. */
export function extractMentions(
  sentences: readonly Sentence[],
  questions: ReadonlyMap<number, QuestionAnswer>,
  options: ExtractOptions = {},
): Mention[] {
  const mentions: Mention[] = [];
  const referent = options.referent ?? null;
  const allergyAnswers = allergyExchange(sentences, questions);
  // "What happens when you take sulfa?" "I get a rash.": the drug is an allergen, the rash its reaction.
  const reactions = answeredReactions(questions);
  const reactionAnswers = new Set([...reactions.values()].map((asked) => asked.answer));
  const familyListings = familyHistoryListings(sentences);
  const contrasts = familyContrasts(sentences);
  const familyLists = familyListAnswers(sentences, questions);
  const unconfirmed = unconfirmedFamilyItems(sentences, questions);
  const ulcerSense = readVisitUlcerSense(sentences);
  // A young child's parent speaks on the patient side: their "I had …" is theirs (see proxy-carer).
  const voices = readOtherVoices(sentences);
  const carers = voices.carers;
  // A child patient is "she" or "he" to the parent who speaks: a pronoun then stands for a relative only when
  // another one was just introduced, and the child and carer the introduction names are no relatives.
  const pronouns = withoutIntroducedPeople(sentences, pronounRelatives(sentences, referent), carers);
  const familyAnswers = withoutIntroducedPeople(
    sentences,
    answersAboutRelatives(sentences, questions, referent),
    carers,
  );
  const maternal = maternalInChildVisit(sentences, referent);
  const companions = voices.all;
  const selfAnswers = companionSelfAnswers(sentences);
  for (const sentence of sentences) {
    const includeExam = sentence.speaker === 'doctor' && !sentence.isQuestion && sentence.phase !== 'history';
    const stems = stemTokens(sentence.tokens);
    const raw = resolveUlcerSenses(sentence.tokens, findMentions(sentence.tokens, includeExam), ulcerSense);
    if (sentence.speaker === 'doctor' && sentence.phase === 'plan' && containsPhrase(stems, referralCues)) {
      raw.push(
        ...LEXICON.specialties
          .matchAll(sentence.tokens)
          .map((match) => makeReferralMention(match.entry, match.first, match.last)),
      );
    }
    const allergyAt = sentence.tokens.findIndex((token) => ALLERGY_WORDS.test(token.norm));
    // "Any allergies? Penicillin.": what answers an allergy question names allergens, not medicines taken.
    const allergyTalk = allergyAt >= 0 || allergyAnswers.has(sentence.index) || reactions.has(sentence.index);
    if (allergyTalk) raw.push(...findAllergens(sentence.tokens, raw));
    if (raw.length === 0) continue;
    const patientTokens = patientTokensOf(sentence.tokens, referent);
    const contexts = carryRelativeAcrossCut(
      sentences,
      sentence,
      raw,
      assessContext(sentence.tokens, raw, { patientTokens }),
      referent,
    );
    const before = sentences[sentence.index - 1];
    const after = sentences[sentence.index + 1];
    const conditions = conditionalAdviceSpans(
      sentence.tokens,
      // In untagged speech the whole talk is one turn and a cut-off clause's guessed speaker is no evidence.
      before?.turnIndex === sentence.turnIndex && leavesConditionOpen(before.tokens),
      after?.turnIndex === sentence.turnIndex && opensWithAdvice(after.tokens),
    );
    const glued = gluedDenialSpan(sentence.tokens);
    const alternativesDenied = new Set([
      ...deniedAlternatives(sentence.tokens, raw),
      ...deniedInAnswerRun(sentence.tokens, raw),
    ]);
    // A parent (or any guest) speaking of themselves: their own complaints are not the patient's.
    const parentSpeaks =
      sentence.speaker === 'patient' && (sentence.guest || referent !== null || companions.has(sentence.index));
    const asked = questions.get(sentence.index);
    // "Any wheezing with your asthma?": the known problem is the question's topic, not an item it asks about.
    const topics = new Set(
      raw.filter((item) => isComplaint(item) && isQuestionTopic(sentence.tokens, item, raw.filter(isComplaint))),
    );
    const clinical = raw.filter((item) => isComplaint(item) && !topics.has(item));
    // A yes to a list asked ("fever, chills?") confirms none in particular; to a statement read out, all of it.
    // The same item said twice ("short of breath on the hill | short of breath yes") is still one item.
    const singleAsked =
      new Set(clinical.map((item) => saidWords(sentence.tokens, item))).size <= 1 ||
      (asked !== undefined && confirmsWholeStatement(sentence.tokens));
    // "… No. Okay, coughing, headache?" said bare in a run of questions asks; the next words answer it.
    const bareList = asked ? null : answerToBareList(sentences, sentence, clinical, questions);
    const impression =
      sentence.speaker === 'doctor' &&
      sentence.phase === 'plan' &&
      !sentence.isQuestion &&
      (containsPhrase(stems, impressionCues) || readSentenceAct(sentence.tokens) === 'impression');
    const kinds = raw.map((item) =>
      item.kind === 'order' && item.testKind !== 'vaccine' ? readTestKind(item, sentence) : item.kind,
    );
    // A result read out ("the chest x-ray showed pulmonary edema") reports the film, not the body examined: what
    // follows it in its clause is the film's finding. "Lungs clear and the x-ray is normal" keeps the lungs.
    const results = raw.filter((_, k) => kinds[k] === 'result');
    const breaks = clauseBreaks(sentence.tokens);
    const readOutBy = (item: RawMention) =>
      results
        .filter((r) => r.last <= item.first && !breaks.some((b) => b >= r.last && b < item.first))
        .map((r) => r.display);
    raw.forEach((item, k) => {
      const context = contexts[k]!;
      let assertion: Assertion | null = context.assertion;
      let reason = context.trigger ? `trigger "${context.trigger}"` : 'no context trigger';
      // A clinician's repeat after "of what?" is paired too, though said as a statement.
      if ((sentence.isQuestion || asked !== undefined) && (sentence.speaker === 'doctor' || asked !== undefined)) {
        // "What about heart disease?" asked on of the family is asked of relatives, as "any family history of …" is.
        const ofFamily = sentence.speaker === 'doctor' && familyAnswers.has(sentence.index);
        const said = ofFamily && context.assertion === 'present' ? 'family' : context.assertion;
        assertion =
          asked && topics.has(item)
            ? context.assertion
            : asked
              ? readAnsweredStatus(said, asked.polarity, singleAsked, context.trigger)
              : ((isComplaint(item) ? readTagStatement(sentence.text, context.assertion) : null) ??
                (isComplaint(item) && checksStatement(sentence.tokens) ? context.assertion : null));
        if (asked && topics.has(item)) reason = 'the topic of the question, not an item asked about';
        else if (asked)
          reason = `asked; answer "${asked.answer.text.slice(0, 30)}" (${asked.polarity}) in sentence ${asked.answer.index}`;
      } else if (sentence.isQuestion && asksOtherAbout(sentence, item)) assertion = null;
      else if (
        sentence.speaker === 'doctor' &&
        isComplaint(item) &&
        readTagStatement(sentence.text, null) === 'negated'
      ) {
        assertion = 'negated';
        reason = 'a "no" right after the tag of a tag statement';
      } else if (bareList && isComplaint(item)) {
        assertion = readAnsweredStatus(context.assertion, bareList.polarity, clinical.length <= 1);
        reason = `named bare in a run of questions; answer (${bareList.polarity}) in sentence ${bareList.answerIndex}`;
      }
      // Unpunctuated speech glues the answer to the question ("any allergies penicillin"): a medicine named
      // right after the allergy word, not asked about ("allergies to penicillin"), is the answer.
      const allergen = item.kind === 'medication' || item.kind === 'allergy';
      const allergyAsked = sentence.isQuestion || asksAllergiesInPassing(sentence, allergyAt);
      if (allergyAsked && allergen && gluedAllergyAnswer(sentence, allergyAt, item)) {
        assertion = 'present';
        reason = 'named right after "allergies" (answer glued to the question)';
      }
      // The next words answering "no" ("… atorvastatin twenty milligrams | no i stopped it") leave it asked; a
      // medicine already denied ("let us not start metformin …"), as said or as answered, stays denied.
      const denied = assertion === 'negated' || context.assertion === 'negated';
      const glueable = sentence.isQuestion && item.kind === 'medication' && asked?.polarity !== 'no' && !denied;
      if (glueable && gluedOpenAnswer(sentence, item)) {
        assertion = 'present';
        reason = 'named with its dose right after an open question (answer glued to the question)';
      }
      const statedAsPlan = glueable && sentence.speaker === 'doctor' && plannedBeforeQuestion(sentence, item);
      if (statedAsPlan) {
        assertion = 'present';
        reason = 'its change stated as the plan in a run of speech read as a question';
      }
      if (assertion === 'present' && conditions.some((span) => item.first >= span.first && item.last <= span.last)) {
        assertion = 'hypothetical';
        reason = 'a condition of "if … call/come back" advice';
      }
      // A finding composed across the question ("face … does this hurt") is asked when its last word is.
      if (assertion === 'present' && glued && item.last > glued.first && item.last <= glued.last) {
        assertion = 'negated';
        reason = 'asked and answered "no" in one run of speech';
      }
      if (assertion === 'present' && alternativesDenied.has(k)) {
        assertion = 'negated';
        reason = 'offered as alternatives and answered "no" at once';
      }
      const statuses = contexts.map((c) => c.assertion);
      if (assertion === 'present' && deniedByEcho(sentence.tokens, raw, statuses, k)) {
        assertion = 'negated';
        reason = 'named bare, then repeated denied ("headache no headaches")';
      }
      // Unpunctuated speech hides the question mark: "… anyone in your family have cancer | i was adopted".
      const next = sentences[sentence.index + 1];
      const unknowable = next?.speaker === 'patient' && answerPolarity(next.tokens) === 'unknown';
      if (assertion === 'family' && sentence.speaker === 'doctor' && unknowable) return;
      if (assertion === 'family' && unconfirmed.get(sentence.index)?.has(item.conceptId)) return;
      const askedReaction = reactions.get(sentence.index);
      if (askedReaction && (item.kind === 'medication' || item.kind === 'allergy')) {
        assertion = 'present';
        reason = `asked what it does; answer names "${askedReaction.reaction}" in sentence ${askedReaction.answer}`;
      }
      const saidReaction = sentence.tokens.slice(item.first, item.last).some((t) => drugReactionWord(t.norm));
      if (reactionAnswers.has(sentence.index) && isComplaint(item) && saidReaction) {
        assertion = 'hypothetical';
        reason = 'the reaction to a drug the clinician asked about, not a complaint';
      }
      // "How are you taking the levothyroxine?" "Seventy-five micrograms, every morning.": an answer giving the dose
      // says the medicine is taken, though it says neither yes nor no.
      if (assertion === null && asked?.polarity === 'unclear' && item.kind === 'medication') {
        if (answeredDose([asked.answer.tokens])) {
          assertion = 'present';
          reason = `asked; answer "${asked.answer.text.slice(0, 30)}" gives its dose in sentence ${asked.answer.index}`;
        }
      }
      if (assertion === null) return;
      let kind: FindingKind | null = kinds[k]!;
      // "I'll prescribe nitrofurantoin, which is fine with a penicillin allergy": the drug prescribed is no allergen.
      const prescribed = sentence.speaker === 'doctor' && !sentence.isQuestion && item.medication?.action === 'start';
      const taken =
        takenNotAllergen(sentence, item, questions) ||
        allergiesDeniedAfter(sentence, item, sentences) ||
        namedBeforeAllergyList(sentence.tokens, item, raw);
      if (item.kind === 'medication' && allergyTalk && !prescribed && !taken) kind = 'allergy';
      const reaction =
        (askedReaction && assertion === 'present' ? askedReaction.reaction : null) ??
        (item.kind === 'medication' && !prescribed && assertion === 'present'
          ? drugReaction(sentence.tokens, item)
          : null);
      if (reaction) kind = 'allergy';
      if (kind === 'allergy' && assertion === 'present' && allergyDeniedThere(sentence)) {
        assertion = 'negated';
        reason = 'the sentence says the patient is not allergic';
      }
      if (item.conceptId === 'allergic-rhinitis' && allergyTalk && asksDrugAllergies(sentence, raw, item)) return;
      const source = readOutBy(item);
      if (kind === null || (kind === 'exam' && source.length > 0)) return;
      const attributes = { ...item.attributes };
      if (item.testKind === 'vaccine') {
        const vaccine = readVaccine(sentence, assertion);
        kind = vaccine.kind;
        assertion = vaccine.assertion;
        if (vaccine.status) attributes.status = vaccine.status;
      }
      const owner = complaintOwner(sentence.tokens, item, []);
      const owned =
        (parentSpeaks &&
          isComplaint(item) &&
          patientTokens.size === 0 &&
          (owner === 'speaker' ||
            (carers.has(sentence.index) && speaksOnlyOfSelf(sentence.tokens)) ||
            // "Irene, how about you?" "Angina.": a bare answer to being asked of themselves.
            (owner === null && selfAnswers.has(sentence.index) && !namesAnyone(sentence.tokens)))) ||
        maternal(item);
      // A companion's own medicine ("I'm on methotrexate") is theirs, as their own illness is; so is an allergen
      // in their words setting themselves apart ("Penicillin's me, not her").
      const ownMedicine =
        companions.has(sentence.index) &&
        parentSpeaks &&
        (takenBySpeaker(sentence.tokens, item) ||
          (kind === 'allergy' && setsSpeakerApart(sentence) && allergenOfSpeaker(sentence.tokens, item)) ||
          (carers.has(sentence.index) && carerTakesMedicine(sentence.tokens, item)));
      // "Any health problems in the family?" "High blood pressure.": the answer is a relative's condition. A
      // sentence led by the relative's "she" is theirs up to where the speaker comes in ("… what I always thought").
      const led = speaksOfSelfBefore(sentence, item.first) ? undefined : pronouns.get(sentence.index);
      const relative =
        led ??
        (speaksOfSelf(sentence) && !familyLists.has(sentence.index)
          ? undefined
          : (familyAnswers.get(sentence.index) ?? familyListings.get(sentence.index) ?? contrasts.get(sentence.index)));
      const refined = isComplaint(item)
        ? refineStatus(item, assertion, context, sentence, owned || relative !== undefined)
        : relativeMedicationStatus(item, assertion, relative ?? (ownMedicine ? 'speaker' : undefined));
      // "Dad looks nervous": how a relative looks is no condition of theirs.
      if (refined.assertion === 'family' && describesAppearance(sentence.tokens, item)) return;
      if (relative && relative !== 'family' && refined.assertion === 'family') attributes.relative = relative;
      // "My husband has diabetes": someone else's illness, but no family history to code.
      const who = relative ?? (owned ? undefined : context.trigger);
      if (refined.assertion === 'family' && who !== undefined && nonKin.has(who)) attributes.notKin = 'true';
      if (refined.assertion !== assertion) {
        if (owned || ownMedicine) reason = 'a relative speaking of themselves';
        else if (relative)
          reason = pronouns.has(sentence.index)
            ? `"he"/"she"/"they" after "${relative}"`
            : familyAnswers.has(sentence.index)
              ? `answer to a question about "${relative}"`
              : 'listed after a family-history heading';
        else reason = refined.time ? `dated "${refined.time}"` : 'an event said as history';
      }
      if (reaction) attributes.reaction = reaction;
      if (reaction) reason = `${reason}; a reaction ("${reaction}") to the drug`;
      else if (kind === 'allergy' && item.kind === 'medication') reason = `${reason}; in an exchange about allergies`;
      if (refined.time) attributes.time = refined.time;
      if (isComplaint(item) && source.length > 0) attributes.source = source.join(', ');
      const mention: Mention = {
        ...item,
        kind,
        attributes,
        sentenceIndex: sentence.index,
        assertion: refined.assertion,
        historyOf: context.historyOf,
        // "Any family history of breast cancer?" "None.": no relative has it either.
        negatedToo:
          context.negated ||
          refined.assertion === 'negated' ||
          (refined.assertion === 'family' && sentence.isQuestion && asked?.polarity === 'no'),
        inAssessment: impression && isComplaint(item) && refined.assertion !== 'negated',
        evidenceSentences: asked
          ? [sentence.index, asked.answer.index]
          : bareList && isComplaint(item)
            ? [...new Set([sentence.index, bareList.answerIndex])]
            : [sentence.index],
        reason,
        ...(statedAsPlan ? { statedAsPlan: true } : {}),
      };
      addAttributes(mention, sentence);
      mentions.push(mention);
    });
  }
  return runMentionPasses(mentions, { sentences, questions, referent, leadRelatives: pronouns });
}

import type { Mention, PatientReferent, Sentence } from './analysis.types';
import { keepAllergensSetApart } from './allergy-others-denied';
import { applyDrugIntolerances } from './drug-intolerance';
import { dropAllergyReactions } from './allergy-reaction';
import { nameAddressedCompanions } from './companion-address';
import { applyCompanionEchoes } from './companion-echo';
import { carryDenialThroughSwap } from './correction-denial';
import { applyCorrections } from './correction-reader';
import { carryDoses } from './dose-carrier';
import { carryListStatus, carryWatchList } from './list-continuation';
import { applyPatientDenials } from './patient-denial';
import { applyIronicDenials } from './ironic-denial';
import { applyRetractions } from './retraction';
import { applyClinicianDenials, pairPatientQuestions } from './patient-question';
import { applyPatientWorries } from './patient-worry';
import type { QuestionAnswer } from './question-answer';
import { applyOthersIllnessTalk } from './others-illness-talk';
import { applyContactIllness } from './contact-illness';
import { applyAdviceEchoes } from './advice-echo';
import { applyAskedAcrossCut } from './asked-across-cut';
import { applyAskedInRun } from './asked-in-run';
import { carryRelativeIllness } from './relative-carry';
import { applyRelativeReferences } from './relative-reference';
import { applyRuledOutSuppositions, applyRuledOutTalk } from './ruled-out-talk';
import { applySmokingTense } from './smoking-tense';
import { applyDiabeticFootUlcer } from './ulcer-sense';
import { applyVaccineRefusals } from './vaccine-status';
import { dropValuesWithinNormal } from './value-within-normal';

/** What a pass reads besides the mentions: the talk they were found in and its question–answer pairs. */
export interface MentionPassInput {
  sentences: readonly Sentence[];
  questions: ReadonlyMap<number, QuestionAnswer>;
  /** The child patient someone speaks for, when there is one ("my son"). */
  referent?: PatientReferent | null;
  /** The relative each sentence led by "he" / "she" stands for. */
  leadRelatives?: ReadonlyMap<number, string>;
}

/**
 * One named pass over every mention of the visit, run once each sentence's own mentions are read: it settles what
 * only talk beyond the sentence shows (a later correction, a denial, a dose said turns after the medicine).
 */
export interface MentionPass {
  name: string;
  /** What the pass settles, in a line. */
  does: string;
  run(mentions: Mention[], input: MentionPassInput): Mention[];
}

/** A pass written as an in-place update of the mentions it is given. */
function updating(update: (mentions: Mention[], input: MentionPassInput) => void) {
  return (mentions: Mention[], input: MentionPassInput): Mention[] => {
    update(mentions, input);
    return mentions;
  };
}

/**
 * The passes in the order they run. The order matters: corrections and denials settle a mention's status before
 * list and watch-list carries copy it to neighbours, and allergy reactions are dropped last, once every allergen is.
 */
export const MENTION_PASSES: readonly MentionPass[] = [
  { name: 'vaccine-refusals', does: 'a declined vaccine is not given', run: updating(applyVaccineRefusals) },
  {
    name: 'companion-relation',
    does: 'a companion asked by name has their own illness',
    run: updating((m, { sentences }) => nameAddressedCompanions(m, sentences)),
  },
  {
    name: 'companion-echo',
    does: "the clinician's words back to a companion on their own illness are theirs too",
    run: updating((m, { sentences }) => applyCompanionEchoes(m, sentences)),
  },
  {
    name: 'relative-illness',
    does: "an illness named again after a relative's stays theirs",
    run: updating((m, { sentences, questions }) => carryRelativeIllness(m, sentences, questions)),
  },
  {
    name: 'relative-reference',
    does: 'a "his" / "she\'s" or a comparison ("like your mum") inside the sentence points the finding to a relative',
    run: updating((m, { sentences, referent, leadRelatives }) =>
      applyRelativeReferences(m, sentences, leadRelatives ?? new Map(), referent ?? null),
    ),
  },
  {
    name: 'contact-illness',
    does: 'an illness told of a friend, colleague or other non-family contact is theirs',
    run: updating((m, { sentences, referent }) => applyContactIllness(m, sentences, referent ?? null)),
  },
  {
    name: 'others-illness-talk',
    does: "an illness told only as someone else's, named again by the clinician, is not the patient's",
    run: updating((m, { sentences }) => applyOthersIllnessTalk(m, sentences)),
  },
  {
    name: 'corrections',
    does: 'a speaker correcting a side, dose or finding takes the correction',
    run: updating((m, { sentences }) => applyCorrections(m, sentences)),
  },
  {
    name: 'retractions',
    does: 'a complaint its speaker takes back ("well, no, hang on") is denied',
    run: updating((m, { sentences }) => applyRetractions(m, sentences)),
  },
  {
    name: 'ironic-denials',
    does: 'a finding said back with a wry "I wish" is denied',
    run: updating((m, { sentences }) => applyIronicDenials(m, sentences)),
  },
  {
    name: 'patient-denials',
    does: 'a patient denying what was said of them',
    run: updating((m, { sentences }) => applyPatientDenials(m, sentences)),
  },
  {
    name: 'clinician-denials',
    does: "a patient's own question answered no",
    run: updating((m, { sentences }) => applyClinicianDenials(m, sentences, pairPatientQuestions(sentences))),
  },
  // After the clinician's "no" (which denies): a worry left unanswered or answered otherwise is no finding.
  {
    name: 'patient-worries',
    does: 'a condition named only in the patient\'s "is it X?" / "could it be X?" is uncertain, not present',
    run: updating((m, { sentences }) => applyPatientWorries(m, sentences)),
  },
  {
    name: 'asked-in-run',
    does: 'items of a spoken question run on into its answer ("any X or Y … no X") are denied',
    run: updating((m, { sentences }) => applyAskedInRun(m, sentences)),
  },
  {
    name: 'asked-across-cut',
    does: 'an item asked at a spoken sentence\'s end ("… any fever") and denied as the next opens is denied',
    run: updating((m, { sentences }) => applyAskedAcrossCut(m, sentences)),
  },
  // After the clinician's answers: a patient's "is it gout?" answered no rules gout out too.
  {
    name: 'ruled-out-talk',
    does: 'a condition the clinician ruled out, named again untied to the patient, is talk of the illness in general',
    run: updating((m, { sentences }) => applyRuledOutTalk(m, sentences)),
  },
  {
    name: 'ruled-out-supposition',
    does: "the patient's guess at a diagnosis that the clinician ruled out is denied",
    run: updating((m, { sentences }) => applyRuledOutSuppositions(m, sentences)),
  },
  {
    name: 'denial-swap',
    does: 'a finding swapped in for a denied one ("I mean")',
    run: updating((m, { sentences }) => carryDenialThroughSwap(m, sentences)),
  },
  {
    name: 'list-status',
    does: "a list's items share its status",
    run: updating((m, { sentences }) => carryListStatus(m, sentences)),
  },
  {
    name: 'watch-list',
    does: 'symptoms named to watch for are hypothetical',
    run: updating((m, { sentences }) => carryWatchList(m, sentences)),
  },
  {
    name: 'advice-echo',
    does: 'findings of safety-netting advice said back ("stuck, painful, vomiting, A&E") are what may come',
    run: updating((m, { sentences }) => applyAdviceEchoes(m, sentences)),
  },
  {
    name: 'doses',
    does: 'a dose said after its medicine joins it',
    run: updating((m, { sentences, questions }) => carryDoses(m, sentences, questions)),
  },
  {
    name: 'smoking-tense',
    does: 'a smoker who has stopped is a former smoker',
    run: updating((m, { sentences, questions }) => applySmokingTense(m, sentences, questions)),
  },
  {
    name: 'diabetic-foot-ulcer',
    does: 'a foot ulcer with diabetes is diabetic',
    run: updating(applyDiabeticFootUlcer),
  },
  {
    name: 'values-within-normal',
    does: 'a test value said to be still in the normal range is no raised value',
    run: (m, { sentences }) => dropValuesWithinNormal(m, sentences),
  },
  {
    name: 'drug-intolerances',
    does: 'a medicine "you can\'t take" or that "gave me the cough" is an intolerance for the allergy list',
    run: updating((m, { sentences }) => applyDrugIntolerances(m, sentences)),
  },
  {
    name: 'allergens-set-apart',
    does: 'an allergen named before "no other allergies" (or "besides" it) is no denied one',
    run: updating((m, { sentences, questions }) => keepAllergensSetApart(m, sentences, questions)),
  },
  {
    name: 'allergy-reactions',
    does: 'a past reaction told about an allergy is no current complaint',
    run: (m, { sentences }) => dropAllergyReactions(m, sentences),
  },
];

/** Runs every pass in order over the visit's mentions. */
export function runMentionPasses(mentions: Mention[], input: MentionPassInput): Mention[] {
  return MENTION_PASSES.reduce((current, pass) => pass.run(current, input), mentions);
}

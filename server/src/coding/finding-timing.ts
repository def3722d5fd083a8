import { z } from 'zod';
import data from './data/timing-cues.json';
import type { ClinicalFinding, FindingKind } from './clinical-finding';
import { findNamingClauses, type NamingClause } from './naming-clause';
import { containsPhrase, normaliseText } from './text-normalise';

/**
 * When a service or a medicine happens, read from the words said around the finding (data/timing-cues.json):
 * done here at this visit, sent out, before this visit, planned for later, only considered, or declined. Codes for
 * services performed at a visit (tests, procedures, vaccines, encounter Z codes) and for current drug use need it:
 * a result read out, a test sent out, a vaccine due, a medicine stopped are not billable as such.
 */
const CUE_NAMES = [
  'inOffice',
  'today',
  'sentOut',
  'past',
  'future',
  'notDone',
  'reviewed',
  'tentative',
  'otherDate',
  'eventNotCurrent',
  'medicineNotTaken',
  'medicineTakenBefore',
  'medicineStartedBefore',
] as const;
export type TimingCue = (typeof CUE_NAMES)[number];

const cueSchema = z.object(
  Object.fromEntries(CUE_NAMES.map((name) => [name, z.array(z.string().min(1)).min(1)])) as Record<
    TimingCue,
    z.ZodArray<z.ZodString>
  >,
);
const CUES: ReadonlyArray<readonly [TimingCue, string[][]]> = Object.entries(cueSchema.parse(data)).map(
  ([name, phrases]) => [name as TimingCue, phrases.map((phrase) => normaliseText(phrase).split(' '))],
);

/** Cues that rule a service out at this visit whatever else is said (a result reviewed is not a test run). */
const VETOES: readonly TimingCue[] = ['past', 'future', 'notDone', 'reviewed', 'otherDate'];
const UNITS = new Set(['day', 'week', 'month', 'year']);
const COUNT_WORDS = new Set([
  'a',
  'an',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twelve',
  'couple',
  'few',
  'several',
  'about',
  'another',
  'the',
  'next',
  'half',
]);
const YEAR = /\b(?:in|of|since|from)\s+(?:19|20)\d\d\b/i;

/** "in two weeks", "in about 6 months": a time still to come. */
function saysLaterInterval(words: readonly string[]): boolean {
  return words.some((word, i) => {
    if (word !== 'in') return false;
    for (let j = i + 1; j <= i + 4 && j < words.length; j += 1) {
      const next = words[j] ?? '';
      if (UNITS.has(next)) return j > i + 1;
      if (!COUNT_WORDS.has(next) && !/^\d+$/.test(next)) return false;
    }
    return false;
  });
}

function cuesOf(text: string): Set<TimingCue> {
  const words = normaliseText(text).split(' ');
  const found = new Set<TimingCue>();
  for (const [name, phrases] of CUES) if (phrases.some((phrase) => containsPhrase(words, phrase))) found.add(name);
  if (saysLaterInterval(words)) found.add('future');
  if (YEAR.test(text)) found.add('otherDate');
  return found;
}

/**
 * The cues of one naming clause: its own, else (nothing said in that clause) those of the whole sentence, less
 * its hedges ("you may feel sore" does not make a shot given now tentative).
 */
function clauseCues({ quote, clause }: NamingClause): Set<TimingCue> {
  const own = cuesOf(clause);
  if (own.size > 0) return own;
  const sentence = cuesOf(quote);
  sentence.delete('tentative');
  return sentence;
}

/** Cues of every piece of evidence that names the finding; its own words when none does (an answer "yes" alone). */
export function readTimingCues(finding: ClinicalFinding): Set<TimingCue>[] {
  const clauses = findNamingClauses(finding);
  return clauses.length > 0 ? clauses.map(clauseCues) : [cuesOf(finding.surface)];
}

/** `in-office`: a test billed by the practice only when run here (not drawn and sent out); `at-visit`: done at this visit. */
export type ServiceNeed = 'in-office' | 'at-visit';

/** Finding kinds that can state a service of this visit; a plan for later, a referral or advice never does. */
const SERVICE_KINDS: ReadonlySet<FindingKind> = new Set(['procedure', 'order', 'result', 'condition', 'education']);
/** A patient speaking of a test or procedure reports one done before (or elsewhere), not one done now. */
const CLINICIAN_ONLY: ReadonlySet<FindingKind> = new Set(['procedure', 'order', 'result']);

type SpanVerdict = 'here' | 'ruled-out' | 'unsaid';

/** What one piece of evidence says: done here now, ruled out (before, later, elsewhere, reviewed, maybe), or neither. */
function judgeSpan(kind: FindingKind, cues: ReadonlySet<TimingCue>, need: ServiceNeed): SpanVerdict {
  if (VETOES.some((cue) => cues.has(cue))) return 'ruled-out';
  if (need === 'in-office' && cues.has('sentOut')) return 'ruled-out';
  if (cues.has('inOffice') || (cues.has('today') && (need === 'at-visit' || kind === 'result'))) return 'here';
  return cues.has('tentative') ? 'ruled-out' : 'unsaid';
}

/**
 * True when the finding says the service was (or is being) provided at this visit: one of its sentences places
 * it here today; or none rules it out and it is a stated procedure (or, for a rapid point-of-care test, a result
 * read out). An order may be sent out and a result may come from elsewhere, so those need words placing them here.
 */
export function isDoneAtVisit(
  finding: ClinicalFinding,
  need: ServiceNeed,
  options: { pointOfCare?: boolean } = {},
): boolean {
  if (finding.assertion !== 'present' || !SERVICE_KINDS.has(finding.kind)) return false;
  if (finding.speaker === 'patient' && CLINICIAN_ONLY.has(finding.kind)) return false;
  const verdicts = readTimingCues(finding).map((cues) => judgeSpan(finding.kind, cues, need));
  if (verdicts.includes('here')) return true;
  if (verdicts.includes('ruled-out')) return false;
  if (finding.kind === 'order') return false;
  if (finding.kind === 'result') return options.pointOfCare ?? false;
  return true;
}

/** Actions (the note engine's, or a status a finding states) that mean the patient is not on the drug long term now. */
const NOT_CURRENT_ACTIONS = new Set([
  'stop',
  'stopped',
  'discontinue',
  'discontinued',
  'hold',
  'held',
  'previous',
  'past',
  'former',
  'switch',
  'switched',
  'completed',
]);
const STARTED_ACTIONS = new Set(['start', 'started', 'new', 'initiate', 'initiated']);

/**
 * True for a medicine the patient takes now and goes on taking: not stopped, held, switched or previous, and not
 * started today (a drug started at this visit is not yet long-term use). "Started two years ago" is current.
 */
export function isCurrentMedication(finding: ClinicalFinding): boolean {
  if (finding.kind !== 'medication' || finding.assertion !== 'present' || finding.attributes.history === 'true')
    return false;
  const action = (finding.attributes.action ?? finding.attributes.status ?? '').toLowerCase();
  if (NOT_CURRENT_ACTIONS.has(action)) return false;
  const spans = readTimingCues(finding);
  if (STARTED_ACTIONS.has(action))
    return spans.some((cues) => cues.has('medicineStartedBefore') && !cues.has('medicineNotTaken'));
  return spans.some((cues) => !cues.has('medicineNotTaken') && !cues.has('medicineTakenBefore'));
}

/**
 * True when an acute event (a stroke, a heart attack, a clot) is said to be happening to the patient now: no
 * sentence naming it places it in the past (a stroke years ago is a history, not a cerebral infarction), in a
 * relative, or in a fear or comparison ("it felt like a heart attack").
 */
export function isCurrentEvent(finding: ClinicalFinding): boolean {
  return readTimingCues(finding).every((cues) => !cues.has('eventNotCurrent') && !cues.has('otherDate'));
}

/** Cues that place an operation in the future or only in thought ("we'll schedule cataract surgery"). */
const NOT_YET_DONE: readonly TimingCue[] = ['future', 'tentative', 'notDone'];

/**
 * True when the patient had the operation that leaves a lasting status (a bypass graft, a lens implant): said as
 * present or past ("you've had a CABG", "cataract surgery two years ago"), in some sentence that does not plan or
 * only consider it.
 */
export function isLastingStatus(finding: ClinicalFinding): boolean {
  if (finding.assertion !== 'present' && finding.assertion !== 'historical') return false;
  return readTimingCues(finding).some((cues) => NOT_YET_DONE.every((cue) => !cues.has(cue)));
}

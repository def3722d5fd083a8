import type { Assertion } from '../../../../coding/clinical-finding';
import {
  ANSWER_CLAUSE_STARTS,
  ANSWER_WORDS,
  BACKWARD_SCOPE_TOKENS,
  COMPARING_WORDS,
  CONTEXT_TRIGGERS,
  FORWARD_SCOPE_TOKENS,
  HYPOTHETICAL_SCOPE_TOKENS,
  NON_KIN_PEOPLE,
  REPORTING_VERBS,
  SCOPE_TERMINATORS,
  type ContextTrigger,
  type TriggerCategory,
} from '../vocabulary/context-trigger.vocab';
import { IMMUNITY_PHRASES, SHORT_NEGATION_SCOPE_TOKENS } from '../vocabulary/negation-trigger.vocab';
import { LIST_ITEM_HEDGES } from '../vocabulary/uncertainty-trigger.vocab';
import { RELATIVE_CAUSE_WORDS, RELATIVE_STATE_WORDS } from '../vocabulary/relative-word.vocab';
import { CONTACT_OBJECT_LEADS, SPEAKER_GO_ON_JOINERS, SPEAKER_GO_ON_VERBS } from '../vocabulary/contact-person.vocab';
import { answeredNo } from './answered-no';
import {
  CLAUSE_WORDS,
  LIST_JOINERS,
  LIST_UNKNOWN_WORDS,
  SPEAKER_OBJECTS,
  SPEAKER_WORDS,
  type TokenSpan,
} from './context-words';
import { isQuestionTopic } from './question-topic';
import { affirmingRestarts, determinerRestarts } from './affirming-restart';
import { explainsOwnedFinding, findHypotheticalEnds, hypotheticalScope } from './hypothetical-scope';
import { PhraseIndex, stemTokens } from './phrase-index';
import { stemWord, type WordToken } from './word-tokenizer';

export type { TokenSpan } from './context-words';

/** True when trigger tokens [first, last) are words of the finding itself rather than words around it. */
function namesFinding(span: TokenSpan, first: number, last: number): boolean {
  if (span.conceptTokens) return span.conceptTokens.some((token) => token >= first && token < last);
  // "a blood test for glandular fever": "test for" shares a word with the test but reaches past it.
  return first < span.last && span.first < last && !(first >= span.first && last > span.last);
}

export interface ContextResult {
  assertion: Assertion;
  /** A "history of" / "past medical history" trigger covers it: list it under history, whatever its status. */
  historyOf: boolean;
  /** Also negated when the main status is another one ("no family history of …"). */
  negated: boolean;
  /** Tokens [first, last) of the trigger that places it in the past ("when I was ten"), when one does. */
  datedBy?: { first: number; last: number };
  /** The "history of" phrase that covers it ("history of", "diagnosed with", "status post"), when one does. */
  historyPhrase?: string;
  /** The trigger phrase that decided a status other than present ("no", "mother", "if"). */
  trigger?: string;
}

export interface ContextOptions {
  /** Tokens that name the patient ("my son" said by a parent): relative words there make nothing family history. */
  patientTokens?: ReadonlySet<number>;
}

const triggerIndex = new PhraseIndex<ContextTrigger[]>(groupByPhrase(CONTEXT_TRIGGERS));
const answerWords = new Set(ANSWER_WORDS.map(stemWord));
const clauseStarts = new Set(ANSWER_CLAUSE_STARTS.map(stemWord));
const terminatorIndex = new PhraseIndex<string>(SCOPE_TERMINATORS.map((word): [string, string] => [word, word]));

function groupByPhrase(triggers: readonly ContextTrigger[]): Array<[string, ContextTrigger[]]> {
  const groups = new Map<string, ContextTrigger[]>();
  for (const trigger of triggers) groups.set(trigger.phrase, [...(groups.get(trigger.phrase) ?? []), trigger]);
  return [...groups.entries()];
}

// When several triggers reach one finding: who has it beats whether, whether beats when.
const PRIORITY: readonly TriggerCategory[] = ['family', 'hypothetical', 'negated', 'historical', 'uncertain'];

interface FoundTrigger extends TokenSpan {
  trigger: ContextTrigger;
}

function findTriggers(
  stems: readonly string[],
  findings: readonly TokenSpan[],
  patientTokens: ReadonlySet<number>,
): FoundTrigger[] {
  const found: FoundTrigger[] = [];
  for (let i = 0; i < stems.length;) {
    const match = triggerIndex.matchAt(stems, i);
    if (!match) {
      i += 1;
      continue;
    }
    const overlapsFinding = findings.some((span) => namesFinding(span, match.first, match.last));
    // "no , I take lisinopril": the "no" answers a question and negates nothing after it.
    const answers =
      match.last === match.first + 1 &&
      answerWords.has(stems[match.first]!) &&
      clauseStarts.has(stems[match.last] ?? '');
    const namesPatient = [...Array(match.last - match.first).keys()].some((k) => patientTokens.has(match.first + k));
    if (!overlapsFinding && !answers) {
      for (const trigger of match.entry)
        if (!(namesPatient && trigger.category === 'family'))
          found.push({ first: match.first, last: match.last, trigger });
    }
    i = match.last;
  }
  return found;
}

/** Terminators are function words said as such: "possible causes are …" has no "'cause" (because) in it. */
function findTerminators(tokens: readonly WordToken[], stems: readonly string[]): number[] {
  const positions: number[] = [];
  for (let i = 0; i < stems.length; i += 1) {
    const match = terminatorIndex.matchAt(stems, i);
    if (match && tokens[i]!.norm === match.entry.split(' ')[0]) positions.push(i);
  }
  return positions;
}

const shortNegations: ReadonlySet<string> = new Set(IMMUNITY_PHRASES);

function reaches(found: FoundTrigger, span: TokenSpan, terminators: readonly number[]): boolean {
  const { direction } = found.trigger;
  // A trigger between the words of a composed finding ("chest does not hurt") covers it.
  if (found.first > span.first && found.last < span.last) return direction !== 'backward';
  if ((direction === 'forward' || direction === 'both') && found.last <= span.first) {
    const gap = span.first - found.last;
    const scope =
      found.trigger.category === 'hypothetical'
        ? hypotheticalScope(found.trigger.phrase, HYPOTHETICAL_SCOPE_TOKENS)
        : shortNegations.has(found.trigger.phrase)
          ? SHORT_NEGATION_SCOPE_TOKENS
          : FORWARD_SCOPE_TOKENS;
    return gap <= scope && !terminators.some((t) => t >= found.last && t < span.first);
  }
  if ((direction === 'backward' || direction === 'both') && found.first >= span.last) {
    const gap = found.first - span.last;
    return gap <= BACKWARD_SCOPE_TOKENS && !terminators.some((t) => t >= span.last && t < found.first);
  }
  return false;
}

// "…, autoimmune disease, possible multiple sclerosis": a hedge on the next item is no unknown item of its own.
const listHedges = new Set(LIST_ITEM_HEDGES);
const joinsList = (between: readonly string[]) =>
  between.every((word) => LIST_JOINERS.has(word) || !CLAUSE_WORDS.test(word)) &&
  between.filter((word) => !LIST_JOINERS.has(word) && !listHedges.has(word)).length <= LIST_UNKNOWN_WORDS;

/**
 * The findings a trigger reaches: those within its scope, and for a forward trigger the rest of a list they open
 * ("possible causes are alcohol abuse , fatty liver disease , hepatitis , cirrhosis"), item after item, as long as
 * only list words stand between two items.
 */
function reachedSpans(
  found: FoundTrigger,
  findings: readonly TokenSpan[],
  words: readonly string[],
  terminators: readonly number[],
): Set<TokenSpan> {
  const reached = new Set(findings.filter((span) => reaches(found, span, terminators)));
  if (found.trigger.direction === 'backward') return reached;
  let previous: TokenSpan | undefined;
  for (const span of [...findings].sort((a, b) => a.first - b.first)) {
    const joined =
      previous !== undefined &&
      span.first >= previous.last &&
      joinsList(words.slice(previous.last, span.first)) &&
      !terminators.some((t) => t >= previous!.last && t < span.first);
    if (joined) reached.add(span);
    previous = reached.has(span) && span.first >= found.last ? span : undefined;
  }
  return reached;
}

/**
 * "my wife had pneumonia no fever or chills" (speech without a pause mark): once the relative's finding is named,
 * a negation that follows starts the speaker's own denials, so the relative's scope ends there.
 */
function overtaken(
  found: FoundTrigger,
  span: TokenSpan,
  triggers: readonly FoundTrigger[],
  findings: readonly TokenSpan[],
  words: readonly string[],
): boolean {
  if (found.trigger.category !== 'family' || found.last > span.first) return false;
  // "my wife's been on at me to ring about my cough": the speaker's own finding after the relative.
  if (span.first > found.last && words[span.first - 1] === 'my') return true;
  if (speakerComesIn(found, span, words)) return true;
  return triggers.some(
    (other) =>
      other.trigger.category === 'negated' &&
      other.first >= found.last &&
      other.last <= span.first &&
      findings.some((between) => between.first >= found.last && between.last <= other.first),
  );
}

/** Words that open a clause describing the person just named ("my mother who has dementia"). */
const DESCRIBING = new Set(['who', 'which', 'that']);
/** How far after the relative word a describing clause may open ("my older brother who …", "my dad , who …"). */
const DESCRIBING_REACH = 2;

const relativeCauses = new Set(RELATIVE_CAUSE_WORDS);
const relativeStates = new Set(RELATIVE_STATE_WORDS);

/**
 * A relative's scope runs on through the clause that describes them ("who" there ends nothing), through a word of
 * how they are now ("your mother still …") and through the cause of their illness ("because of glue ear").
 */
function describedBy(found: FoundTrigger, words: readonly string[], terminators: readonly number[]): number[] {
  if (found.trigger.category !== 'family') return [...terminators];
  return terminators.filter(
    (t) =>
      !(
        t >= found.last &&
        t < found.last + DESCRIBING_REACH &&
        (DESCRIBING.has(words[t] ?? '') || relativeStates.has(words[t] ?? ''))
      ) && !relativeCauses.has(words[t] ?? ''),
  );
}

/**
 * The speaker ("I", and "me" after a relative: "my wife drove me in | chest pain since monday") or someone else
 * ("she", "they", "someone") between a relative and a finding. After a question about the family an object "me"
 * says nothing of who has it ("anyone in your family … give me a second to think … lupus").
 */
const OTHER_WORDS =
  /^(he|she|they|he's|she's|they're|they've|him|her|them|his|their|someone|somebody|anyone|anybody|everyone|everybody)$/;
/** "when I was ten": a first-person word in a clause of time says when, not who has it. */
const TIME_JOINERS = new Set(['when', 'while', 'before', 'after', 'since', 'until', 'as']);
/** "He's forty, same as me": "me" after a comparing word measures the relative against the speaker. */
const comparing = new Set(COMPARING_WORDS);
/** Verbs that make the relative the one who tells or notices, not the one who has it ("my wife noticed …"). */
const reporting = new Set(REPORTING_VERBS);
/** How far after a finding its owner may be named ("a rash on my back"). */
const OWNER_AFTER_REACH = 3;

/**
 * Who the nearest person word between a relative and a finding names: "my wife says I snore" (the speaker), "my
 * mom told me she has diabetes" (the relative again). "My brother and I both have asthma" stays the relative's.
 * With no person word between, a relative who reports ("my husband noticed a rash on my back") hands the finding
 * to the owner named just after it.
 */
function speakerComesIn(found: FoundTrigger, span: TokenSpan, words: readonly string[]): boolean {
  const leads = speakerLeads(words, found.first);
  // "I discussed it with a colleague, he agrees it shows …": one the speaker only spoke to tells, not has.
  const object = leads && [1, 2].some((back) => objectLeads.has(words[found.first - back] ?? ''));
  for (let k = span.first - 1; k >= found.last; k -= 1) {
    const word = words[k]!;
    if (OTHER_WORDS.test(word)) return object && reporting.has(words[k + 1] ?? '');
    // "My brother and I both have asthma" joins them; "I work with kids and I've got a cough" is the speaker again.
    const joined = k === found.last + 1 && words[k - 1] === 'and' && !leads;
    const speaker =
      SPEAKER_WORDS.test(word) ||
      (SPEAKER_OBJECTS.test(word) && !found.trigger.phrase.includes(' ') && !comparing.has(words[k - 1] ?? '')) ||
      (leads && goOnVerbs.has(word) && goOnJoiners.has(words[k - 1] ?? ''));
    if (speaker && !joined && !TIME_JOINERS.has(words[k - 1] ?? '')) return true;
  }
  if (!reporting.has(words[found.last] ?? '')) return false;
  // "my husband noticed a rash on my back", "my friend thinks the lump in my breast …", "… the lump has got bigger".
  const after = words.slice(span.first, span.last + OWNER_AFTER_REACH);
  const owner = after.find((word) => word === 'my' || OTHER_WORDS.test(word));
  const known =
    KNOWN_FINDING.has(words[span.first - 1] ?? '') && nonKinPeople.has(found.trigger.phrase.split(' ').at(-1)!);
  return owner === 'my' || (owner === undefined && known);
}

/**
 * "the lump", "that rash": a finding already talked of, which a friend or partner who reports tells of, not has
 * ("my friend thinks the lump has got bigger"). A blood relative's "the cancer" may be their own: not read so.
 */
const KNOWN_FINDING = new Set(['the', 'that', 'this']);
const nonKinPeople = new Set(NON_KIN_PEOPLE);
const goOnVerbs = new Set(SPEAKER_GO_ON_VERBS);
const objectLeads = new Set(CONTACT_OBJECT_LEADS);
const goOnJoiners = new Set(SPEAKER_GO_ON_JOINERS);

/**
 * "I work with kids and have had a cough": the speaker is the subject of the clause naming the relative, so the
 * relative is only its object and the speaker's own verb after "and" is the speaker's again.
 */
function speakerLeads(words: readonly string[], first: number): boolean {
  for (let k = first - 1; k >= 0; k -= 1) {
    if (OTHER_WORDS.test(words[k]!)) return false;
    if (SPEAKER_WORDS.test(words[k]!)) return true;
  }
  return false;
}

/**
 * ConText over one sentence: for each finding span, the status its triggers give it. Pseudo-triggers are
 * longer phrases that win the match ("no change") and assert nothing.
 */
export function assessContext(
  tokens: readonly WordToken[],
  findings: readonly TokenSpan[],
  options: ContextOptions = {},
): ContextResult[] {
  const stems = stemTokens(tokens);
  const triggers = findTriggers(stems, findings, options.patientTokens ?? new Set()).filter(
    (found) => found.trigger.category !== 'pseudo',
  );
  const terminators = findTerminators(tokens, stems);
  // "It isn't a migraine, it's a cluster headache": the restart ends a denial only, not a relative's story.
  const denialEnds = [...terminators, ...affirmingRestarts(tokens, findings), ...determinerRestarts(tokens, findings)];
  // What may happen ends where the speaker's own clause is joined on ("… can make you flushed and my ankles …").
  const hypotheticalEnds = [...terminators, ...findHypotheticalEnds(tokens)];
  const words = tokens.map((token) => token.norm);
  const endsOf = (found: FoundTrigger) =>
    found.trigger.category === 'hypothetical'
      ? hypotheticalEnds
      : found.trigger.category === 'negated'
        ? denialEnds
        : terminators;
  const reachedBy = new Map(
    triggers.map((found) => [found, reachedSpans(found, findings, words, describedBy(found, words, endsOf(found)))]),
  );
  return findings.map((span) => {
    const reaching = triggers.filter(
      (found) =>
        reachedBy.get(found)!.has(span) &&
        !overtaken(found, span, triggers, findings, words) &&
        !explainsOwnedFinding(found.trigger.phrase, words, span.first),
    );
    const categories = new Set(reaching.map((found) => found.trigger.category));
    // "any wheezing with your asthma lately no": the known problem is the question's topic, not answered.
    if (!isQuestionTopic(tokens, span, findings) && answeredNo(words, span, findings)) categories.add('negated');
    const assertion = (PRIORITY.find((category) => categories.has(category)) as Assertion | undefined) ?? 'present';
    const result: ContextResult = {
      assertion,
      historyOf: categories.has('history-of'),
      negated: categories.has('negated'),
    };
    const deciding = reaching.find((found) => found.trigger.category === assertion);
    if (deciding) result.trigger = deciding.trigger.phrase;
    const dating = reaching.find((found) => found.trigger.category === 'historical');
    if (dating) result.datedBy = { first: dating.first, last: dating.last };
    const history = reaching.find((found) => found.trigger.category === 'history-of');
    if (history) result.historyPhrase = history.trigger.phrase;
    return result;
  });
}

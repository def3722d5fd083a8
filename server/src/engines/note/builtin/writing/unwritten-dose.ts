import type { Mention } from '../../shared/analysis/analysis.types';
import { isCount } from '../../shared/analysis/dose-conflict';
import { collectNumberValues } from '../../shared/analysis/spoken-number';
import { namesAmount } from './named-dose';
import { block, type DraftBlock, type DraftStatement, type SectionDraft } from './note-draft';
import type { WriterContext } from './writer-context';
import { writePhrase } from './written-form';

// What the clinician does with a medicine today: started, kept on, or its dose changed.
const PLANNED = new Set(['start', 'continue', 'increase', 'decrease', 'refill']);

const sigOf = (m: Mention) =>
  [writePhrase(m.display.split(' ')), m.attributes.dose, m.attributes.route, m.attributes.frequency]
    .filter(Boolean)
    .join(' ');

/**
 * The amounts of a dose: one, or each step of "100 mg, then 200 mg" (a titration) or "5 mg, otherwise 2.5 mg".
 * A line naming only the first step leaves the step the clinician plans unwritten.
 */
const amountsOf = (dose: string) => dose.split(/,\s*(?:then|otherwise)\s+/).map((part) => part.split(' ')[0]!);

/**
 * Whether a statement names the medicine (by any name said for it: "varenicline", "Chantix") together with every
 * amount of its dose (not another medicine's).
 */
function namesDose(context: WriterContext, text: string, m: Mention, dose: string): boolean {
  const medicines = context.analysis.mentions.filter((o) => o.kind === 'medication');
  const others = medicines.map((o) => o.display);
  const names = new Set(medicines.filter((o) => o.conceptId === m.conceptId).map((o) => o.display));
  return [...names].some((name) => amountsOf(dose).every((amount) => namesAmount(text, name, amount, others)));
}

// A strength written in a note line: an amount with its unit.
const STRENGTH = /\d\s?(?:mg|mcg|micrograms?|g|units|iu|ml|%)\b/i;

/**
 * Whether the statement rests on the medicine's own sentence and names it with a strength; for a dose of several
 * steps, with the steps after the first too.
 */
function dosedFrom(context: WriterContext, statement: DraftStatement, m: Mention, dose: string): boolean {
  const start = context.sentences[m.sentenceIndex]!.start;
  const own = statement.evidence.some((span) => span.start === start);
  const named = own && statement.text.toLowerCase().includes(m.display.toLowerCase()) && STRENGTH.test(statement.text);
  return (
    named &&
    amountsOf(dose)
      .slice(1)
      .every((amount) => namesAmount(statement.text, m.display, amount, []))
  );
}

/**
 * The medicine's own sentence, rewritten, when it says the dose itself and no number beyond its sig (a run-on
 * of speech may hold the next speaker's "so two in the morning"); else its sig from the analysis.
 */
function lineOf(context: WriterContext, m: Mention, dose: string): DraftStatement {
  const sentence = context.sentences[m.sentenceIndex]!;
  const own = m.evidenceSentences.every((index) => index === m.sentenceIndex) ? context.rewrite(sentence) : null;
  const sig = sigOf(m);
  const sigNumbers = collectNumberValues(sig);
  const onlySig = own !== null && [...collectNumberValues(own)].every((value) => sigNumbers.has(value));
  if (own && onlySig && namesDose(context, own, m, dose))
    return { text: own, evidence: context.evidence([m.sentenceIndex]) };
  return { text: `${sig.charAt(0).toUpperCase()}${sig.slice(1)}.`, evidence: context.evidence(m.evidenceSentences) };
}

/**
 * "And if the sickness is bad, I can give you prochlorperazine, five milligrams, up to three times a day" said
 * while the visit still read as the examination, or "we go up to a thousand milligrams twice a day" in speech
 * whose plan was never found: a medicine the clinician starts, keeps or changes today, with the dose the analysis
 * read for it, that no sentence of the note names with that dose. Its line joins the plan (the clinician's own
 * words where the dose was said with the name, else the medicine's sig, resting on the sentences that said it), so
 * a prescription's strength is not lost because its sentence was not taken. A dose the clinician tells was given
 * before ("he gave you eighty milligrams of depomedrol") joins the history's story instead. Only what the analysis
 * read is written: a medicine with no dose, a count of tablets, a question or a medicine not taken adds nothing;
 * nor does one whose own sentence the note already writes with a strength.
 */
export function withUnwrittenDoses(
  context: WriterContext,
  sections: readonly SectionDraft[],
  layout: DraftBlock['layout'],
): SectionDraft[] {
  const written = sections.flatMap((section) => section.blocks.flatMap((b) => b.statements));
  const lines: DraftStatement[] = [];
  const told: DraftStatement[] = [];
  const seen = new Set<string>();
  for (const m of context.analysis.mentions) {
    const dose = m.attributes.dose;
    if (m.kind !== 'medication' || m.assertion !== 'present' || !dose || isCount(dose)) continue;
    if (m.medication?.drug.isClass || !(planned(m) || givenOutsideHistory(context, m))) continue;
    // A question asks, unless the change was stated as the plan before the run of speech went on to ask.
    const sentence = context.sentences[m.sentenceIndex]!;
    if (sentence.isQuestion && !m.statedAsPlan) continue;
    const key = `${m.conceptId} ${dose}`;
    if (seen.has(key) || written.some((statement) => namesDose(context, statement.text, m, dose))) continue;
    // Its own sentence is in the note naming it with a strength: what was said there stands, read as written.
    if (written.some((statement) => dosedFrom(context, statement, m, dose))) continue;
    seen.add(key);
    // "It looks like he gave you eighty milligrams of depomedrol": a dose given before is the history's.
    const past = !planned(m) && PAST_TELLING.test(context.sentences[m.sentenceIndex]!.text);
    (past ? told : lines).push(lineOf(context, m, dose));
  }
  const extra = layout === 'bullet' ? block('bullet', lines, { label: 'Medical Treatment' }) : block(layout, lines);
  return sections.map((section) => {
    if (section.section === 'plan' && lines.length > 0) return { ...section, blocks: before(section, extra) };
    return section.section === 'subjective' && told.length > 0
      ? { ...section, blocks: toldOf(section, told) }
      : section;
  });
}

// Words that tell of a dose given before this visit.
const PAST_TELLING = /\b(?:gave|given|had|was|were|took|got|received|ago|last time)\b/i;
const STORY = new Set(['HISTORY OF PRESENT ILLNESS', 'HISTORY']);

/** The history's story with the lines added at its end; unchanged when it has none. */
function toldOf(history: SectionDraft, told: readonly DraftStatement[]): DraftBlock[] {
  const at = history.blocks.findIndex((b) => b.heading !== undefined && STORY.has(b.heading));
  return history.blocks.map((b, k) => (k === at ? { ...b, statements: [...b.statements, ...told] } : b));
}

/**
 * The plan's blocks with the new lines before the first headed part (safety-netting, follow-up, instructions):
 * joined to the plan's own lines just before, or as a block of their own.
 */
function before(plan: SectionDraft, extra: DraftBlock): DraftBlock[] {
  const headed = plan.blocks.findIndex((b) => b.heading !== undefined);
  const at = headed < 0 ? plan.blocks.length : headed;
  const last = plan.blocks[at - 1];
  const joins = last?.layout === 'lines' && extra.layout === 'lines' && last.label === undefined;
  const joined = joins ? [{ ...last, statements: [...last.statements, ...extra.statements] }] : [last!, extra];
  return [...plan.blocks.slice(0, Math.max(0, at - 1)), ...(last ? joined : [extra]), ...plan.blocks.slice(at)];
}

/** Started, kept on or changed today: the plan's, by the words said with it. */
const planned = (m: Mention) => PLANNED.has(m.attributes.action ?? '');

/**
 * Named with its dose by the clinician after the history, with no word that the patient takes it ("I can give you
 * a few days of a tablet called prochlorperazine, five milligrams"): what the clinician gives.
 */
function givenOutsideHistory(context: WriterContext, m: Mention): boolean {
  if (m.attributes.action !== undefined) return false;
  const said = m.evidenceSentences.map((index) => context.sentences[index]!);
  return said.every((s) => s.speaker === 'doctor' && s.phase !== 'history');
}

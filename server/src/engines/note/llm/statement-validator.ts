import type { EvidenceSpan, NoteStatement, SoapSection } from '@common/schemas/note.schema';
import { SOAP_SECTIONS } from '@common/schemas/note.schema';
import { timeEvidence, type TimedRange } from '../shared/analysis/segment-timeline';
import type { ReplyQuote, ReplyStatement } from './note-reply.schema';
import type { SupportCheck } from '../shared/support/support-check';
import type { QuoteLocator } from './quote-locator';
import type { DropCounter } from './drop-counter';

/** A kept sentence, with whether it starts a paragraph in its section. */
export interface CheckedStatement extends NoteStatement {
  newParagraph: boolean;
}

export interface GroundingTools {
  locator: QuoteLocator;
  /** The support check the builtin engine's sentences pass too, over the same document. */
  support: SupportCheck;
  timeline: readonly TimedRange[];
}

/** Locates every quote; the spans found (deduplicated, in transcript order) and how many quotes were not. */
export function locateEvidence(
  quotes: readonly ReplyQuote[],
  tools: GroundingTools,
): { spans: EvidenceSpan[]; missing: number } {
  const spans = new Map<string, EvidenceSpan>();
  let missing = 0;
  for (const { quote, turn } of quotes) {
    const located = tools.locator.locate(quote, turn);
    if (!located) {
      missing += 1;
      continue;
    }
    for (const span of located) spans.set(`${span.start}:${span.end}`, timeEvidence(span, tools.timeline));
  }
  return { spans: [...spans.values()].sort((a, b) => a.start - b.start || a.end - b.end), missing };
}

/**
 * Keeps the sentences that pass the shared support check once their quotes are located: text present, every
 * number said in the transcript, no denied finding stated as present, and at least one real quote of two words. Quotes that cannot be found are removed from a kept
 * sentence (and counted). Sections come out in SOAP order, sentences in the model's order within each.
 */
export function checkStatements(
  statements: readonly ReplyStatement[],
  tools: GroundingTools,
  drops: DropCounter,
): CheckedStatement[] {
  const bySection = new Map<SoapSection, CheckedStatement[]>(SOAP_SECTIONS.map((section) => [section, []]));
  const seen = new Set<string>();
  for (const statement of statements) {
    const text = statement.text.replace(/\s+/g, ' ').trim();
    const key = `${statement.section}:${text.toLowerCase()}`;
    const problem = seen.has(key) ? 'duplicateSentence' : tools.support.textProblem(text);
    if (problem) {
      drops.add(problem);
      continue;
    }
    const { spans, missing } = locateEvidence(statement.evidence, tools);
    if (tools.support.evidenceProblem(spans)) {
      drops.add(statement.evidence.length === 0 ? 'noEvidence' : 'quoteNotFound');
      continue;
    }
    if (missing > 0) drops.add('quoteRemoved', missing);
    seen.add(key);
    bySection
      .get(statement.section)!
      .push({ section: statement.section, text, evidence: spans, newParagraph: statement.newParagraph === true });
  }
  return SOAP_SECTIONS.flatMap((section) => bySection.get(section) ?? []);
}

/** Section text: sentences joined into paragraphs; the plan one item per line, as clinicians read it. */
export function composeSections(statements: readonly CheckedStatement[]): Record<SoapSection, string> {
  const sections: Record<SoapSection, string> = { subjective: '', objective: '', assessment: '', plan: '' };
  for (const section of SOAP_SECTIONS) {
    const paragraphs: string[][] = [];
    for (const statement of statements.filter((s) => s.section === section)) {
      const current = paragraphs[paragraphs.length - 1];
      if (!current || statement.newParagraph || section === 'plan') paragraphs.push([statement.text]);
      else current.push(statement.text);
    }
    sections[section] = paragraphs.map((sentences) => sentences.join(' ')).join(section === 'plan' ? '\n' : '\n\n');
  }
  return sections;
}

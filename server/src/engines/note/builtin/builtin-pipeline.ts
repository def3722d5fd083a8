import type { CodeSuggestion, EvidenceSpan, NoteWarning, TranscriptSegment } from '@common/schemas/note.schema';
import type { ClinicalFinding, EncounterContext } from '../../../coding/clinical-finding';
import { suggestCodes } from '../../../coding/code-suggester';
import type { TranscriptAnalysis } from '../shared/analysis/analysis.types';
import { ANALYSIS_STAGES, toAnalysis, type DocumentState } from '../shared/analysis/analysis-pipeline';
import { sentenceEvidence } from '../shared/analysis/finding-merger';
import { timeEvidence } from '../shared/analysis/segment-timeline';
import { blocksCodes, noteWarnings } from '../shared/note-warnings';
import { runStages, type PipelineStage, type StageObserver } from '../shared/pipeline-stage';
import { SupportCheck, type SupportProblem } from '../shared/support/support-check';
import type { NoteStyleOption, StyleDecision } from './writing/gp-style/note-style';
import { composeNote, type ComposedNote } from './writing/note-composer';
import type { SectionDraft } from './writing/note-draft';
import { draftStyledSections } from './writing/styled-note-writer';

export type CodeSuggesterFn = (findings: ClinicalFinding[], encounter: EncounterContext) => CodeSuggestion[];

/** The builtin engine's document: the analysis, then the note drafted, checked, warned about, coded and laid out. */
export interface NoteDocument extends DocumentState {
  /** US SOAP or UK GP, and the words that decided it. */
  style?: StyleDecision;
  drafts?: SectionDraft[];
  /** Sentences the support check took out, by reason (counts only: never their text). */
  unsupported?: Partial<Record<SupportProblem, number>>;
  warnings?: NoteWarning[];
  codeSuggestions?: CodeSuggestion[];
  note?: ComposedNote;
}

type NoteStage = PipelineStage<NoteDocument>;

function field<K extends keyof NoteDocument>(doc: NoteDocument, key: K): NonNullable<NoteDocument[K]> {
  const value = doc[key];
  if (value === undefined || value === null) throw new Error(`Note stage ran before "${key}" was set`);
  return value;
}

/**
 * A short answer ("penicillin.") is supported together with the question it answers ("any allergies?"): the
 * question's span joins the evidence of a statement that rests on answers alone. The whole answering turn counts
 * ("Yes. Penicillin."), not only its first sentence.
 */
function withQuestions(evidence: readonly EvidenceSpan[], analysis: TranscriptAnalysis): EvidenceSpan[] {
  const spans = [...evidence];
  for (const pair of analysis.questions.values()) {
    // From the first sentence after the question: "Penicillin. No other allergies." pairs the question with its
    // later denial, and the allergen said before it answers the question all the same.
    const turn = analysis.sentences.filter(
      (s) => s.turnIndex === pair.answer.turnIndex && s.index > pair.question.index,
    );
    const answered = evidence.some((span) => turn.some((s) => span.start >= s.start && span.end <= s.end));
    if (answered && !spans.some((span) => span.start === pair.question.start))
      spans.push(timeEvidence(sentenceEvidence(pair.question), analysis.timeline));
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Keeps the statements that pass the shared support check; counts the others by reason. */
function checkDrafts(doc: NoteDocument): Partial<NoteDocument> {
  const analysis = toAnalysis(doc);
  const check = new SupportCheck(analysis.transcript, analysis.findings);
  const unsupported: Partial<Record<SupportProblem, number>> = {};
  const drafts = field(doc, 'drafts').map((draft) => ({
    ...draft,
    blocks: draft.blocks
      .map((block) => ({
        ...block,
        statements: block.statements.flatMap((statement) => {
          const evidence = check.evidenceProblem(statement.evidence)
            ? withQuestions(statement.evidence, analysis)
            : statement.evidence;
          const problem = check.problemOf({ text: statement.text, evidence });
          if (problem) unsupported[problem] = (unsupported[problem] ?? 0) + 1;
          return problem === null ? [{ ...statement, evidence }] : [];
        }),
      }))
      .filter((block) => block.statements.length > 0),
  }));
  return { drafts, unsupported };
}

/** "No known drug allergies" names no concept but is clinical content all the same. */
function clinicalContent(doc: NoteDocument): number {
  const said = field(doc, 'mentions').filter((m) => m.kind !== 'education' && m.kind !== 'followup').length;
  const allergyLines = field(doc, 'drafts')
    .flatMap((draft) => draft.blocks.flatMap((block) => block.statements))
    .filter((statement) => /\ballerg/i.test(statement.text)).length;
  return said + allergyLines;
}

/** How the builtin engine is set up: its coder and the note style (NOTE_STYLE). */
export interface BuiltinPipelineOptions {
  suggest?: CodeSuggesterFn;
  style?: NoteStyleOption;
}

/** The stages after the analysis, in order: what the builtin engine does with the document. */
export function noteStages({ suggest = suggestCodes, style = 'auto' }: BuiltinPipelineOptions = {}): NoteStage[] {
  return [
    {
      name: 'compose',
      does: 'sections drafted in the US SOAP or UK GP style, every sentence with the transcript spans it rests on',
      run: (doc) => {
        const { drafts, decision } = draftStyledSections(toAnalysis(doc), style);
        return { drafts, style: decision };
      },
    },
    {
      name: 'support-check',
      does: 'sentences kept only with an exact quote, no number nobody said and no denied finding stated as present',
      run: checkDrafts,
    },
    {
      name: 'warn',
      does: 'warnings for an empty, non-clinical, non-English, several-patient or cut-off transcript',
      run: (doc) => ({ warnings: noteWarnings(doc.transcript, clinicalContent(doc)) }),
    },
    {
      name: 'code',
      does: 'ICD-10-CM, ICD-11 and CPT suggestions through the coder gate, none when a warning says nothing to code',
      run: (doc) => {
        // Nothing (readable) was said: a code would be confident nonsense.
        if (blocksCodes(field(doc, 'warnings'))) return { codeSuggestions: [] };
        const codable = field(doc, 'findings').filter((finding) => finding.assertion !== 'negated');
        // The coder weighs a symptom by whether the visit took it up: a problem of the plan or the complaint.
        const encounter = {
          ...field(doc, 'encounter'),
          assessedConcepts: (doc.problems ?? []).flatMap((problem) => (problem.conceptId ? [problem.conceptId] : [])),
          complaintSpans: doc.chiefComplaint?.evidence ?? [],
        };
        const codes = [...suggest(codable, encounter)];
        return { codeSuggestions: codes.sort((a, b) => b.confidence - a.confidence) };
      },
    },
    {
      name: 'lay-out',
      does: 'section text with headings, bullets and lines; the statements listed with their evidence',
      run: (doc) => ({ note: composeNote(field(doc, 'drafts')) }),
    },
  ];
}

/** Every stage of the builtin engine, analysis first: the whole order in one place. */
export function builtinStages(options?: BuiltinPipelineOptions): NoteStage[] {
  return [...ANALYSIS_STAGES, ...noteStages(options)];
}

interface PipelineInput {
  transcript: string;
  segments?: readonly TranscriptSegment[];
  /** An analysis of this transcript made already (the LLM engine shares its document): only the note stages run. */
  document?: TranscriptAnalysis;
}

/** Runs the builtin pipeline over a transcript, or the note stages over a document analysed already. */
export function runBuiltinPipeline(
  input: PipelineInput,
  options?: BuiltinPipelineOptions,
  observe?: StageObserver<NoteDocument>,
): Required<Pick<NoteDocument, 'note' | 'warnings' | 'codeSuggestions' | 'style'>> & { analysis: TranscriptAnalysis } {
  const shared = input.document?.transcript === input.transcript ? input.document : undefined;
  const start: NoteDocument = shared ?? {
    transcript: input.transcript,
    ...(input.segments ? { segments: input.segments } : {}),
  };
  const doc = runStages(shared ? noteStages(options) : builtinStages(options), start, observe);
  return {
    analysis: toAnalysis(doc),
    note: field(doc, 'note'),
    warnings: field(doc, 'warnings'),
    codeSuggestions: field(doc, 'codeSuggestions'),
    style: field(doc, 'style'),
  };
}

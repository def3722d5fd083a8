import type { Sentence } from '../../shared/analysis/analysis.types';
import { LEXICON, lateralityOf } from '../../shared/analysis/concept-lexicon';
import { EXAM_JUDGEMENT_WORDS } from '../../shared/vocabulary/exam.vocab';
import { SYSTEM_LABELS } from '../../shared/vocabulary/ros-system.vocab';
import { BODY_SYSTEMS, type BodySystem } from '../../shared/vocabulary/vocabulary.types';
import { block, type DraftBlock, type DraftStatement, type SectionDraft } from './note-draft';
import type { WriterContext } from './writer-context';

const judgement = new Set(EXAM_JUDGEMENT_WORDS);
// The clinician saying what they are about to do is not a finding.
const INTENT =
  /\b(i'll|i will|i'm going to|i am going to|i'm gon na|gon na|wan na|want to|let me|let's|i'd like to|i would like to)\b/i;
const CONDITIONAL = /\b(if|once|when we get)\b/i;
const RESULT_JUDGEMENT =
  /\b(normal|abnormal|elevated|high|low|negative|positive|unremarkable|shows?|showed|revealed|demonstrate[sd]?|consistent|fracture|within|stable|increased|decreased|improved)\b/i;

/** VITALS: each reading the clinician gave, numbers preferred over judgements of the same sign. */
function writeVitals(context: WriterContext): DraftBlock[] {
  const vitals = context.analysis.mentions.filter((m) => m.kind === 'vital');
  const numericKinds = new Set(vitals.filter((m) => m.attributes.numeric === 'true').map((m) => m.conceptId));
  const seen = new Set<string>();
  const statements: DraftStatement[] = [];
  for (const vital of vitals) {
    const general = vital.conceptId === 'vital-signs' && numericKinds.size > 0;
    if (
      general ||
      seen.has(vital.conceptId) ||
      (vital.attributes.numeric !== 'true' && numericKinds.has(vital.conceptId))
    )
      continue;
    seen.add(vital.conceptId);
    statements.push({
      text: `${vital.term}: ${vital.attributes.value}.`,
      evidence: context.evidence(vital.evidenceSentences),
    });
    // A sentence that also reports exam findings is still written under the exam, and one that changes a
    // medicine ("increase your lisinopril to 40 mg, because your blood pressure's high") under the plan.
    const sentence = context.sentences[vital.sentenceIndex]!;
    const alsoSays = context.mentionsOf(sentence).some((m) => m.kind === 'exam' || m.kind === 'medication');
    if (!alsoSays) context.used.add(vital.sentenceIndex);
  }
  return statements.length > 0 ? [block('lines', statements, { heading: 'VITALS' })] : [];
}

/** The body system an exam sentence is about: its first exam finding, else the body site it names. */
function examSystem(context: WriterContext, sentence: Sentence): BodySystem | null {
  const exams = context.mentionsOf(sentence).filter((m) => m.kind === 'exam' && m.system);
  const site = LEXICON.sites.matchAll(sentence.tokens)[0];
  // "Your throat is red", "your belly is tender": a finding any part can show belongs to the part examined.
  if (exams.length > 0 && exams.every((m) => SITE_FINDINGS.has(m.conceptId)) && site?.entry.system)
    return site.entry.system;
  if (exams[0]?.system) return exams[0].system;
  const judged = sentence.tokens.some((token) => judgement.has(token.norm));
  return judged ? (site?.entry.system ?? null) : null;
}

const SITE_FINDINGS = new Set(['erythema', 'swelling', 'tenderness', 'warmth', 'ecchymosis', 'deformity']);
const HEART_SOUNDS = new Set(['murmur', 'gallop', 'rub', 'regular-rate-rhythm']);
const LUNG_SOUNDS = new Set(['clear-to-auscultation', 'wheezes', 'crackles', 'rhonchi']);

/** What part of the exam a sentence reports, as notes label it: "Auscultation of Heart", "Examination of the right knee". */
function examFocus(context: WriterContext, sentence: Sentence, system: BodySystem): string | null {
  const exams = new Set(
    context
      .mentionsOf(sentence)
      .filter((m) => m.kind === 'exam')
      .map((m) => m.conceptId),
  );
  const sites = LEXICON.sites.matchAll(sentence.tokens);
  const siteIds = new Set(sites.map((site) => site.entry.id));
  if (system === 'cardiovascular' && ([...exams].some((id) => HEART_SOUNDS.has(id)) || siteIds.has('heart')))
    return 'Auscultation of Heart';
  if (system === 'respiratory' && ([...exams].some((id) => LUNG_SOUNDS.has(id)) || siteIds.has('lungs')))
    return 'Auscultation of Lungs';
  const fitting = sites.filter(
    (candidate) => candidate.entry.system === system || system === 'musculoskeletal' || system === 'skin',
  );
  const sideOf = (first: number) => lateralityOf(sentence.tokens[first - 1]?.norm);
  // "On the knee exam … the right knee": the mention that says which side names the part examined.
  const site =
    fitting.find((candidate) => sideOf(candidate.first) && fitting[0]?.entry.id === candidate.entry.id) ?? fitting[0];
  if (!site || site.entry.id === 'heart' || site.entry.id === 'lungs') return null;
  const side = sideOf(site.first);
  return `Examination of the ${side ? `${side} ` : ''}${site.entry.term}`;
}

/** PHYSICAL EXAM: the clinician's dictated findings, grouped by system and by what was examined. */
/** "People have an increased risk of breast cancer": talk during the exam about others or what may be, no finding. */
function onlyOthersOrMaybes(context: WriterContext, sentence: Sentence): boolean {
  const complaints = context.mentionsOf(sentence).filter((m) => m.kind === 'symptom' || m.kind === 'condition');
  return complaints.length > 0 && complaints.every((m) => m.assertion === 'hypothetical' || m.assertion === 'family');
}

function writeExam(context: WriterContext): DraftBlock[] {
  const bySystem = new Map<BodySystem, Map<string, DraftStatement[]>>();
  for (const sentence of context.sentences) {
    if (
      sentence.phase !== 'exam' ||
      sentence.speaker !== 'doctor' ||
      sentence.isQuestion ||
      context.used.has(sentence.index)
    )
      continue;
    const findsSomething = context.mentionsOf(sentence).some((m) => m.kind === 'exam');
    if (context.isSmallTalk(sentence) || (INTENT.test(sentence.text) && !findsSomething)) continue;
    if (!findsSomething && onlyOthersOrMaybes(context, sentence)) continue;
    const system = examSystem(context, sentence);
    const text = system ? context.rewrite(sentence, true) : null;
    if (!system || !text) continue;
    const focus = examFocus(context, sentence, system) ?? '';
    const byFocus = bySystem.get(system) ?? new Map<string, DraftStatement[]>();
    byFocus.set(focus, [...(byFocus.get(focus) ?? []), { text, evidence: context.evidence([sentence.index]) }]);
    bySystem.set(system, byFocus);
    context.used.add(sentence.index);
  }
  const blocks: DraftBlock[] = [];
  for (const system of BODY_SYSTEMS) {
    for (const [focus, statements] of bySystem.get(system) ?? []) {
      const label = focus ? `${SYSTEM_LABELS[system].exam}: ${focus}` : SYSTEM_LABELS[system].exam;
      blocks.push(block('bullet', statements, { label, heading: blocks.length === 0 ? 'PHYSICAL EXAM' : undefined }));
    }
  }
  return blocks;
}

/** RESULTS: tests the clinician reads out, with what they showed. */
function writeResults(context: WriterContext): DraftBlock[] {
  const statements: DraftStatement[] = [];
  for (const sentence of context.sentences) {
    if (
      sentence.speaker !== 'doctor' ||
      sentence.isQuestion ||
      context.used.has(sentence.index) ||
      context.isDeviceCommand(sentence)
    )
      continue;
    const mentions = context
      .mentionsOf(sentence)
      .filter((m) => m.kind !== 'education' && m.kind !== 'followup' && m.kind !== 'vital');
    const hasResult = mentions.some((m) => m.kind === 'result');
    // Read out in the results part of the visit, naming what was tested ("the a1c is elevated at eight").
    const readsOut =
      sentence.phase === 'results' &&
      RESULT_JUDGEMENT.test(sentence.text) &&
      (mentions.length > 0 || /\d/.test(sentence.text));
    if ((!hasResult && !readsOut) || CONDITIONAL.test(sentence.text)) continue;
    if (sentence.phase === 'plan' && !hasResult) continue;
    const text = context.rewrite(sentence, true);
    if (!text) continue;
    statements.push({ text, evidence: context.evidence([sentence.index]) });
    context.used.add(sentence.index);
  }
  return statements.length > 0 ? [block('paragraph', statements, { heading: 'RESULTS' })] : [];
}

/** OBJECTIVE: vital signs, physical examination and results, as the clinician stated them. */
export function writeObjective(context: WriterContext): SectionDraft {
  return { section: 'objective', blocks: [...writeVitals(context), ...writeExam(context), ...writeResults(context)] };
}

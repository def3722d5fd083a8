import { analyzeTranscript } from '../../shared/analysis/transcript-analyzer';
import { writeSubjective } from './subjective-writer';
import { WriterContext } from './writer-context';

/** A writer context over a labelled transcript given as lines ("[doctor] …"), for the writers' tests. */
export function contextFor(lines: readonly string[]): WriterContext {
  return new WriterContext(analyzeTranscript(lines.join('\n')));
}

/** Opening lines that keep the history phase going before a test's own lines. */
export const GREETING: readonly string[] = [
  '[doctor] hi there .',
  '[patient] hello .',
  '[doctor] how are you ?',
  '[patient] okay .',
];

/** The Subjective's text under each heading (a heading's blocks joined), for the writers' tests. */
export function subjectiveSections(lines: readonly string[]): Map<string, string> {
  const byHeading = new Map<string, string>();
  let heading = '';
  for (const draft of writeSubjective(contextFor(lines)).blocks) {
    heading = draft.heading ?? heading;
    byHeading.set(heading, `${byHeading.get(heading) ?? ''} ${draft.statements.map((s) => s.text).join(' ')}`);
  }
  return byHeading;
}

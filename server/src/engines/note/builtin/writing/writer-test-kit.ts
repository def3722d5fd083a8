import { analyzeTranscript } from '../../shared/analysis/transcript-analyzer';
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

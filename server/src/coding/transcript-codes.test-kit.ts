import { analyzeTranscript } from '../engines/note/shared/analysis/transcript-analyzer';
import { toSpeechStyle } from '../engines/note/shared/speech-style';
import { suggestCodes } from './code-suggester';

/** The ICD-10-CM codes the real analysis and coder give a transcript (denied findings are never coded). */
export function icd10Of(transcript: string): string[] {
  const analysis = analyzeTranscript(transcript);
  const codable = analysis.findings.filter((finding) => finding.assertion !== 'negated');
  return suggestCodes(codable, analysis.encounter)
    .filter((suggestion) => suggestion.type === 'ICD-10')
    .map((suggestion) => suggestion.code);
}

export const visit = (...lines: string[]) => lines.join('\n');

/** The transcript as written and as a speech recogniser gives it. */
export const bothWays = (transcript: string) => [transcript, toSpeechStyle(transcript)];

/** Runs a table of diagnoses through icd10Of, written and spoken. */
export function codesEachCase(
  cases: ReadonlyArray<readonly [string, string, string]>,
  test: (name: string, body: () => void) => void,
  expectToContain: (codes: string[], code: string) => void,
): void {
  for (const [name, transcript, code] of cases)
    test(`codes ${name} as ${code}, written and spoken`, () => {
      for (const text of bothWays(transcript)) expectToContain(icd10Of(text), code);
    });
}

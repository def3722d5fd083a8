import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

const FORMS = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

/** The doses of the medicine read as taken or given. */
function presentDoses(transcript: string, conceptId: string): Array<string | undefined> {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId && m.assertion === 'present')
    .map((m) => m.attributes.dose);
}

describe('a change stated as the plan in a run of speech read as a question', () => {
  it('reads the change the clinician states before asking as planned in speech', () => {
    const said = toSpeechStyle(
      "[doctor] I'd like to reduce the doxazosin back down to two milligrams at night, and we'll see how your dizziness does.",
    );
    expect(presentDoses(said, 'doxazosin')).toEqual(['2 mg']);
  });

  it.each(FORMS)('never reads a medicine the clinician declines to start as taken (%s)', (_, render) => {
    const said = render('[doctor] Let us not start metformin 500 mg yet, how do you feel about trying diet first?');
    expect(presentDoses(said, 'metformin')).toEqual([]);
  });

  it('leaves a written question asked, though a lead-in comes before the medicine', () => {
    const said =
      "[doctor] Or we'll increase the ramipril to ten milligrams, how would you feel about that?\n[patient] I'd rather not.";
    expect(presentDoses(said, 'ramipril')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

function statusOf(transcript: string, conceptId: string): string[] {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);
}

const visit = (lines: string[]) => ['[doctor] hi , how are you ?', '[patient] okay .', ...lines].join('\n');

describe('applyPatientDenials', () => {
  it("lets the patient's own denial outweigh the clinician's words said just before", () => {
    const transcript = visit([
      "[doctor] so you've been able to tolerate the nausea and the fatigue .",
      "[patient] yes . i have n't had any nausea , but just slight fatigue .",
    ]);
    expect(statusOf(transcript, 'nausea')).toEqual(['negated', 'negated']);
    expect(statusOf(transcript, 'fatigue')).toContain('present');
    expect(statusOf(toSpeechStyle(transcript), 'nausea')).not.toContain('present');
  });

  it('lets "no vomiting" win over a yes that answered the question before it', () => {
    const transcript = visit([
      '[doctor] can you keep food down okay ? any vomiting ?',
      '[patient] yeah , i can eat . no vomiting .',
    ]);
    expect(statusOf(transcript, 'vomiting')).not.toContain('present');
    expect(statusOf(transcript, 'vomiting')).toContain('negated');
    expect(statusOf(toSpeechStyle(transcript), 'vomiting')).not.toContain('present');
  });

  it('takes back a yes the patient corrects later in the same long answer, as written and as speech', () => {
    const transcript = visit([
      '[doctor] have you had any nausea with the pain ?',
      '[patient] hmm , yes , some . oh , hang on , no . that was last month , after the curry . it was a different thing . no nausea this time .',
      '[doctor] okay .',
    ]);
    expect(statusOf(transcript, 'nausea')[0]).toBe('negated');
    expect(statusOf(toSpeechStyle(transcript), 'nausea')).not.toContain('present');
  });

  it('leaves a finding the patient does not deny as it was', () => {
    const transcript = visit(["[doctor] you've had some nausea .", '[patient] yes , and no fever .']);
    expect(statusOf(transcript, 'nausea')).toEqual(['present']);
  });
});

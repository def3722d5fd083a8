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

const bothForms = (lines: string[]) => [lines.join('\n'), toSpeechStyle(lines.join('\n'))];

/** The finding is read (so the check is not empty) and never as present. */
const takenBack = (transcript: string, conceptId: string) => {
  const statuses = statusOf(transcript, conceptId);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses).not.toContain('present');
};

describe('applyRetractions', () => {
  it('denies a complaint its speaker takes back in the same sentence, written and spoken', () => {
    const lines = [
      '[doctor] Any chest pain when you walk uphill?',
      "[patient] I've been getting chest pain, well, no, hang on, it's more of a stitch in my side. It goes quickly.",
      '[doctor] Okay.',
    ];
    for (const transcript of bothForms(lines)) takenBack(transcript, 'chest-pain');
  });

  it('gives a finding re-said of someone else after the take-back to that person, written and spoken', () => {
    const lines = [
      '[doctor] Do you get heartburn at all?',
      "[patient] I get heartburn every night, no, sorry, it's my wife, she gets heartburn. I'm fine.",
      '[doctor] Right.',
    ];
    for (const transcript of bothForms(lines)) takenBack(transcript, 'heartburn');
  });

  it('leaves a complaint whose side is set right after the cue, written and spoken', () => {
    const lines = [
      "[doctor] Tell me what's been happening.",
      "[patient] I've had pain in my left knee since Sunday, no, sorry, my right knee. It's swollen.",
      '[doctor] Okay.',
    ];
    for (const transcript of bothForms(lines)) expect(statusOf(transcript, 'knee-pain')).toContain('present');
  });

  it('keeps a complaint said after an unrelated "no", written and spoken', () => {
    const lines = ['[doctor] Any fever?', "[patient] No. I've had a cough for a week though.", '[doctor] Okay.'];
    for (const transcript of bothForms(lines)) expect(statusOf(transcript, 'cough')).toContain('present');
  });

  it('reads a yes taken back as no answer to the question, written and spoken', () => {
    const lines = [
      '[doctor] Any blood in your stools?',
      "[patient] Yes, I think, well, no, hang on, that was the beetroot. It's normal now.",
      '[doctor] Good.',
    ];
    for (const transcript of bothForms(lines)) expect(statusOf(transcript, 'blood-in-stool')).not.toContain('present');
  });
});

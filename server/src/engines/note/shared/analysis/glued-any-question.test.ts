import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { gluedDenialSpan } from './glued-answer';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

function statusOf(transcript: string, conceptId: string): string[] {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);
}

// Unpunctuated speech runs "any …?" and its bare "no" into one sentence, often given to the patient.
const GLUED = 'right i must check any chest pain or breathlessness when you hurry for the bus no';

describe('a question opened with a bare "any" and answered "no" in the same breath', () => {
  it('spans what was asked after "any"', () => {
    const tokens = tokenizeWords(GLUED);
    const span = gluedDenialSpan(tokens);
    expect(tokens.slice(span!.first, span!.last).map((t) => t.norm)).toContain('breathlessness');
  });

  it('reads chest pain and breathlessness as denied in speech', () => {
    const transcript = `[doctor] how are the headaches now\n[patient] ${GLUED}\n[patient] i walk the dog every day`;
    expect(statusOf(toSpeechStyle(transcript), 'chest-pain')).not.toContain('present');
    expect(statusOf(toSpeechStyle(transcript), 'shortness-of-breath')).not.toContain('present');
  });

  it('reads the same question denied when written', () => {
    const written = '[doctor] Any chest pain or breathlessness when you hurry for the bus?\n[patient] No.';
    expect(statusOf(written, 'chest-pain')).not.toContain('present');
  });

  it('keeps chest pain the patient affirms, written and in speech', () => {
    const written = '[doctor] Any chest pain when you hurry for the bus?\n[patient] Yes, chest pain on the hill.';
    expect(statusOf(written, 'chest-pain')).toContain('present');
    expect(statusOf(toSpeechStyle(written), 'chest-pain')).toContain('present');
    const glued = 'right i must check any chest pain when you hurry yes chest pain going up the hill but at rest no';
    expect(gluedDenialSpan(tokenizeWords(glued))).toBeNull();
    expect(statusOf(`[doctor] how are you\n[patient] ${glued}`, 'chest-pain')).toContain('present');
  });

  it('keeps chest pain said before a later "any … no"', () => {
    const said = 'i get chest pain when i hurry for the bus any dizziness with it no';
    expect(statusOf(`[doctor] how are you\n[patient] ${said}`, 'chest-pain')).toContain('present');
  });
});

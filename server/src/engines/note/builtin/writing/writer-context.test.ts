import { describe, expect, it } from 'vitest';
import { contextFor } from './writer-test-kit';

describe('WriterContext', () => {
  it('names the patient by the sex the transcript gives, else neutrally', () => {
    expect(contextFor(['[doctor] mr. brown , how are you ?']).pronouns.subject).toBe('he');
    expect(contextFor(['[doctor] how are you ?']).pronouns.subject).toBe('the patient');
  });

  it('recognises device commands, small talk and social history', () => {
    const context = contextFor([
      '[doctor] hey dragon , show me the labs .',
      '[doctor] thank you , have a good day .',
      '[patient] i drink two beers a night .',
      '[patient] thanks , my cough is better .',
    ]);
    const [command, thanks, beer, cough] = context.sentences;
    expect(context.isDeviceCommand(command!)).toBe(true);
    expect(context.isSmallTalk(thanks!)).toBe(true);
    expect(context.isSocial(beer!)).toBe(true);
    expect(context.isSmallTalk(cough!)).toBe(false);
  });

  it('gives exact evidence spans for sentences, once each and in order', () => {
    const context = contextFor(['[patient] my knee hurts .', '[patient] it is swollen .']);
    const evidence = context.evidence([1, 0, 1]);
    expect(evidence.map((span) => span.quote)).toEqual(['my knee hurts', 'it is swollen']);
    const transcript = context.analysis.transcript;
    for (const span of evidence) expect(transcript.slice(span.start, span.end)).toBe(span.quote);
  });

  it('rewrites a relative as the family, not as the patient', () => {
    const context = contextFor(['[patient_guest] i gave her some tylenol last night .']);
    expect(context.rewrite(context.sentences[0]!)).toBe('The family gave her some Tylenol last night.');
  });

  it('does not take eating and drinking as a sign of illness for social history', () => {
    const context = contextFor([
      '[patient_guest] she is eating and drinking fine .',
      '[patient] i drink wine most nights .',
    ]);
    expect(context.sentences.map((sentence) => context.isSocial(sentence))).toEqual([false, true]);
  });
});

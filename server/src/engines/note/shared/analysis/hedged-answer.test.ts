import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { answerPolarity } from './question-answer';
import { hedgedNoEndAt, saysHedgedNoAt } from './hedged-answer';
import { statuses } from './mention-status.test-kit';
import { stemTokens } from './phrase-index';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

const stemsOf = (text: string) => stemTokens(tokenizeWords(text));
const pieces = (text: string) => structureTranscript(text).sentences.map((sentence) => sentence.text);

describe('saysHedgedNoAt', () => {
  it('reads "not to my knowledge" and "i don\'t think so" as answers', () => {
    expect(saysHedgedNoAt(stemsOf('not to my knowledge'), 0)).toBe(true);
    expect(saysHedgedNoAt(stemsOf("i don't think so"), 0)).toBe(true);
    expect(saysHedgedNoAt(stemsOf("not that i'm aware of"), 0)).toBe(true);
  });

  it('leaves a plain "not" or "i don\'t" that opens a statement', () => {
    expect(saysHedgedNoAt(stemsOf('not to worry'), 0)).toBe(false);
    expect(saysHedgedNoAt(stemsOf("i don't take anything"), 0)).toBe(false);
  });
});

describe('a question answered with a hedged no', () => {
  const written = [
    'Doctor: Have you ever been told you have asthma?',
    "Patient: I don't think so, no.",
    'Doctor: Has anyone in the family had heart disease or diabetes?',
    "Patient: Not to my knowledge. My dad's side is a mystery.",
  ].join('\n');

  it('cuts the speech answer from its question', () => {
    const speech = pieces(toSpeechStyle(written));
    expect(speech.some((piece) => piece.startsWith('not to my knowledge'))).toBe(true);
    expect(speech.some((piece) => piece.startsWith("i don't think so"))).toBe(true);
  });

  it('denies what was asked, written and spoken', () => {
    expect(statuses(written, 'asthma')).toEqual({ written: ['negated'], speech: ['negated'] });
  });
});

describe('an "any" question glued to the end of an answer', () => {
  const written = [
    'Doctor: How have you been since the operation?',
    "Patient: I'm doing fine. I had my gallbladder out in March.",
    'Doctor: Any complications with the surgery?',
    'Patient: Uh, nope.',
    'Doctor: Any falls or imbalance?',
    'Patient: No.',
  ].join('\n');

  it('starts the question where the "any" is', () => {
    const speech = pieces(toSpeechStyle(written));
    expect(speech).toContain('any complications with the surgery uh');
    expect(speech).toContain('nope');
    expect(speech.some((piece) => piece.startsWith('any falls or imbalance'))).toBe(true);
  });
});

describe('a question after "than ever before"', () => {
  const written = [
    "Patient: I've had more chest infections this year than ever before.",
    'Doctor: Any history of asthma or other lung disease?',
    'Patient: Not to my knowledge.',
  ].join('\n');

  it('denies the condition asked about in speech', () => {
    expect(statuses(written, 'asthma')).toEqual({ written: ['negated'], speech: ['negated'] });
  });
});

describe('a hedged no taken back at once', () => {
  it('leaves the finding present after "i don\'t think so well yes a bit"', () => {
    const written = [
      'Doctor: Have you had any chest pain?',
      "Patient: I don't think so. Well, yes, a bit last week when I ran for the bus.",
      'Doctor: Okay.',
    ].join('\n');
    expect(statuses(written, 'chest-pain').speech).not.toContain('negated');
    expect(statuses(written, 'chest-pain').written).not.toContain('negated');
  });

  it('leaves the finding present in one unpunctuated run of speech', () => {
    const said = "have you had any chest pain i don't think so well yes a bit last week when i was walking";
    expect(statuses(said, 'chest-pain').speech).not.toContain('negated');
  });

  it('leaves the finding present after "not that i know of actually yes now you mention it"', () => {
    const written = [
      'Doctor: Any palpitations?',
      'Patient: Not that I know of. Actually, yes, now you mention it, sometimes at night.',
    ].join('\n');
    expect(statuses(written, 'palpitations').speech).not.toContain('negated');
    expect(statuses(written, 'palpitations').written).not.toContain('negated');
  });

  it('still denies what a hedged no answers when nothing takes it back', () => {
    const written = ['Doctor: Have you had any chest pain?', "Patient: I don't think so. I've felt fine."].join('\n');
    expect(statuses(written, 'chest-pain')).toEqual({ written: ['negated'], speech: ['negated'] });
  });
});

describe('an answer of not remembering', () => {
  it('cuts "i don\'t remember any" like a hedged answer but reads it as unsure', () => {
    expect(saysHedgedNoAt(stemsOf("i don't remember any"), 0)).toBe(true);
    expect(hedgedNoEndAt(stemsOf("i don't remember any"), 0)).toBeNull();
    expect(answerPolarity(tokenizeWords("I don't remember any."))).not.toBe('no');
    expect(answerPolarity(tokenizeWords("I don't think so."))).toBe('no');
  });

  it('reads "i don\'t remember any" as unsure, not as a no', () => {
    const written = ['Doctor: Did you have any fevers?', "Patient: I don't remember any, to be honest."].join('\n');
    expect(statuses(written, 'fever').written).not.toContain('negated');
    expect(statuses(written, 'fever').speech).not.toContain('negated');
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { structureTranscript } from './transcript-structure';
import { asksClinicianOpinion, tellsListenerCondition } from './clinician-opinion';
import { tokenizeWords } from './word-tokenizer';

const speakersOf = (transcript: string) =>
  structureTranscript(transcript).sentences.map((s) => `${s.speaker}: ${s.text}`);

describe('tellsListenerCondition', () => {
  it('hears the listener told a condition they have', () => {
    expect(tellsListenerCondition(tokenizeWords('so that is why you have gastritis in the stomach lining'))).toBe(true);
    expect(tellsListenerCondition(tokenizeWords("you've got a chest infection"))).toBe(true);
  });

  it('is not fooled by "you have to" or a condition far from the cue', () => {
    expect(tellsListenerCondition(tokenizeWords('you have to rest the knee'))).toBe(false);
    expect(tellsListenerCondition(tokenizeWords('i have asthma'))).toBe(false);
  });
});

describe('asksClinicianOpinion', () => {
  it('hears questions asking what someone has, or put to the doctor by name', () => {
    expect(asksClinicianOpinion(tokenizeWords('so what does he have'))).toBe(true);
    expect(asksClinicianOpinion(tokenizeWords('what is the diagnosis then'))).toBe(true);
    expect(asksClinicianOpinion(tokenizeWords('is it serious doctor'))).toBe(true);
  });

  it('does not take a doctor named in passing as the listener', () => {
    expect(asksClinicianOpinion(tokenizeWords('have you been to see a doctor'))).toBe(false);
    expect(asksClinicianOpinion(tokenizeWords('how long has it hurt'))).toBe(false);
  });
});

describe('who gives the diagnosis in unlabelled speech', () => {
  const parent = [
    'Guest_family: Is it serious, doctor? What does he have?',
    'Doctor: I think he has an ear infection.',
    'Guest_family: Okay.',
  ].join('\n');

  it('gives the answer to "what does he have" to the clinician (speech style)', () => {
    const said = speakersOf(toSpeechStyle(parent));
    expect(said.find((line) => line.includes('ear infection'))).toMatch(/^doctor: /);
  });

  it('keeps the tagged speaker in written form', () => {
    const said = speakersOf(parent);
    expect(said.find((line) => line.includes('ear infection'))).toMatch(/^doctor: /);
  });

  const told = [
    'Doctor: The scan is back and it shows some thickening.',
    'Patient: Oh.',
    'Doctor: Yeah, and so you have gastritis in the lining of your stomach.',
    'Patient: I see.',
  ].join('\n');

  it('gives "you have <condition>" to the clinician, written and spoken', () => {
    for (const transcript of [told, toSpeechStyle(told)]) {
      const said = speakersOf(transcript);
      expect(said.find((line) => line.includes('gastritis'))).toMatch(/^doctor: /);
    }
  });

  it('cuts "what is his diagnosis | <condition>" apart in speech', () => {
    const colleague =
      'Guest_clinician: What is his diagnosis?\nDoctor: Iron deficiency anemia.\nGuest_clinician: Thanks.';
    const sentences = structureTranscript(toSpeechStyle(colleague)).sentences;
    const answer = sentences.find((s) => /^iron deficiency anemia/.test(s.text));
    expect(answer?.isQuestion).toBe(false);
    expect(answer?.speaker).toBe('doctor');
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from './transcript-analyzer';

const assertionsOf = (text: string, conceptId: string) =>
  analyzeTranscript(text)
    .mentions.filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);

const OPENING = [
  "[doctor] Good morning, Mr Fenwick. And who's this with you?",
  '[patient] This is my wife, Irene.',
  "[doctor] Hello, Irene. So, Mr Fenwick, what's been happening?",
  "[patient] I've had a cough for three weeks.",
  '[doctor] Any fever?',
  '[patient] No.',
];

// The clinician asks the companion by name, then goes on with a remark before she answers.
const ASKED_ON = [
  ...OPENING,
  "[doctor] Okay. And Irene, how are you keeping? It can't be easy.",
  "[patient] I've got angina, I'm on a GTN spray. My knees are bad as well.",
  '[doctor] Sorry to hear that. Mr Fenwick, let me listen to your chest.',
].join('\n');

// The clinician thanks the companion by name, then asks the patient: the answer is the patient's.
const THANKED_THEN_ASKED = [
  ...OPENING,
  "[doctor] Irene, thanks. And you've had no chest pain?",
  "[patient] I've had angina for years, I use the spray.",
].join('\n');

// The clinician asks the companion, then turns to the patient by name in the same turn.
const ASKED_THEN_TURNED = [
  ...OPENING,
  '[doctor] And Irene, how are you keeping? Mr Fenwick, any chest pain at all?',
  "[patient] I've had angina for years, I use the spray.",
].join('\n');

describe('a companion asked by name in a turn that goes on', () => {
  it('has their own illness, not the patient (written)', () => {
    expect(assertionsOf(ASKED_ON, 'angina')).toEqual(['family']);
    expect(assertionsOf(ASKED_ON, 'cough')).toContain('present');
  });

  it.each([
    ['written', ASKED_ON],
    ['speech', toSpeechStyle(ASKED_ON)],
  ])("leaves the patient's cough to the patient (%s)", (_s, text) => {
    expect(assertionsOf(text, 'cough')).toContain('present');
  });

  it.each([
    ['thanked, then a question', THANKED_THEN_ASKED],
    ['asked, then the patient by name', ASKED_THEN_TURNED],
  ])("leaves the patient's answer to the patient (%s)", (_s, text) => {
    expect(assertionsOf(text, 'angina')).toContain('present');
    expect(assertionsOf(text, 'angina')).not.toContain('family');
  });
});

// The companion's answer runs on past two sentences, and opens with a bare word.
const LONG_ANSWER = [
  ...OPENING,
  '[doctor] Thanks. Irene, how about you? Any health problems?',
  "[patient] Angina. I use a spray for it. My knees are sore. And I've got osteoporosis, I have a yearly infusion.",
  '[doctor] Okay. Mr Fenwick, let me listen to your chest.',
].join('\n');

// The companion asked about the patient answers with a bare word: it is the patient's.
const ASKED_OF_PATIENT = [
  ...OPENING,
  '[doctor] And Irene, has he had any chest pain?',
  '[patient] Angina, the doctor called it.',
].join('\n');

describe("a companion's answer to being asked of themselves", () => {
  it('is theirs to its end, a bare first word and all, and no family history', () => {
    const analysis = analyzeTranscript(LONG_ANSWER);
    const own = analysis.mentions.filter((m) => m.conceptId === 'angina' || m.conceptId === 'osteoporosis');
    expect(own.map((m) => m.conceptId).sort()).toEqual(['angina', 'osteoporosis']);
    for (const mention of own) {
      expect(mention.assertion).toBe('family');
      expect(mention.attributes.relative).toBe('wife');
      expect(mention.attributes.notKin).toBe('true');
    }
  });

  it('leaves a bare answer about the patient to the patient', () => {
    expect(assertionsOf(ASKED_OF_PATIENT, 'angina')).not.toContain('family');
  });
});

// The clinician's words back to the companion, cut in two after "sorted".
const SAID_BACK = [
  ...OPENING,
  '[doctor] And Irene, how are you keeping?',
  "[patient] I've got angina, I'm on bisoprolol.",
  "[doctor] I'm glad the bisoprolol is sorted for your angina, Irene, and do see your own GP if it gets worse.",
  '[doctor] Mr Fenwick, let me listen to your chest.',
].join('\n');

describe("the clinician's words back to a companion, cut in two", () => {
  it('give the medicine to the companion in both pieces', () => {
    expect(assertionsOf(SAID_BACK, 'bisoprolol')).toEqual(['family', 'family']);
  });
});

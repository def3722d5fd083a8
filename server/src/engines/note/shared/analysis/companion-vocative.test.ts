import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from './transcript-analyzer';

const statusOf = (text: string, conceptId: string) =>
  analyzeTranscript(text)
    .mentions.filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);

// A husband speaks of his own asthma; the clinician answers him by name, and he called the patient "her".
const HUSBAND_ANSWERED = [
  '[doctor] Hello, come in. And this is?',
  '[patient] This is my husband, Ray.',
  '[doctor] Nice to meet you. So what is the trouble?',
  "[patient] I've had a cough for three weeks, worse at night.",
  "[patient] I've had asthma since primary school. So when her cough started I told her to come in.",
  '[doctor] That was sensible, Ray. Any fever with the cough?',
  '[patient] No fever.',
].join('\n');

// The patient's own asthma; the clinician thanks the husband, whom the patient's "he" may stand for.
const PATIENT_THANKS_HUSBAND = [
  '[doctor] Hello, come in. And this is?',
  '[patient] This is my husband, Ray.',
  '[doctor] Nice to meet you. So what is the trouble?',
  "[patient] I've had asthma since primary school, and now a cough. He drove me here today.",
  '[doctor] That was kind, Ray. Any fever with the cough?',
  '[patient] No fever.',
].join('\n');

// The patient names the husband before the thanks: the words are the patient's.
const PATIENT_NAMES_HUSBAND = PATIENT_THANKS_HUSBAND.replace('He drove me here today.', 'Ray brought her inhaler.');

describe("a patient-side turn the clinician answers by a companion's name", () => {
  it("is the companion's when it calls the patient by the other sex (written)", () => {
    expect(statusOf(HUSBAND_ANSWERED, 'asthma')).toEqual(['family']);
    expect(statusOf(HUSBAND_ANSWERED, 'cough')).toContain('present');
  });
  it("keeps the patient's cough in speech, where no comma marks the name", () => {
    expect(statusOf(toSpeechStyle(HUSBAND_ANSWERED), 'cough')).toContain('present');
  });
  it.each([
    ['written', PATIENT_THANKS_HUSBAND],
    ['speech', toSpeechStyle(PATIENT_THANKS_HUSBAND)],
    ['written, named', PATIENT_NAMES_HUSBAND],
    ['speech, named', toSpeechStyle(PATIENT_NAMES_HUSBAND)],
  ])("leaves the patient's own asthma when the turn's he may be the companion or names them (%s)", (_s, text) => {
    expect(statusOf(text, 'asthma')).not.toContain('family');
  });
});

// A father in his baby's visit: his own childhood asthma comes before he calls the baby "her" in the same turn.
const FATHER_TURN = [
  '[doctor] Come in. This must be Ruby. And you must be Dad?',
  "[patient] That's right.",
  "[doctor] What's been going on with her?",
  '[patient] She has had a runny nose and a cough for four days.',
  '[doctor] Anyone in the family with asthma or eczema?',
  '[patient] I had asthma when I was little. And her mum gets hay fever.',
  '[doctor] Okay. Is she feeding well?',
].join('\n');

describe("a companion's turn in tagged talk", () => {
  it('is theirs from its start when it later calls the patient her (written)', () => {
    expect(statusOf(FATHER_TURN, 'asthma')).toContain('family');
    expect(statusOf(FATHER_TURN, 'asthma')).not.toContain('historical');
    expect(statusOf(FATHER_TURN, 'cough')).toContain('present');
  });
  it("keeps the baby's cough in speech", () => {
    expect(statusOf(toSpeechStyle(FATHER_TURN), 'cough')).toContain('present');
  });
});

// The patient's own medicine in a turn whose "she" is the nurse named before it; the clinician then thanks Ray.
const NURSE_SHE = [
  '[doctor] Hello, come in. And this is?',
  '[patient] This is my husband, Ray.',
  '[doctor] What can I do for you?',
  "[patient] I'm on metformin for my sugar. The nurse said she'd check it today.",
  '[doctor] Thanks for coming, Ray. Any other tablets?',
].join('\n');

describe("a turn answered by the companion's name whose he/she stands for someone named in it", () => {
  it.each([
    ['written', NURSE_SHE],
    ['speech', toSpeechStyle(NURSE_SHE)],
  ])("stays the patient's, medicine and all (%s)", (_s, text) => {
    expect(statusOf(text, 'metformin')).toContain('present');
  });
});

// A sister named earlier in the patient's own turn is the "her" of "her husband": the chest pain between stays.
const SISTER_TURN = [
  '[doctor] Hello, and this is?',
  '[patient] This is my husband.',
  '[doctor] What can I do for you?',
  "[patient] My sister stayed with me at the weekend. I've had chest pain since Sunday. Her husband thinks it's stress.",
  '[doctor] Okay.',
].join('\n');

describe('a tagged turn whose "her …" may stand for someone it names', () => {
  it.each([
    ['written', SISTER_TURN],
    ['speech', toSpeechStyle(SISTER_TURN)],
  ])("is not the companion's before it (%s)", (_s, text) => {
    expect(statusOf(text, 'chest-pain')).toEqual(['present']);
  });
});

// "My husband. Anyway.": a word that only moves the talk on is no name, so the clinician's "Okay, anyway, ..." turns
// to nobody and the patient's chest pain (told with a neighbour's "she") stays theirs.
const MOVES_ON = [
  '[doctor] Hello, and who is with you?',
  '[patient] My husband. Anyway.',
  '[doctor] What happened?',
  "[patient] I've had chest pain since last night. The lady next door found me and she rang for help.",
  "[doctor] Okay, anyway, let's have a look at you.",
].join('\n');

describe('a one-word sentence after who the companion is', () => {
  it.each([
    ['written', MOVES_ON],
    ['speech', toSpeechStyle(MOVES_ON)],
  ])('is no name unless it can be one (%s)', (_s, text) => {
    expect(statusOf(text, 'chest-pain')).toEqual(['present']);
  });
});

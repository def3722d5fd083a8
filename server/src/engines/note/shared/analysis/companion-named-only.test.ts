import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { companionNames } from './companion-address';
import { analyzeTranscript } from './transcript-analyzer';

const statusOf = (text: string, conceptId: string) =>
  analyzeTranscript(text)
    .mentions.filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);

// A companion the patient introduces by name alone ("This is Dana."), whom the clinician greets by it, breaks in
// after the patient's answer calling the patient "she", and gives her own illness and medicine.
const NAME_ONLY = [
  "[doctor] Morning, Mrs Hale, come on in. And who's with you today?",
  '[patient] This is Dana. She gave me a lift.',
  '[doctor] Nice to meet you, Dana. So what brings you in?',
  '[patient] My knee has been swollen for a week.',
  '[doctor] Any fever or chills?',
  '[patient] No fever.',
  "[patient] She's been hobbling around all week. I've had psoriasis for years, I'm on methotrexate.",
  '[doctor] Right. Any injury to the knee, Mrs Hale?',
  '[patient] No injury.',
].join('\n');
// The same visit with the patient going on in her own second line: nothing there is the companion's.
const PATIENT_GOES_ON = NAME_ONLY.replace("She's been hobbling around all week. ", 'And one more thing. ');
// "This is awful" names nobody: no companion is in the room.
const NO_NAME = NAME_ONLY.replace('This is Dana. She gave me a lift.', 'This is awful.').replace(', Dana', '');

describe('a companion introduced by name alone', () => {
  it('is a companion when the clinician says the name back', () => {
    expect([...companionNames(analyzeTranscript(NAME_ONLY).sentences).keys()]).toEqual(['dana']);
    expect(companionNames(analyzeTranscript(NO_NAME).sentences).size).toBe(0);
  });
  it("gives the companion's own illness to her when she calls the patient she (written)", () => {
    expect(statusOf(NAME_ONLY, 'psoriasis')).toEqual(['family']);
    expect(statusOf(NAME_ONLY, 'methotrexate')).not.toContain('present');
    expect(statusOf(NAME_ONLY, 'joint-swelling').concat(statusOf(NAME_ONLY, 'knee-swelling'))).toContain('present');
  });
  it.each([
    ['written', PATIENT_GOES_ON],
    ['speech', toSpeechStyle(PATIENT_GOES_ON)],
    ['written, no name', NO_NAME],
  ])("leaves the patient's own second line hers (%s)", (_s, text) => {
    expect(statusOf(text, 'psoriasis')).toContain('present');
  });
});

// The clinician answers a back-to-back patient-side turn by the companion's name and speaks of a medicine or
// illness of that turn as "your …": the turn was the companion's, though it calls the patient nothing.
const ECHOED = [
  '[doctor] Come in, Mr Ward. And you have brought someone?',
  '[patient] My brother, Rob. He drove.',
  '[doctor] Hello Rob. So what is the problem today?',
  "[patient] I've been getting heartburn after meals for a month.",
  '[doctor] Anyone in the family with stomach trouble?',
  '[patient] Not that I know of.',
  "[patient] I had a stomach ulcer last spring. I'm still on omeprazole for it.",
  "[doctor] I'm glad the omeprazole is settling your ulcer, Rob. Mr Ward, any weight loss?",
  '[patient] No weight loss.',
].join('\n');
// Thanks by name alone, with nothing of the turn said back as "your …": the words stay the patient's.
const THANKED_ONLY = ECHOED.replace("I'm glad the omeprazole is settling your ulcer, Rob.", 'Thanks, Rob.');

// The companion's turn says only "them"; the clinician calling them by name says the illness back as "your …".
const SAID_BACK = [
  '[doctor] Come in, Mr Ward. And you have brought someone?',
  '[patient] My brother, Rob. He drove.',
  '[doctor] Hello Rob. So what is the problem today?',
  "[patient] I've been getting heartburn after meals for a month.",
  '[doctor] Anyone in the family with migraines?',
  '[patient] Our dad had migraines.',
  '[patient] So do I, since school. I take sumatriptan when one starts.',
  "[doctor] I'm glad the sumatriptan is helping your migraines, Rob. Mr Ward, any weight loss?",
  '[patient] No weight loss.',
].join('\n');

describe("the clinician's words to a companion called by name", () => {
  it('give the companion what they say back as theirs (written)', () => {
    const analysis = analyzeTranscript(SAID_BACK);
    const said = analysis.sentences.find((s) => s.speaker === 'doctor' && s.text.includes('sumatriptan'))!;
    const there = analysis.mentions.filter((m) => m.sentenceIndex === said.index && m.conceptId === 'migraine');
    expect(there.map((m) => m.assertion)).toEqual(['family']);
    expect(statusOf(SAID_BACK, 'heartburn')).toContain('present');
  });
});

describe("a back-to-back turn the clinician answers by the companion's name, echoing the turn's medicine", () => {
  it("is the companion's (written)", () => {
    expect(statusOf(ECHOED, 'peptic-ulcer')).not.toContain('present');
    expect(statusOf(ECHOED, 'heartburn')).toContain('present');
  });
  it("leaves it the patient's when the clinician only thanks the companion", () => {
    expect(statusOf(THANKED_ONLY, 'peptic-ulcer')).toContain('present');
  });
});

// A clinician turning to a named companion with "Name, anything …?".
const ANYTHING = [
  '[doctor] Hello, Mr Cole. And this is?',
  '[patient] My wife, Joan.',
  '[doctor] So what is the trouble?',
  '[patient] My ankles have been swelling.',
  '[doctor] Joan, anything going on with your own health I should know about?',
  '[patient] Well, I have glaucoma. I use drops every night.',
  '[doctor] Good. Mr Cole, any breathlessness?',
  '[patient] No.',
].join('\n');

describe('a clinician turning to a named companion with "anything"', () => {
  it('gives the answer to the companion (written)', () => {
    expect(statusOf(ANYTHING, 'glaucoma')).toEqual(['family']);
  });
  // Unpunctuated speech glues the name to the patient's words before it ("… swelling joan anything …"): nothing
  // tells the name is said to someone, and the patient's own complaint is kept.
  it("keeps the patient's own complaint in speech", () => {
    expect(statusOf(toSpeechStyle(ANYTHING), 'leg-swelling')).toContain('present');
  });
});

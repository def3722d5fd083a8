import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

const both = (text: string): Array<[string, string]> => [
  ['written', text],
  ['speech', toSpeechStyle(text)],
];

// The patient asks the doctor for something for their own complaint; the doctor's "no" answers the request.
const ASKS_FOR_TREATMENT = [
  '[doctor] What can I do for you today?',
  '[patient] I keep getting headaches. Do you have anything for headaches?',
  '[doctor] No, not really, paracetamol is best.',
].join('\n');

const ASKS_FOR_COUGH = [
  '[doctor] How are you getting on?',
  "[patient] I've had a cough for a fortnight. Have you got anything for the cough?",
  '[doctor] No, honey and lemon is as good as anything.',
].join('\n');

// A wife names her husband as her companion, then tells her own complaint and that he has her tablet list.
const THANKED_FOR_LIST = [
  '[doctor] Good morning, come in.',
  '[patient] This is my husband, Pete.',
  '[doctor] Hello. What has been happening?',
  "[patient] I've had chest pain since Monday and I've been vomiting. Pete has my list of tablets.",
  '[doctor] Thanks, Pete. Any shortness of breath?',
  '[patient] A little.',
].join('\n');

// Two patient-tagged lines in a row from the one patient, the second adding a complaint "too".
const TWO_LINES = [
  '[doctor] Hello, who is with you today?',
  '[patient] My husband, Pete.',
  '[doctor] What brings you in?',
  '[patient] Pete noticed I was getting breathless on the stairs.',
  '[patient] And my ankles have been swollen too, for about two weeks.',
].join('\n');

// A wife named, not in the room: her worry is over the patient's chest pain (speech glues "her dad" on to it).
const NAMED_ABSENT = [
  '[doctor] What brings you in today?',
  '[patient] My wife Jean made me come.',
  "[doctor] Okay. What's been going on?",
  "[patient] I've had chest pain on the stairs for a month. Her dad died of a heart attack so she worries.",
  '[doctor] Does it spread anywhere?',
].join('\n');

describe('the patient speaks of their own complaint, with a companion or a question about', () => {
  // Speech gives the question to the clinician (guessed speakers), so only the patient's own words are checked there.
  it('a request for treatment answered no leaves the headache (written)', () => {
    expect(assertionsOf(ASKS_FOR_TREATMENT, 'headache')).not.toContain('negated');
  });
  it('a request for the cough answered no leaves the cough (written)', () => {
    expect(assertionsOf(ASKS_FOR_COUGH, 'cough')).not.toContain('negated');
  });
  it.each(both(ASKS_FOR_TREATMENT))("the patient's own headache stays present (%s)", (_s, text) => {
    expect(assertionsOf(text, 'headache')).toContain('present');
  });

  it.each(both(THANKED_FOR_LIST))('thanking the companion for a list leaves the complaint (%s)', (_s, text) => {
    expect(assertionsOf(text, 'chest-pain')).toContain('present');
    expect(assertionsOf(text, 'vomiting')).toContain('present');
  });

  it.each(both(TWO_LINES))('a second patient line adding "too" stays the patient\'s (%s)', (_s, text) => {
    expect(assertionsOf(text, 'leg-swelling')).toContain('present');
  });

  it.each(both(NAMED_ABSENT))('a relative merely named is not in the room (%s)', (_s, text) => {
    expect(assertionsOf(text, 'chest-pain')).toContain('present');
  });
});

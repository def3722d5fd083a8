import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

// A father asks the boy himself, by the name the clinician calls him, and answers for him.
const ASKS_BY_NAME = [
  '[doctor] Hello Sam, come and sit down. And this is Dad?',
  '[patient] Yes. He has been coughing for three days.',
  '[doctor] Sam, does your chest hurt when you cough?',
  '[patient] He says a bit.',
  '[doctor] Any earache, Sam?',
  '[patient] Have you got earache, Sam? No, he is shaking his head.',
].join('\n');

describe("a companion's question to the patient by name", () => {
  it.each([
    ['written', ASKS_BY_NAME],
    ['speech', toSpeechStyle(ASKS_BY_NAME)],
  ])('is denied by the "no" that answers it (%s)', (_style, text) => {
    expect(assertionsOf(text, 'ear-pain')).not.toContain('present');
  });

  const told = ASKS_BY_NAME.replace(
    'Have you got earache, Sam? No, he is shaking his head.',
    'Yes, earache, Sam. No, doctor.',
  );
  it.each([
    ['written', told],
    ['speech', toSpeechStyle(told)],
  ])('leaves an answer said with the name as it was (%s)', (_style, text) => {
    expect(assertionsOf(text, 'ear-pain')).toContain('present');
  });
});

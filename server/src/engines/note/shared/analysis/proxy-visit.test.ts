import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { addressedCompanions } from './companion-address';
import { structureTranscript } from './transcript-structure';
import { analyzeTranscript } from './transcript-analyzer';
import { answeredByProxy } from './proxy-visit';

/** A father answering for his daughter without saying who he is; he names his own illness in passing. */
const PROXY = [
  "[doctor] Hello, I've got an appointment here for Ellie. Can I check her date of birth?",
  '[patient] Third of May, twenty eighteen.',
  '[doctor] What has been happening?',
  "[patient] She's had a red rash on her arms since Sunday. It's spreading to her legs.",
  '[doctor] Is it anywhere else, on her tummy or her back?',
  '[patient] No, just her arms and legs.',
  '[doctor] Any skin problems in the family?',
  "[patient] Her older brother gets hay fever. And I've got psoriasis, on my knees.",
  '[doctor] Okay, thank you.',
].join('\n');

/** A patient speaking for herself who mentions her husband's knee once. */
const OWN = [
  '[doctor] Hello, what can I do for you?',
  "[patient] I've had psoriasis on my knees for a month.",
  '[doctor] Anything else?',
  "[patient] My husband hurt his knee, but that's him.",
  '[doctor] Okay.',
].join('\n');

const psoriasis = (text: string) => analyzeTranscript(text).mentions.filter((m) => m.conceptId === 'psoriasis');

describe('a visit answered by someone for the patient', () => {
  it('is told when both sides call the patient "her" / "his" more than once', () => {
    expect(answeredByProxy(structureTranscript(PROXY).sentences)).toBe(true);
    expect(answeredByProxy(structureTranscript(OWN).sentences)).toBe(false);
  });

  // Unlabelled speech runs the answers into the questions and guesses who speaks: not read there yet.
  it('gives the answerer’s own illness to them, not the patient (written)', () => {
    const found = psoriasis(PROXY);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => m.assertion !== 'present')).toBe(true);
  });

  it('keeps the patient’s own illness when they speak for themselves', () => {
    expect(psoriasis(OWN).some((m) => m.assertion === 'present')).toBe(true);
  });
});

describe('a companion who gives their name before who they are', () => {
  const VISIT = [
    '[patient] Hello?',
    "[patient] Hi, it's Dawn, his daughter. He asked me to help on the phone.",
    "[doctor] Hello Dawn. So, Mr Price, how's the breathing been?",
    '[patient] Not bad, doctor.',
    "[doctor] Dawn, you said you've been unwell yourself?",
    "[patient] Yes, I've got asthma, I'm on an inhaler.",
    '[doctor] Okay.',
  ].join('\n');

  it('is asked by that name, and the illness they answer with is theirs', () => {
    const { sentences } = structureTranscript(VISIT);
    expect([...addressedCompanions(sentences).values()]).toContain('daughter');
    const asthma = analyzeTranscript(VISIT).mentions.filter((m) => m.conceptId === 'asthma');
    expect(asthma.length).toBeGreaterThan(0);
    expect(asthma.every((m) => m.assertion === 'family' && m.attributes.relative === 'daughter')).toBe(true);
  });
});

describe('what a treatment protects against', () => {
  it.each([
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ])('is no finding of the patient (%s)', (_style, render) => {
    const visit = [
      '[doctor] Any problems with the tablets?',
      '[patient] No.',
      '[doctor] Good. You need to keep taking the apixaban, because it protects you from a stroke.',
      '[patient] Okay.',
    ].join('\n');
    const stroke = analyzeTranscript(render(visit)).mentions.filter((m) => m.conceptId === 'stroke');
    expect(stroke.every((m) => m.assertion !== 'present')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

const assertionsOf = (text: string) => runAnalysis(text).mentions.map((m) => `${m.conceptId}:${m.assertion}`);

// Immunity denies the infection it names and nothing said after it.
const IMMUNE_THEN_OTHER = "[doctor] You're immune to hepatitis B. Your liver tests do show hepatitis C though.";
const WEAK_IMMUNITY = "[patient] My immune system is weak, and I've got shingles on my back.";
const IMMUNE = '[doctor] The blood test says you are immune to measles.';

describe('immunity as a negation', () => {
  it.each([
    ['written', IMMUNE_THEN_OTHER],
    ['speech', toSpeechStyle(IMMUNE_THEN_OTHER)],
  ])('denies only the named infection (%s)', (_style, text) => {
    const found = assertionsOf(text);
    expect(found).toContain('hepatitis-b:negated');
    expect(found).toContain('hepatitis-c:present');
  });

  it.each([
    ['written', WEAK_IMMUNITY],
    ['speech', toSpeechStyle(WEAK_IMMUNITY)],
  ])('keeps an infection said beside a weak immune system (%s)', (_style, text) => {
    expect(assertionsOf(text)).toContain('shingles:present');
  });

  it.each([
    ['written', IMMUNE],
    ['speech', toSpeechStyle(IMMUNE)],
  ])('denies the infection the patient is immune to (%s)', (_style, text) => {
    expect(assertionsOf(text).some((a) => a.startsWith('measles') && !a.endsWith('negated'))).toBe(false);
  });
});

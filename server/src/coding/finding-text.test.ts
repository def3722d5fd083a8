import { describe, expect, it } from 'vitest';
import type { ClinicalFinding } from './clinical-finding';
import { readFindingText } from './finding-text';
import { toSpeechStyle } from '../engines/note/shared/speech-style';

function condition(quote: string, overrides: Partial<ClinicalFinding> = {}): ClinicalFinding {
  return {
    kind: 'condition',
    conceptId: 'sprain',
    term: 'sprain',
    surface: 'sprain',
    assertion: 'present',
    match: 'exact',
    speaker: 'doctor',
    inAssessment: true,
    attributes: {},
    evidence: [{ start: 0, end: quote.length, quote }],
    ...overrides,
  };
}

describe('the words a finding is coded from', () => {
  it('places a diagnosis on the site said after it, written and spoken', () => {
    for (const quote of ['You have a sprain of the left ankle.', 'Ice it, this is a sprain in your right wrist']) {
      for (const said of [quote, toSpeechStyle(quote)]) {
        const words = readFindingText(condition(said)).words;
        expect(words.has('ankle') || words.has('wrist'), said).toBe(true);
      }
    }
    const arthritis = condition('you have a pretty significant amount of arthritis in this knee', {
      conceptId: 'arthritis',
      term: 'arthritis',
      surface: 'arthritis',
    });
    expect(readFindingText(arthritis).words.has('knee')).toBe(true);
  });

  it('takes no site from words that do not place the diagnosis, nor for a finding that has a site', () => {
    expect([...readFindingText(condition('this is a sprain , so ice and rest')).words]).toEqual(['sprain']);
    const sited = condition('a sprain of the ankle', { attributes: { site: 'wrist' } });
    expect(readFindingText(sited).words.has('ankle')).toBe(false);
    const symptom = condition('pain in my stomach', { kind: 'symptom', term: 'pain', surface: 'pain' });
    expect(readFindingText(symptom).words.has('stomach')).toBe(false);
  });
});

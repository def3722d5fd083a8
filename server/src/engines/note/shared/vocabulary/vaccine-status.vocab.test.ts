import { describe, expect, it } from 'vitest';
import { ADMINISTERING_CUES, VACCINE_STATUS_CUES } from './vaccine-status.vocab';

describe('vaccine status vocabulary', () => {
  it('lists each status once, declined first, with lower-case phrases', () => {
    const statuses = VACCINE_STATUS_CUES.map(([status]) => status);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(statuses[0]).toBe('declined');
    for (const phrase of [...VACCINE_STATUS_CUES.flatMap(([, phrases]) => phrases), ...ADMINISTERING_CUES])
      expect(phrase).toBe(phrase.toLowerCase().trim());
  });

  it('never gives one phrase two statuses', () => {
    const owner = new Map<string, string>();
    for (const [status, phrases] of VACCINE_STATUS_CUES) {
      for (const phrase of phrases) {
        expect(owner.get(phrase) ?? status, phrase).toBe(status);
        owner.set(phrase, status);
      }
    }
  });

  it('dates no earlier dose among the words of giving one now', () => {
    const previous = VACCINE_STATUS_CUES.find(([status]) => status === 'previous')?.[1] ?? [];
    expect(ADMINISTERING_CUES.filter((phrase) => previous.includes(phrase))).toEqual([]);
  });
});

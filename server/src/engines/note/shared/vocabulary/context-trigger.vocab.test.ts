import { describe, expect, it } from 'vitest';
import { CONTEXT_TRIGGERS, SCOPE_TERMINATORS } from './context-trigger.vocab';

describe('ConText trigger vocabulary', () => {
  it('has no phrase listed twice for the same direction', () => {
    const keys = CONTEXT_TRIGGERS.map((trigger) => `${trigger.phrase}|${trigger.direction}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every assertion category', () => {
    const categories = new Set(CONTEXT_TRIGGERS.map((trigger) => trigger.category));
    for (const category of ['negated', 'historical', 'hypothetical', 'family', 'uncertain', 'pseudo', 'history-of']) {
      expect(categories.has(category as never)).toBe(true);
    }
  });

  it('lists the usual scope terminators and keeps them lower case', () => {
    for (const word of ['but', 'however', 'although', 'except']) expect(SCOPE_TERMINATORS).toContain(word);
    expect(SCOPE_TERMINATORS.every((word) => word === word.toLowerCase())).toBe(true);
  });
});

describe('ConText trigger class files', () => {
  it('gives every category and direction at least one phrase, all lower case', () => {
    const groups = new Map<string, number>();
    for (const trigger of CONTEXT_TRIGGERS) {
      const key = `${trigger.category}|${trigger.direction}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
      expect(trigger.phrase).toBe(trigger.phrase.toLowerCase());
    }
    // 13 class/direction pairs (hypothetical both ways: "if …", "… can go together") plus the relative-word pseudo
    // phrases ("my family doctor"), forward only.
    expect(groups.size).toBe(14);
  });
});

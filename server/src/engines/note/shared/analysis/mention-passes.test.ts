import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from './transcript-analyzer';
import { MENTION_PASSES } from './mention-passes';

describe('mention passes', () => {
  it('are named once each, in kebab-case, with what they settle', () => {
    const names = MENTION_PASSES.map((pass) => pass.name);
    expect(new Set(names).size).toBe(names.length);
    for (const pass of MENTION_PASSES) {
      expect(pass.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(pass.does.length).toBeGreaterThan(10);
    }
  });

  it('settle a correction before a list carry copies the status on', () => {
    const names = MENTION_PASSES.map((pass) => pass.name);
    expect(names.indexOf('corrections')).toBeLessThan(names.indexOf('list-status'));
    expect(names.indexOf('patient-denials')).toBeLessThan(names.indexOf('list-status'));
    expect(names.at(-1)).toBe('allergy-reactions');
  });

  it.each([
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ])('carry a dose said a turn after its medicine (%s)', (_style, render) => {
    const transcript = render(
      '[doctor] Are you on any regular tablets?\n[patient] Just the simvastatin.\n[doctor] Okay. What dose is that?\n[patient] Forty milligrams at night.',
    );
    const statin = analyzeTranscript(transcript).mentions.find((m) => m.conceptId === 'simvastatin');
    expect(statin?.attributes.dose).toBe('40 mg');
  });
});

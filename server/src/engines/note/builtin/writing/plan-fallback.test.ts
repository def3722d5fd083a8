import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeHpi } from './hpi-writer';
import { leftForAssessmentAndPlan } from './plan-fallback';
import { contextFor } from './writer-test-kit';

const hpiText = (lines: readonly string[]) =>
  writeHpi(contextFor(lines), [])
    .flatMap((block) => block.statements.map((s) => s.text))
    .join(' ');

// An excerpt that is all history: the clinician's opinion and plan are said among the questions.
const excerpt = [
  '[patient] the itch on my arms keeps me awake at night .',
  '[doctor] what i feel is you might have eczema on both arms .',
  '[doctor] i will write a prescription for a steroid ointment .',
];

describe('an excerpt that never leaves the history', () => {
  it('keeps the clinician opinion and plan out of the HPI, the patient story in it', () => {
    const hpi = hpiText(excerpt);
    expect(hpi).toMatch(/itch/);
    expect(hpi).not.toMatch(/eczema|prescription/);
  });

  it('does the same with speech-style text', () => {
    const hpi = hpiText([toSpeechStyle(excerpt.join('\n'))]);
    expect(hpi).not.toMatch(/prescription/);
  });

  it('leaves the history of a full visit to the HPI as before', () => {
    const visit = [
      '[doctor] i will write a prescription for a steroid ointment .',
      '[doctor] let me examine your arms .',
      '[doctor] on exam , there is dry skin on both forearms .',
    ];
    const context = contextFor(visit);
    expect(leftForAssessmentAndPlan(context, context.sentences[0]!)).toBe(false);
  });
});

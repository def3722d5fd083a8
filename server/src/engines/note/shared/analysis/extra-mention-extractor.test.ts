import { describe, expect, it } from 'vitest';
import { extractPlanMentions, extractVitalMentions } from './extra-mention-extractor';
import { structureTranscript } from './transcript-structure';

describe('extractVitalMentions', () => {
  it('reads vitals the clinician gives, not the patient’s home readings', () => {
    const { sentences } = structureTranscript(
      '[patient] my blood pressure at home was one fifty over ninety .\n[doctor] here it is one thirty over eighty .\n[doctor] your blood pressure is one thirty over eighty .',
    );
    expect(extractVitalMentions(sentences).map((m) => `${m.conceptId}=${m.attributes.value}`)).toEqual([
      'blood-pressure=130/80 mmHg',
    ]);
  });
});

describe('extractPlanMentions', () => {
  it('reads follow-up intervals and counselling in the plan', () => {
    const lines = [
      '[doctor] hi .',
      '[patient] hi .',
      '[doctor] let me examine you .',
      '[doctor] my plan is simple .',
      '[doctor] i want you to avoid alcohol .',
      '[doctor] follow up in two weeks .',
    ];
    const found = extractPlanMentions(structureTranscript(lines.join('\n')).sentences).map(
      (m) => `${m.kind}:${m.attributes.interval ?? ''}`,
    );
    expect(found).toEqual(['education:', 'followup:2 weeks']);
  });

  it('does not take a course length for a follow-up', () => {
    const lines = [
      '[doctor] hi .',
      '[patient] hi .',
      '[doctor] let me examine you .',
      '[doctor] my plan is simple .',
      '[doctor] take it for the next twelve weeks and then recheck your labs .',
    ];
    const found = extractPlanMentions(structureTranscript(lines.join('\n')).sentences).filter(
      (m) => m.kind === 'followup',
    );
    expect(found).toEqual([]);
  });
});

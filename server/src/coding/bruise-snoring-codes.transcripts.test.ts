import { describe, expect, it } from 'vitest';
import { bothWays, icd10Of, visit } from './transcript-codes.test-kit';

/** A bruise found at a site is coded as a contusion there (how ICD-10-CM indexes a bruise); never when denied. */
describe('bruises coded as contusions, written and spoken', () => {
  it('codes a bruise the examiner finds on a forearm after a fall, on its side', () => {
    const transcript = visit(
      '[patient] I tripped on the step yesterday and landed on my arm.',
      '[doctor] Let me have a look. There is a bruise across the back of your left forearm, but the bones feel fine.',
      '[doctor] It should settle in a week or two, take paracetamol if it aches.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).toContain('S50.12XA');
  });

  it('codes no contusion when the bruise is denied or bruising is a tendency', () => {
    const denied = visit(
      '[doctor] Any bruising on your forearm or your knee after the fall?',
      '[patient] No, no bruising at all.',
    );
    const tendency = visit('[patient] I bruise easily on my forearms since starting the blood thinner.');
    for (const text of [...bothWays(denied), ...bothWays(tendency)])
      expect(icd10Of(text).filter((code) => code.startsWith('S'))).toEqual([]);
  });
});

/** Snoring is its own problem while sleep apnoea is only suspected, and folds into the apnoea once diagnosed. */
describe('snoring beside sleep apnoea, written and spoken', () => {
  it('codes the snoring when the clinician only suspects sleep apnoea', () => {
    const transcript = visit(
      '[patient] My partner says I snore like a train and I feel shattered every morning.',
      '[doctor] I suspect this could be sleep apnoea, so I will send you for a sleep study.',
      '[doctor] Your blood pressure is also high today, so we will start amlodipine for your hypertension.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('R06.83');
      expect(codes).not.toContain('G47.33');
    }
  });

  it('codes the diagnosed apnoea, not the snoring it explains, and no snoring the patient denies', () => {
    const diagnosed = visit(
      '[patient] I still snore a lot.',
      '[doctor] Your sleep study confirmed obstructive sleep apnoea, so we will fit you for a CPAP machine.',
    );
    for (const text of bothWays(diagnosed)) {
      const codes = icd10Of(text);
      expect(codes).toContain('G47.33');
      expect(codes).not.toContain('R06.83');
    }
    const denied = visit(
      '[doctor] Do you snore?',
      '[patient] No, never.',
      '[doctor] Good, your asthma is well controlled.',
    );
    for (const text of bothWays(denied)) expect(icd10Of(text)).not.toContain('R06.83');
  });
});

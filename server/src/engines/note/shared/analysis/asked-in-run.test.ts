import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

/**
 * A spoken question run on into its answer ("any chest pain or breathlessness on the stairs no chest pain"):
 * the asked items take the denial. Our own sentences, written and through toSpeechStyle.
 */
describe('items asked in a run of speech and denied by name', () => {
  it('denies the asked item and the rest of its question', () => {
    const written = [
      'Doctor: Because it is your left shoulder I have to ask. Any chest pain or pressure, or getting short of breath when you lift boxes at work?',
      'Patient: No chest pain. I can still carry the shopping up three floors.',
    ].join('\n');
    expect(statuses(written, 'chest-pain')).toEqual({ written: ['negated'], speech: ['negated'] });
    expect(statuses(written, 'shortness-of-breath').speech).toEqual(['negated']);
  });

  it('denies a bare list question answered item by item', () => {
    const written = [
      'Patient: The tablets are working, I can sleep through now.',
      'Doctor: Fevers, pain in your back or side?',
      'Patient: No fevers. No back pain.',
    ].join('\n');
    expect(statuses(written, 'fever')).toEqual({ written: ['negated'], speech: ['negated'] });
    expect(statuses(written, 'back-pain').speech).toEqual(['negated']);
  });

  it("leaves the patient's own complaint that they say is gone at times", () => {
    const written = 'Patient: My back pain is there every morning, no back pain by the evening though.';
    expect(statuses(written, 'back-pain').speech).toContain('present');
  });

  it('leaves an item the patient told of before a question that runs on into its answer', () => {
    const written = [
      '[patient] I keep getting a dull headache behind my eyes, mostly in the evening.',
      '[doctor] Any sickness or trouble with bright light?',
      '[patient] No.',
      '[doctor] A headache like this is often from screens, so take regular breaks.',
    ].join('\n');
    expect(statuses(written, 'headache').speech).toContain('present');
  });

  it('leaves an item the patient affirms in their answer', () => {
    const written = ['Doctor: Any fevers or back pain?', 'Patient: Yes, back pain every day. No fevers.'].join('\n');
    expect(statuses(written, 'back-pain').speech).toContain('present');
    expect(statuses(written, 'fever').speech).toEqual(['negated']);
  });
});

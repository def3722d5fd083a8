import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

/** Our own visit: a scan read out with "no abscess", then safety-netting that names the abscess again. */
const visit = [
  '[doctor] What brings you in today?',
  '[patient] My elbow has been red and sore since I scraped it on Saturday.',
  '[doctor] Any fever?',
  '[patient] No.',
  "[doctor] Let's go over your results. The ultrasound showed some fluid under the skin near the joint, which is a small pocket of swelling, and no abscess and no foreign body. Your white count is normal.",
  '[patient] Okay, good.',
  "[doctor] For your elbow, this is cellulitis. I'm starting cephalexin five hundred milligrams four times a day for five days. If the redness spreads past the line I drew, come back, because that can mean an abscess is forming.",
  '[patient] Got it.',
].join('\n');

describe('a condition a result read out ruled out', () => {
  it('is never present when named again later, written and as speech', () => {
    expect(assertionsOf(visit, 'skin-abscess')).not.toContain('present');
    expect(assertionsOf(toSpeechStyle(visit), 'skin-abscess')).not.toContain('present');
  });

  it('keeps a condition the patient denied and the clinician then finds', () => {
    const found = visit
      .replace('[doctor] Any fever?', '[doctor] Any gout before?')
      .replace('[doctor] For your elbow, this is cellulitis.', '[doctor] For your elbow, gout flares like this.');
    expect(assertionsOf(toSpeechStyle(found), 'gout')).toContain('present');
  });
});

describe('a scan that showed neither of the alternatives named', () => {
  it('denies both, written and as speech', () => {
    const told = [
      '[patient] Could it have burst?',
      "[doctor] That happens when the bowel tears or there's an abscess, and your scan didn't show either of those.",
      '[patient] Good.',
    ].join('\n');
    expect(assertionsOf(told, 'skin-abscess')).toEqual(['negated']);
    expect(assertionsOf(toSpeechStyle(told), 'skin-abscess')).toEqual(['negated']);
  });

  it('keeps findings the patient says are "neither of them" getting better, written and as speech', () => {
    const told = [
      '[doctor] How is your breathing?',
      "[patient] I've got a cough and a wheeze, and neither of them is settling.",
      '[doctor] Okay.',
    ].join('\n');
    for (const concept of ['cough', 'wheezing']) {
      expect(assertionsOf(told, concept)).toEqual(['present']);
      expect(assertionsOf(toSpeechStyle(told), concept)).toEqual(['present']);
    }
  });
});

describe('a diagnosis the patient asks about and the clinician answers no', () => {
  const visit = [
    '[doctor] When did the face drooping start?',
    '[patient] Yesterday morning. I was terrified.',
    '[doctor] Any weakness in your arms or legs?',
    '[patient] No.',
    '[patient] Okay. So is it a stroke?',
    "[doctor] No. This is Bell's palsy. The whole side of the face is weak, forehead included. In a stroke the forehead is usually spared.",
    '[patient] What a relief.',
  ].join('\n');

  it('is ruled out, so naming it again explains, written and as speech', () => {
    expect(assertionsOf(visit, 'stroke')).not.toContain('present');
    expect(assertionsOf(toSpeechStyle(visit), 'stroke')).not.toContain('present');
  });

  it('keeps a symptom question answered no as a plain denial', () => {
    expect(assertionsOf(visit, 'bells-palsy')).toContain('present');
  });
});

describe('a known condition asked about as the cause and answered no', () => {
  const visit = [
    '[doctor] What wakes you at night?',
    '[patient] The cough. Is it the asthma?',
    "[doctor] No, it's the reflux.",
    '[patient] Okay.',
    '[patient] The asthma has been settled since the new inhaler.',
    '[doctor] We will keep the asthma plan the same.',
  ].join('\n');

  it("is not ruled out: the patient's asthma stays present, written and as speech", () => {
    expect(assertionsOf(visit, 'asthma').slice(1)).toEqual(['present', 'present']);
    expect(assertionsOf(toSpeechStyle(visit), 'asthma').slice(1)).toEqual(['present', 'present']);
  });

  it('nor when the clinician asks and the patient answers no', () => {
    const asked = visit
      .replace('[patient] The cough. Is it the asthma?', '[patient] The cough.\n[doctor] Is it your asthma?')
      .replace("[doctor] No, it's the reflux.", "[patient] No, it's the cough.");
    expect(assertionsOf(asked, 'asthma')).not.toContain('hypothetical');
    expect(assertionsOf(toSpeechStyle(asked), 'asthma')).not.toContain('hypothetical');
  });
});

describe('a ruled-out condition the patient then tells as their own in speech', () => {
  it('stays present when the speaker\'s own "me" follows it ("the asthma keeps me up")', () => {
    const visit = [
      '[doctor] Your peak flow was low today.',
      "[doctor] No, asthma isn't likely, you're fine.",
      '[doctor] Okay.',
      '[doctor] Any cough?',
      '[patient] Yes. The asthma keeps me up some nights.',
      '[doctor] Okay.',
    ].join('\n');
    expect(assertionsOf(toSpeechStyle(visit), 'asthma')).toContain('present');
  });
});

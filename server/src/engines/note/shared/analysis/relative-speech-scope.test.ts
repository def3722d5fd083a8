import { describe, expect, it } from 'vitest';
import { assertionsOf, statuses } from './mention-status.test-kit';
import { toSpeechStyle } from '../speech-style';

const opening = 'Doctor: Good morning, what can I do for you?\nPatient: I have had a sore shoulder for a month.\n';

describe('relatives not at the visit, in unpunctuated speech', () => {
  it('gives the answer to "any problems that run in your family" to the family when speech cuts the question', () => {
    const visit = `${opening}Doctor: Are there any other health problems that run in your family?\nPatient: Unfortunately yes. Epilepsy and gout are the main ones.\nDoctor: Okay, noted.`;
    const { written, speech } = statuses(visit, 'epilepsy');
    expect(written).toEqual(['family']);
    expect(speech).toEqual(['family']);
  });

  it('keeps the patient’s own complaint said after a relative’s in answer to a family question', () => {
    const visit = `${opening}Doctor: Are there any other health problems that run in your family?\nPatient: My dad had a stroke, and I get chest pain.\nDoctor: Thank you for telling me.`;
    const { written, speech } = statuses(visit, 'chest-pain');
    expect(written).toEqual(['present']);
    expect(speech).toEqual(['present']);
  });

  it('gives "she had kidney failure" after "what about your mother? she died at eighty" to the mother', () => {
    const visit = `${opening}Doctor: How old is your father?\nPatient: He is eighty two now.\nDoctor: Good, and what about your mother?\nPatient: She died when she was eighty. She had kidney failure and emphysema.\nDoctor: I am sorry to hear that.`;
    expect(assertionsOf(visit, 'emphysema')).toEqual(['family']);
    expect(assertionsOf(toSpeechStyle(visit), 'emphysema')).toEqual(['family']);
  });

  it('keeps the patient’s own asthma said after the mother’s story', () => {
    const visit = `${opening}Doctor: Good, and what about your mother?\nPatient: She died when she was eighty. I have asthma myself.\nDoctor: I am sorry to hear that.`;
    expect(assertionsOf(visit, 'asthma')).toEqual(['present']);
    expect(assertionsOf(toSpeechStyle(visit), 'asthma')).toEqual(['present']);
  });
});

describe('relatives lost to an illness', () => {
  it('gives "I lost two of them to emphysema" after naming siblings to the siblings', () => {
    const visit = `${opening}Doctor: Do you have any brothers or sisters?\nPatient: I had seven siblings. I lost two of them to emphysema, and one to a car crash.\nDoctor: I am sorry.`;
    const { written, speech } = statuses(visit, 'emphysema');
    expect(written).toEqual(['family']);
    expect(speech).toEqual(['family']);
  });

  it('keeps "I lost my voice to laryngitis" the patient’s own', () => {
    const visit = `${opening}Doctor: Do you have any brothers or sisters?\nPatient: Two sisters, both well. I lost my voice to laryngitis last week.\nDoctor: I see.`;
    const { written, speech } = statuses(visit, 'laryngitis');
    expect(written).toEqual(['present']);
    expect(speech).toEqual(['present']);
  });
});

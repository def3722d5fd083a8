import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** Each mention of a concept as its status, with "+denied" when a relative's illness is denied too. */
function readings(transcript: string, conceptId: string): { written: string[]; speech: string[] } {
  const of = (text: string) =>
    runAnalysis(text)
      .mentions.filter((m) => m.conceptId === conceptId)
      .map((m) => (m.assertion === 'family' && m.negatedToo ? 'family+denied' : m.assertion));
  return { written: of(transcript), speech: of(toSpeechStyle(transcript)) };
}

const opening = '[doctor] what brings you in ?\n[patient] a sore knee since the weekend .\n';

describe("a relative's illness asked of anyone in the family and answered no", () => {
  it('is denied when the bare "no" is run into the question', () => {
    const visit = `${opening}[doctor] anyone in the family had a stroke ?\n[patient] no , nobody .\n[doctor] right .`;
    const { speech } = readings(visit, 'stroke');
    expect(speech.length).toBeGreaterThan(0);
    expect(speech.every((status) => status === 'family+denied')).toBe(true);
  });

  it('is denied when the question names the illness late, after "anyone in your family"', () => {
    const visit = `${opening}[doctor] any illnesses in the family ?\n[patient] i'm not sure about that .\n[doctor] do you know if anyone in your family or relatives ever had problems like diabetes or any kidney trouble ?\n[patient] nope .`;
    const { speech } = readings(visit, 'type-2-diabetes');
    expect(speech.length).toBeGreaterThan(0);
    expect(speech.every((status) => status === 'family+denied')).toBe(true);
  });

  it("keeps the patient's own illness told after the answer, before a no about something else", () => {
    const visit = "[doctor] anybody at home poorly ?\n[patient] only me . i've had a fever , no cough .";
    const { written, speech } = readings(visit, 'fever');
    expect(written).toEqual(['present']);
    expect(speech).toEqual(['present']);
  });

  it("keeps the patient's own illness said with a bare no after it", () => {
    const visit = `${opening}[doctor] and yourself , any asthma ?\n[patient] yes , since school .\n[doctor] okay .`;
    expect(readings(visit, 'asthma').speech).not.toContain('family+denied');
  });
});

describe('a long list of family illnesses with a hedged item', () => {
  it('keeps every item, past "possible", the family\'s', () => {
    const visit = `${opening}[doctor] any illnesses in the family ?\n[patient] my family has a good deal of asthma , heart disease , high blood pressure , thyroid problems , bad nerves , possible multiple sclerosis , and depression issues .\n[doctor] okay .`;
    for (const concept of ['multiple-sclerosis', 'depression']) {
      const { written, speech } = readings(visit, concept);
      expect(written, concept).toEqual(['family']);
      expect(speech, concept).toEqual(['family']);
    }
  });

  it('still gives a hedged illness of the speaker to the speaker', () => {
    const visit = `${opening}[patient] my family has diabetes . i might have possible depression myself .\n[doctor] okay .`;
    expect(readings(visit, 'depression').written).not.toContain('family');
  });
});

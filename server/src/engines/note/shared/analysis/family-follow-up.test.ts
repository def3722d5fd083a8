import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

const opening = '[doctor] what brings you in today ?\n[patient] a rash on my arm .\n';

describe('a clipped follow-up carries the family topic on', () => {
  it('gives "what about diabetes?" answered yes to the family, written and as speech', () => {
    const visit = `${opening}[doctor] any family history of cancer ?\n[patient] yes , on my dad's side .\n[doctor] thanks . what about diabetes ?\n[patient] there's some diabetes too , i'm not sure who .\n[doctor] okay .`;
    expect(statuses(visit, 'type-2-diabetes')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('reads a bare "Asthma?" after a family question as asked of the family', () => {
    const visit = `${opening}[doctor] does anyone in your family have heart disease ?\n[patient] no .\n[doctor] asthma ?\n[patient] yes , lots of them .\n[doctor] okay .`;
    expect(statuses(visit, 'asthma').written).toEqual(['family']);
  });

  it('does not carry the topic to the patient, to a symptom, or after a question about the patient', () => {
    const toPatient = `${opening}[doctor] any family history of cancer ?\n[patient] no .\n[doctor] what about you , any diabetes ?\n[patient] yes , for ten years .\n[doctor] okay .`;
    expect(statuses(toPatient, 'type-2-diabetes').written).toEqual(['present']);
    const symptom = `${opening}[doctor] any family history of cancer ?\n[patient] no .\n[doctor] what about chest pain ?\n[patient] yes , sometimes .\n[doctor] okay .`;
    expect(statuses(symptom, 'chest-pain').written).toEqual(['present']);
    const ownFirst = `${opening}[doctor] any family history of cancer ?\n[patient] no .\n[doctor] do you smoke ?\n[patient] no .\n[doctor] what about diabetes ?\n[patient] yes , type two .\n[doctor] okay .`;
    expect(statuses(ownFirst, 'type-2-diabetes').written).not.toContain('family');
  });
});

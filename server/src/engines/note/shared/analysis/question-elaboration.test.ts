import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

const opening = '[doctor] so what brings you here today ?\n[patient] my back has been hurting since monday .\n';

describe('findings the clinician lists to spell out a question', () => {
  it('denies what follows "that is" when the patient then says no', () => {
    const visit = `${opening}[doctor] any problems with your nerves ? that is slurred speech or a stroke .\n[patient] thankfully no .\n[doctor] okay , let us look at your back .`;
    expect(statuses(visit, 'stroke')).toEqual({ written: ['negated'], speech: ['negated'] });
    expect(statuses(visit, 'speech-difficulty')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('denies the examples a patient offers back and the ones the clinician adds', () => {
    const visit = `${opening}[doctor] have you had anything like the flu ?\n[patient] like chills ?\n[doctor] that , or vomiting or a headache .\n[patient] oh no , nothing of that sort .\n[doctor] okay .`;
    for (const concept of ['chills', 'vomiting', 'headache']) {
      expect(statuses(visit, concept).written).toEqual(['negated']);
      expect(statuses(visit, concept).speech).not.toContain('present');
    }
  });

  it('keeps the findings the clinician spells out when the patient says yes', () => {
    const visit = `${opening}[doctor] any stomach trouble ? i mean vomiting or diarrhea .\n[patient] yes , i threw up twice yesterday .\n[doctor] okay .`;
    expect(statuses(visit, 'vomiting').written).toContain('present');
  });
});

describe('a word the patient asks the meaning of', () => {
  it('denies the finding the clinician explains when the patient, having understood, says no', () => {
    const visit = `${opening}[doctor] have you ever had palpitations ?\n[patient] what do you mean ?\n[doctor] palpitations are when your heart races or pounds for no reason .\n[patient] oh , i see . no , never .\n[doctor] good .`;
    expect(statuses(visit, 'palpitations').written).toEqual(['negated']);
    expect(statuses(visit, 'palpitations').speech).not.toContain('present');
  });
});

describe('a question cut off mid-list', () => {
  it('denies the list when the patient answers no at once', () => {
    const visit = `${opening}[doctor] any weakness ?\n[patient] no .\n[doctor] shaking or tremors or-\n[patient] no .\n[doctor] good .`;
    expect(statuses(visit, 'tremor')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('leaves a statement ending on "and" as said when no yes or no follows', () => {
    const visit = `${opening}[doctor] you mentioned a tremor and\n[patient] it gets worse when i hold a cup .\n[doctor] i see .`;
    expect(statuses(visit, 'tremor').written).toEqual(['present']);
  });
});

import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

const opening = '[doctor] hello , what can i do for you today ?\n[patient] my back has been stiff for a few days .\n';

describe('a relative’s state said with "still"', () => {
  it('keeps a question about how a relative is doing since their illness on the relative', () => {
    const visit = `${opening}[doctor] your dad had a heart attack , is your dad still alive after the heart attack ?\n[patient] yes , he lives nearby .\n[doctor] good .`;
    expect(statuses(visit, 'myocardial-infarction')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('keeps a relative’s ongoing illness theirs ("my sister still gets migraines")', () => {
    const visit = `${opening}[patient] my sister still gets migraines every month .\n[doctor] okay .`;
    expect(statuses(visit, 'migraine')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('still ends the scope of a denial elsewhere ("no fever but still coughing")', () => {
    const visit = `${opening}[patient] no fever but i am still coughing at night .\n[doctor] okay .`;
    expect(statuses(visit, 'cough')).toEqual({ written: ['present'], speech: ['present'] });
  });
});

describe('"he" or "she" after spoken lead-ins', () => {
  it('gives a relative the finding of a sentence opening "okay yeah he …" soon after them', () => {
    const visit = `${opening}[patient] oh and my little sister has had a cough since monday .\n[doctor] is she eating alright ?\n[patient] okay yeah she's fine , she's just coughing at night .\n[doctor] good .`;
    expect(statuses(visit, 'cough')).toEqual({ written: ['family'], speech: ['family'] });
  });
});

import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

const opening = '[doctor] morning , what can i do for you ?\n[patient] my wrist hurts when i type .\n';

describe('follow-up questions about a relative’s illness (exchange context)', () => {
  it('gives the relative the answer to "which kind, do you remember?"', () => {
    const visit = `${opening}[doctor] any illnesses in the family ?\n[patient] my uncle had cancer .\n[doctor] which cancer , do you remember ?\n[patient] it was lung cancer .\n[doctor] thanks .`;
    expect(statuses(visit, 'lung-cancer').written).toEqual(['family']);
  });

  it('keeps asking about the family when the clinician asks for other conditions', () => {
    const visit = `${opening}[doctor] how are your parents ?\n[patient] my father has diabetes .\n[doctor] oh dear . any other conditions you know of ?\n[patient] oh , we have loads , high blood pressure and depression .\n[doctor] okay .`;
    expect(statuses(visit, 'essential-hypertension').written).toEqual(['family']);
    expect(statuses(visit, 'depression').written).toEqual(['family']);
  });

  it('leaves the patient’s own conditions when "any other conditions" asks what they have', () => {
    const visit = `${opening}[doctor] how are your parents ?\n[patient] my father has diabetes .\n[doctor] and any other conditions you have yourself ?\n[patient] yes , high blood pressure .\n[doctor] okay .`;
    expect(statuses(visit, 'essential-hypertension').written).not.toContain('family');
  });

  it('follows a relative named part-way through the answer', () => {
    const visit = `${opening}[doctor] and how old was your mum when she died ?\n[patient] she was ninety . my only brother died young . he struggled with mental illness .\n[doctor] i am sorry .`;
    expect(statuses(visit, 'mental-illness')).toEqual({ written: ['family'], speech: ['family'] });
  });
});

describe('lay names of conditions said of relatives', () => {
  it('reads "sugar issues" and "blood pressure issues" as the relatives’ diabetes and hypertension', () => {
    const visit = `${opening}[doctor] anything in the family ?\n[patient] my aunt has sugar issues and my brothers have blood pressure issues .\n[doctor] okay .`;
    expect(statuses(visit, 'type-2-diabetes')).toEqual({ written: ['family'], speech: ['family'] });
    expect(statuses(visit, 'essential-hypertension')).toEqual({ written: ['family'], speech: ['family'] });
  });
});

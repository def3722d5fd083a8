import { describe, expect, it } from 'vitest';
import { statusesWithReferent as statuses } from './mention-status.test-kit';

const opening =
  '[doctor] hello , what can i do for you today ?\n[patient] i have had a sore throat since the weekend .\n[doctor] okay , we will sort that out .\n';

describe('relatives named in everyday and British words', () => {
  it('reads "my nan", "my gran" and "my stepdad" as relatives', () => {
    const nan = `${opening}[doctor] any illnesses in the family ?\n[patient] my gran had breast cancer when she was old .\n[doctor] thank you .`;
    expect(statuses(nan, 'breast-cancer')).toEqual({ written: ['family'], speech: ['family'] });
    const step = `${opening}[patient] my stepdad has type two diabetes .\n[doctor] thank you .`;
    expect(statuses(step, 'type-2-diabetes')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('reads "a lot of my family have …" as the family’s, not the speaker’s', () => {
    const visit = `${opening}[doctor] tell me about your family .\n[patient] well , quite a few of my family have diabetes .\n[doctor] thank you .`;
    expect(statuses(visit, 'type-2-diabetes')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('keeps the patient’s own illness told by the family doctor', () => {
    const visit = `${opening}[patient] my family doctor told me i have asthma .\n[doctor] okay .`;
    expect(statuses(visit, 'asthma').written).toEqual(['present']);
  });
});

describe('relatives’ medicines', () => {
  it('gives a relative the medicine said of them by "he"/"she" in the next sentence', () => {
    const visit = `${opening}[patient] my sister has epilepsy . she takes lamotrigine every day .\n[doctor] i see .`;
    expect(statuses(visit, 'lamotrigine')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('gives the relative asked about the medicine of the answer, and a second relative named there theirs', () => {
    const visit = `${opening}[doctor] and how is your dad keeping ?\n[patient] he is on warfarin now . and my auntie takes metformin .\n[doctor] thank you .`;
    expect(statuses(visit, 'warfarin')).toEqual({ written: ['family'], speech: ['family'] });
    expect(statuses(visit, 'metformin')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('keeps the patient’s own medicine', () => {
    const visit = `${opening}[patient] my sister has epilepsy . i take sertraline myself .\n[doctor] i see .`;
    expect(statuses(visit, 'sertraline').written).toEqual(['present']);
  });
});

describe('a family question answered with something else', () => {
  it('keeps none of the items asked when the answer names another illness', () => {
    const visit = `${opening}[doctor] has anybody in your family had heart attacks or diabetes ?\n[patient] my uncle gets bad asthma .\n[doctor] okay .`;
    expect(statuses(visit, 'myocardial-infarction')).toEqual({ written: [], speech: [] });
    expect(statuses(visit, 'asthma')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('reads a relative clause ("my aunt , who had …") as a statement, not a family question', () => {
    const visit = `${opening}[patient] my aunt , who had a stroke last year , is well now .\n[patient] my uncle has asthma .\n[doctor] okay .`;
    expect(statuses(visit, 'stroke')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('keeps the item the answer names, and a plain yes', () => {
    const named = `${opening}[doctor] has anybody in your family had heart attacks or diabetes ?\n[patient] my uncle has diabetes .\n[doctor] okay .`;
    expect(statuses(named, 'type-2-diabetes')).toEqual({ written: ['family'], speech: ['family'] });
    const yes = `${opening}[doctor] does anyone in your family have diabetes ?\n[patient] yes , my mum .\n[doctor] okay .`;
    expect(statuses(yes, 'type-2-diabetes').written).toEqual(['family']);
  });
});

describe('a relative across a cut in unpunctuated speech', () => {
  const child =
    '[doctor] hello , how can i help ?\n[patient] my son has had earache since last night , he keeps pulling at his ear .\n[doctor] is he eating ?\n[patient] a little bit .\n';

  it('keeps the cause of a relative’s illness theirs ("because of …")', () => {
    const visit = `${child}[doctor] anything that runs in the family ?\n[patient] um his dad had an operation on his ears when he was small because of glue ear . but that is it .\n[doctor] okay .`;
    expect(statuses(visit, 'otitis-media-with-effusion')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('gives the relative named before the cut the medicine after it', () => {
    const visit = `${opening}[doctor] anything in the family ?\n[patient] her dad's got asthma , really bad asthma , he's on the brown inhaler and steroids .\n[doctor] okay .`;
    expect(statuses(visit, 'inhaler').speech).not.toContain('present');
    expect(statuses(visit, 'inhaler').written).not.toContain('present');
  });

  it('leaves the speaker’s own finding after the cut to the speaker', () => {
    const visit = `${opening}[patient] my wife drove me here today because i have had chest pain since this morning .\n[doctor] okay .`;
    expect(statuses(visit, 'chest-pain')).toEqual({ written: ['present'], speech: ['present'] });
  });
});

describe('a relative’s illness named again', () => {
  it('stays the relative’s when the speaker only says what they do not know of it', () => {
    const visit = `${opening}[doctor] any illness in the family ?\n[patient] both my grandparents died of cancer .\n[doctor] what type ? how old were they ?\n[patient] i am not sure what kind of cancer it was , they were both in their seventies .\n[doctor] okay .`;
    expect(statuses(visit, 'cancer')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('is the speaker’s when they say they have had it too', () => {
    const visit = `${opening}[patient] my mother had asthma .\n[patient] i have had asthma since i was a kid as well .\n[doctor] okay .`;
    expect(statuses(visit, 'asthma').written).toContain('present');
  });
});

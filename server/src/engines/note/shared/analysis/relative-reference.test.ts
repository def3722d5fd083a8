import { describe, expect, it } from 'vitest';
import { comparedRelative, pronounBefore, relativeNamedBefore } from './relative-reference';
import { statusesWithReferent as statuses } from './mention-status.test-kit';

const words = (text: string) => text.split(' ');
const opening =
  '[doctor] hello , what brings you in today ?\n[patient] i have had a pain in my knee for a week .\n[doctor] okay , we will look at that .\n';

describe('reading the words that point back to a relative', () => {
  it('finds the pronoun nearest before a finding unless the speaker or a telling verb comes in', () => {
    expect(pronounBefore(words('but his was gout'), 3)).toEqual({ at: 1, sex: 'male' });
    expect(pronounBefore(words('she says i have gout'), 4)).toBeNull();
    expect(pronounBefore(words('she thinks it is gout'), 4)).toBeNull();
    expect(pronounBefore(words('his knee and my gout'), 4)).toBeNull();
  });

  it('finds the relative of the same sex named before, not across the speaker coming in', () => {
    expect(relativeNamedBefore(words('my uncle had a bad back but his'), 7, 'male')).toBe('uncle');
    expect(relativeNamedBefore(words('my uncle had a bad back but his'), 7, 'female')).toBeUndefined();
    expect(relativeNamedBefore(words("this is my sister i'm here about she's"), 7, 'female')).toBeUndefined();
  });

  it('finds a relative compared right after a finding', () => {
    expect(comparedRelative(words('we will check for gout like your grandad'), 5)).toBe('grandad');
    expect(comparedRelative(words('gout , same as his brother'), 1)).toBe('brother');
    expect(comparedRelative(words('gout like that'), 1)).toBeUndefined();
  });
});

describe('findings pointed back to a relative inside their sentence', () => {
  it('gives "his was …" after a relative to that relative, written and spoken', () => {
    const visit = `${opening}[patient] my grandad had stiff fingers as well , you know , but his was gout i think .\n[doctor] right .`;
    expect(statuses(visit, 'gout')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('gives "she\'s the one with …" to the relative the sentence began with after the speaker came in', () => {
    const visit = `${opening}[doctor] does your sister worry about your sleep ?\n[patient] no . she says i sleep fine , she's the one with insomnia .\n[doctor] okay .`;
    expect(statuses(visit, 'insomnia')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('keeps the speaker’s own finding after a relative’s', () => {
    const visit = `${opening}[patient] my brother had gout , but i have got psoriasis on my elbows .\n[doctor] okay .`;
    expect(statuses(visit, 'psoriasis')).toEqual({ written: ['present'], speech: ['present'] });
  });

  it('gives a finding compared with a relative to the relative, not the patient', () => {
    const visit = `${opening}[patient] my grandad had gout .\n[doctor] we should test for a cause , such as gout like your grandad .`;
    expect(statuses(visit, 'gout')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('keeps a finding the patient has as well as the relative compared with', () => {
    const visit = `${opening}[doctor] you have got eczema like your mum .\n[patient] yes .`;
    expect(statuses(visit, 'eczema').written).toEqual(['present']);
  });
});

describe('comparisons and pronouns that leave the patient their own finding', () => {
  it("keeps the patient's finding compared with their own relative as theirs", () => {
    const visit = `${opening}[patient] migraines , like my mum .\n[doctor] okay .`;
    expect(statuses(visit, 'migraine')).toEqual({ written: ['present'], speech: ['present'] });
  });

  it("keeps the clinician's impression compared with a relative as the patient's", () => {
    const visit = `${opening}[patient] itchy dry patches on my arms .\n[doctor] sounds like eczema , like your mum had .\n[patient] yes .`;
    expect(statuses(visit, 'eczema').written).not.toContain('family');
    expect(statuses(visit, 'eczema').speech).not.toContain('family');
  });

  it('reads "she\'s scared" and the speaker as "me" as no pronoun owning the finding', () => {
    expect(pronounBefore(words("she's scared the lump is cancer"), 4)).toBeNull();
    expect(pronounBefore(words('she is worried it is gout'), 5)).toBeNull();
    expect(relativeNamedBefore(words("my wife's here with me she's"), 5, 'female')).toBeUndefined();
  });
});

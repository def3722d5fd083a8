import { describe, expect, it } from 'vitest';
import { nameChildAsPatient } from './child-referent-converter';

const nouns = new Set(['son', 'boy', 'child', 'little one']);
const convert = (text: string) => nameChildAsPatient(text.split(' '), nouns).join(' ');

describe('nameChildAsPatient', () => {
  it('names the child a parent speaks for as the patient', () => {
    expect(convert('my son has had ear pain for three days')).toBe('the patient has had ear pain for three days');
    expect(convert("i think my little boy's ear hurts")).toBe("i think the patient's ear hurts");
    expect(convert('your son needs amoxicillin')).toBe('the patient needs amoxicillin');
    expect(convert('our little one is fussy')).toBe('the patient is fussy');
  });

  it('leaves other relatives and other children alone', () => {
    expect(convert('my other son had a cold')).toBe('my other son had a cold');
    expect(convert('my daughter had a cold')).toBe('my daughter had a cold');
    expect(convert('my baby brother has asthma')).toBe('my baby brother has asthma');
  });

  it('changes nothing without a patient noun', () => {
    expect(nameChildAsPatient(['my', 'son'], new Set())).toEqual(['my', 'son']);
  });
});

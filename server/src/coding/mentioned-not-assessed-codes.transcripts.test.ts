import { describe, expect, it } from 'vitest';
import { bothWays, icd10Of, visit } from './transcript-codes.test-kit';

const categories = (text: string) => icd10Of(text).map((code) => code.slice(0, 3));

// Conditions only named as a risk, a possibility explained, a past episode or a test are not problems of the visit.
describe('conditions named but not assessed', () => {
  it('does not code a risk the clinician names, written and spoken', () => {
    const transcript = visit(
      '[doctor] your gout is flaring , so i will give you colchicine .',
      '[doctor] because of your age you are at higher risk for shingles , so we will give you the vaccine today .',
    );
    for (const text of bothWays(transcript)) expect(categories(text)).not.toContain('B02');
  });

  it('does not code an infection a rash can be due to, written and spoken', () => {
    const transcript = visit(
      '[doctor] this rash is eczema , use the cream twice a day .',
      '[doctor] very rarely a rash like this can be due to an infection called syphilis , so i suggest a blood test .',
    );
    for (const text of bothWays(transcript)) expect(categories(text)).not.toContain('A53');
  });

  it('does not code a past infection told as what a reaction came with, written and spoken', () => {
    const transcript = visit(
      '[doctor] any allergies ?',
      '[patient] penicillin , i got a rash when i had it for a chest infection .',
      '[doctor] your ear canal is inflamed , this is otitis externa , use the drops .',
    );
    for (const text of bothWays(transcript)) expect(categories(text)).not.toContain('J22');
  });

  it('does not code flu the patient had weeks ago, written and spoken', () => {
    const transcript = visit(
      '[patient] about six weeks ago i had the flu and i have been exhausted since .',
      '[doctor] i think this is post-viral fatigue .',
    );
    for (const text of bothWays(transcript)) {
      expect(categories(text)).toContain('G93');
      expect(categories(text)).not.toContain('J11');
    }
  });

  it('does not code hepatitis A for a hepatitis screen, written and spoken', () => {
    const transcript = visit(
      '[doctor] your psoriasis is worse , so we will start a new tablet .',
      '[doctor] i am also checking a hepatitis b and c screen and a tb blood test today .',
    );
    for (const text of bothWays(transcript)) expect(categories(text)).not.toContain('B15');
  });

  it('codes a disease named in full once, not again by its short name, written and spoken', () => {
    const transcript = visit(
      '[doctor] you have rheumatoid arthritis and it is active .',
      '[doctor] we will increase the methotrexate , and the tiredness should improve as we control the arthritis .',
    );
    for (const text of bothWays(transcript)) {
      expect(categories(text)).toContain('M06');
      expect(categories(text)).not.toContain('M19');
    }
  });
});

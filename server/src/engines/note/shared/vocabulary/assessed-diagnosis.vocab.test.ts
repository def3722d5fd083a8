import { describe, expect, it } from 'vitest';
import { ASSESSED_DIAGNOSES } from './assessed-diagnosis.vocab';
import { CONDITIONS } from './condition.vocab';
import { conditionsIn, expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';

describe('assessed diagnosis vocabulary', () => {
  it('is well formed, unambiguous and part of the condition table', () => {
    expectWellFormedConcepts(ASSESSED_DIAGNOSES);
    expectUnambiguousPhrases(CONDITIONS);
    const conditionIds = new Set(CONDITIONS.map((entry) => entry.id));
    expect(ASSESSED_DIAGNOSES.filter((entry) => !conditionIds.has(entry.id))).toEqual([]);
  });

  it.each([
    ['[doctor] That stiff big toe joint is hallux rigidus.', 'hallux-rigidus'],
    ['[doctor] I think she has a sprain of her posterior cruciate ligament.', 'pcl-tear'],
    ['[doctor] You tore your PCL, a PCL tear on the left.', 'pcl-tear'],
    ['[doctor] The biopsy showed eosinophilic esophagitis.', 'eosinophilic-esophagitis'],
    ['[doctor] The scope showed inflammation of your esophagus.', 'esophagitis'],
    ['[doctor] The monitor showed sick sinus syndrome.', 'sick-sinus-syndrome'],
    ['[doctor] This could be a coronary spasm.', 'coronary-spasm'],
    ['[doctor] There is a foreign body in her left nostril.', 'nasal-foreign-body'],
  ])('reads %s as %s, written and spoken', (sentence, id) => {
    const { written, speech } = conditionsIn(sentence);
    expect(written).toContain(id);
    expect(speech).toContain(id);
  });

  it('lets "the" stand for a possessive only inside a condition name', () => {
    // "strain of my posterior cruciate ligament" meets the phrase "strain of the posterior cruciate ligament".
    expect(conditionsIn('[patient] The physio said it is a strain of my posterior cruciate ligament.').written).toEqual(
      ['pcl-tear'],
    );
    // A bare "posterior cruciate ligament" is an anatomy word, not an injury.
    expect(conditionsIn('[doctor] Your posterior cruciate ligament feels intact.').written).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { conceptPhrases, PhraseIndex } from '../analysis/phrase-index';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { DRUGS } from './drug.vocab';
import { expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';

describe('drug vocabulary', () => {
  it('is well formed and unambiguous', () => {
    expectWellFormedConcepts(DRUGS);
    expectUnambiguousPhrases(DRUGS);
  });

  it('maps brand names onto the generic concept', () => {
    const index = new PhraseIndex(conceptPhrases(DRUGS));
    const found = index.matchAll(tokenizeWords('she takes synthroid , tylenol and her blood pressure medication'));
    expect(found.map((match) => match.entry.id)).toEqual(['levothyroxine', 'acetaminophen', 'antihypertensive']);
    expect(found[2]?.entry.isClass).toBe(true);
  });

  it('knows medicines by the names UK prescribers use', () => {
    const index = new PhraseIndex(conceptPhrases(DRUGS));
    const said = tokenizeWords('bendroflumethiazide gliclazide alendronic acid mebeverine buscopan aciclovir brilinta');
    expect(index.matchAll(said).map((match) => match.entry.id)).toEqual([
      'bendroflumethiazide',
      'gliclazide',
      'alendronate',
      'mebeverine',
      'hyoscine-butylbromide',
      'acyclovir',
      'ticagrelor',
    ]);
  });

  it('knows period and sickness medicines by generic and UK brand names', () => {
    const index = new PhraseIndex(conceptPhrases(DRUGS));
    const said = tokenizeWords('ponstan then tranexamic acid and a buccastem , later mefenamic acid');
    expect(index.matchAll(said).map((match) => match.entry.id)).toEqual([
      'mefenamic-acid',
      'tranexamic-acid',
      'prochlorperazine',
      'mefenamic-acid',
    ]);
  });

  it('knows contraceptive pills by their UK brand names', () => {
    const index = new PhraseIndex(conceptPhrases(DRUGS));
    const said = tokenizeWords('she was on rigevidon , then yasmin , and now cerazette');
    expect(index.matchAll(said).map((match) => match.entry.id)).toEqual([
      'ethinylestradiol-levonorgestrel',
      'ethinylestradiol-drospirenone',
      'desogestrel',
    ]);
  });

  it('knows the oral antibiotics given after a hospital stay, by generic and brand', () => {
    const index = new PhraseIndex(conceptPhrases(DRUGS));
    const said = tokenizeWords('cefpodoxime , then vantin , zinnat and co-amoxiclav');
    expect(index.matchAll(said).map((match) => match.entry.id)).toEqual([
      'cefpodoxime',
      'cefpodoxime',
      'cefuroxime',
      'amoxicillin-clavulanate',
    ]);
  });

  it('knows nerve-pain, seizure, memory and bladder medicines by generic and US brand names', () => {
    const index = new PhraseIndex(conceptPhrases(DRUGS));
    const said = tokenizeWords('tegretol carbamazepine trileptal aricept memantine exelon myrbetriq depakote');
    expect(index.matchAll(said).map((match) => match.entry.id)).toEqual([
      'carbamazepine',
      'carbamazepine',
      'oxcarbazepine',
      'donepezil',
      'memantine',
      'rivastigmine',
      'mirabegron',
      'valproate',
    ]);
  });
});

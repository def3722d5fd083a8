import { describe, expect, it } from 'vitest';
import { conceptPhrases, PhraseIndex } from '../analysis/phrase-index';
import { tokenizeWords } from '../analysis/word-tokenizer';
import { toSpeechStyle } from '../speech-style';
import { ALLERGENS } from './allergen.vocab';
import { EXTRA_DRUGS } from './drug-extra.vocab';
import type { ConceptEntry } from './vocabulary.types';
import { DRUGS } from './drug.vocab';

const ids = (entries: readonly ConceptEntry[], text: string) =>
  new PhraseIndex(conceptPhrases(entries)).matchAll(tokenizeWords(text)).map((match) => match.entry.id);

describe('contact and airborne allergens, older drug brands', () => {
  it('finds moulds, pollen, dander and plasters in written and speech talk', () => {
    const said = '[patient] Moulds and grass pollen, cat dander, and the sticky plasters.';
    for (const text of [said, toSpeechStyle(said)])
      expect(ids(ALLERGENS, text)).toEqual(['allergen-mold', 'allergen-pollen', 'allergen-dander', 'allergen-plaster']);
  });

  it('knows older brands as drugs of the assembled vocabulary', () => {
    expect(DRUGS).toEqual(expect.arrayContaining([...EXTRA_DRUGS]));
    const said = '[patient] Lortab, Equagesic and Dilatrate.';
    for (const text of [said, toSpeechStyle(said)])
      expect(ids(DRUGS, text)).toEqual(['hydrocodone-acetaminophen', 'meprobamate-aspirin', 'isosorbide-dinitrate']);
  });
});

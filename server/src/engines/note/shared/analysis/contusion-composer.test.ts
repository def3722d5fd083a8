import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { composeContusions } from './contusion-composer';
import { tokenizeWords } from './word-tokenizer';

const contusions = (text: string) => composeContusions(tokenizeWords(text));
const bothWays = (text: string) => [text, toSpeechStyle(`[doctor] ${text}`)];

describe('composeContusions', () => {
  it('places a bruise on the site said after it, with the side, written and spoken', () => {
    for (const text of bothWays('I can see a big bruise on the back of his left forearm, it is sore.')) {
      expect(contusions(text)[0]).toMatchObject({
        conceptId: 'contusion',
        display: 'forearm contusion',
        attributes: { site: 'forearm', laterality: 'left' },
      });
    }
  });

  it('places a bruise on the site said just before it', () => {
    for (const text of bothWays('She has a right knee bruise from the fall.'))
      expect(contusions(text)[0]?.attributes).toMatchObject({ site: 'knee', laterality: 'right' });
    expect(contusions('my thigh is bruised')[0]?.display).toBe('thigh contusion');
  });

  it('leaves bruising as a tendency, a plain arm or leg and a bruise without a site alone', () => {
    for (const text of bothWays('I bruise easily on my shins since the new tablets.'))
      expect(contusions(text)).toEqual([]);
    expect(contusions('there is a bruise on his arm')).toEqual([]);
    expect(contusions('there was some bruising afterwards')).toEqual([]);
  });
});

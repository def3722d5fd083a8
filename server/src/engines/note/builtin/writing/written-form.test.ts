import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { digitizeNumbers, joinList, unique, writeSentence } from './written-form';

const digits = (text: string) => digitizeNumbers(text.split(' ')).join(' ');

describe('digitizeNumbers', () => {
  it('writes doses, durations and readings with digits', () => {
    expect(digits('metformin five hundred milligrams twice a day')).toBe('metformin 500 mg twice a day');
    expect(digits('ice it for about fifteen minutes every two hours')).toBe(
      'ice it for about 15 minutes every 2 hours',
    );
    expect(digits('pressure was one forty over ninety')).toBe('pressure was 140/90');
    expect(digits('a grade three out of six murmur')).toBe('a grade 3 out of 6 murmur');
  });

  it('writes a dose as the normalise stage reads it, on written and speech-style words', () => {
    for (const text of ['Continue Nexium forty M G once a day.', 'continue nexium forty m g once a day']) {
      const words = text.toLowerCase().replace('.', '').split(' ');
      expect(digitizeNumbers(words).join(' ')).toBe('continue nexium 40 mg once a day');
    }
    expect(digits('xanax point one twenty five m g')).toBe('xanax 0.125 mg');
    expect(digits('half a milligram of ativan')).toBe('0.5 mg of ativan');
    expect(digits('keppra fifteen hundred milligrams twice a day')).toBe('keppra 1,500 mg twice a day');
    expect(digits('epi one m g zero point three m l')).toBe('epi 1 mg 0.3 mL');
  });

  it('writes a hyphened number with digits, written and spoken, but not a range or an age word', () => {
    const said = "We'll raise the thyroxine from fifty-five micrograms to sixty-two micrograms a day.";
    for (const text of [said.toLowerCase().replace(/[.']/g, ''), toSpeechStyle(said).replace(/'/g, '')])
      expect(digits(text)).toBe('well raise the thyroxine from 55 mcg to 62 mcg a day');
    expect(digits('sore for two-three days')).toBe('sore for two-three days');
    expect(digits('a thirty-year-old man')).toBe('a thirty-year-old man');
  });

  it('writes one tablet or puff in the singular and more in the plural', () => {
    expect(digits('one tablet in the morning')).toBe('1 tablet in the morning');
    expect(digits('take one puff then two puffs')).toBe('take 1 puff then 2 puffs');
    expect(digits('two tablet twice a day')).toBe('2 tablets twice a day');
    expect(digits(toSpeechStyle('One capsule at night.'))).toBe('1 capsule at night');
  });

  it('leaves small numbers that are not quantities as words', () => {
    expect(digits('the one that works and two of them')).toBe('the one that works and two of them');
  });
});

describe('writeSentence', () => {
  it('fixes spacing, capitals, brand names and acronyms', () => {
    expect(writeSentence(['she', 'takes', 'tylenol', 'and', 'metformin', ',', 'and', 'needs', 'an', 'mri'])).toBe(
      'She takes Tylenol and metformin, and needs an MRI.',
    );
    expect(writeSentence(['i', 'will', 'order', 'a', 'cbc'])).toBe('I will order a CBC.');
    expect(writeSentence([])).toBe('');
  });
});

describe('joinList', () => {
  it('joins like a clinician writes lists', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['fever'])).toBe('fever');
    expect(joinList(['fever', 'chills'], 'or')).toBe('fever or chills');
    expect(joinList(['nausea', 'vomiting', 'diarrhea'])).toBe('nausea, vomiting, and diarrhea');
  });
});

describe('unique', () => {
  it('keeps the first of each key in order', () => {
    expect(unique(['b', 'a', 'b'])).toEqual(['b', 'a']);
    expect(unique([{ id: 1 }, { id: 1 }], (item) => String(item.id))).toHaveLength(1);
  });
});

describe('spelled-out initialisms', () => {
  it('writes the letters in capitals, never as the pronoun "I"', () => {
    expect(writeSentence('the antibiotic should clear the u t i'.split(' '))).toBe(
      'The antibiotic should clear the U T I.',
    );
    expect(writeSentence('i think it is an e k g change'.split(' '))).toBe('I think it is an E K G change.');
  });
});

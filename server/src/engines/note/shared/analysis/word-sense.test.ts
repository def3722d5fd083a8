import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { findMentions } from './mention-finder';
import { tokenizeWords } from './word-tokenizer';

const stressIn = (text: string) =>
  findMentions(tokenizeWords(text), true).some((mention) => mention.conceptId === 'stress');

describe('word senses: psychological stress and the other stresses', () => {
  it.each([
    'there is no laxity on the anterior drawer and inversion stress',
    'we will brace your right knee to take off some of the stress that you might be putting on it',
    'try not to put stress on that ankle',
    'the x-ray shows a stress fracture of the second metatarsal',
    'she has stress incontinence when she coughs',
  ])('is not stress: %s', (text) => {
    expect(stressIn(text)).toBe(false);
  });

  it.each([
    'i have been under a lot of stress at work lately',
    'things just got stressful and i started smoking again',
    'i have been taking on a lot of stress with the move',
    'i get stressed out on and off',
  ])('is stress: %s', (text) => {
    expect(stressIn(text)).toBe(true);
  });
});

const conditionsIn = (text: string) =>
  findMentions(tokenizeWords(text), false)
    .filter((mention) => mention.kind === 'condition')
    .map((mention) => mention.conceptId);

describe('word senses: a condition named as a topic', () => {
  it.each([
    'so we do expect pretty big weight loss because of what we learn in diabetes study',
    'So, we do expect pretty big weight loss, because of what we learn in the diabetes study.',
    toSpeechStyle('[doctor] She is enrolled in an asthma trial at the university.'),
    'he raises money for cancer research',
    'That comes from the herpes virus sleeping in a nerve.',
    toSpeechStyle('[doctor] Shingles is the chickenpox virus coming back along a nerve.').replace('shingles is ', ''),
    'You will need a fasting blood sample for the diabetes test.',
    'Can I still eat pasta before the coeliac one?',
    toSpeechStyle('[patient] Should I stop my tablets before the coeliac one?'),
  ])('is no one’s disease: %s', (text) => {
    expect(conditionsIn(text)).toEqual([]);
  });

  it.each([
    'you have diabetes and we will study your sugars',
    toSpeechStyle('[doctor] Your diabetes is well controlled.'),
    'I think you have chickenpox, one of the spots is crusting.',
    toSpeechStyle('[doctor] The blood test confirmed coeliac disease.'),
  ])('is the disease: %s', (text) => {
    expect(conditionsIn(text).length).toBeGreaterThan(0);
  });
});

const conceptsIn = (text: string) => findMentions(tokenizeWords(text), true).map((mention) => mention.conceptId);

describe('word senses: cutting down, clearing with a cough, and a condition said as what another one is', () => {
  it.each([
    'I have cut back on the wine since the new year.',
    'i cut down my smoking to two a day',
    'we cut out sugar at home',
  ])('is not a laceration: %s', (text) => {
    expect(conceptsIn(text)).not.toContain('laceration');
    expect(conceptsIn(toSpeechStyle(`[patient] ${text}`))).not.toContain('laceration');
  });

  it('keeps a real cut and a real cough', () => {
    expect(conceptsIn('i got a nasty cut on my thumb')).toContain('laceration');
    expect(conceptsIn('she came in with a dry cough')).toContain('cough');
  });

  it('drops a cough that only clears the chest on exam', () => {
    expect(conceptsIn('Coarse breath sounds that clear with cough.')).not.toContain('cough');
    expect(conceptsIn(toSpeechStyle('[doctor] Coarse breath sounds that clear with cough.'))).not.toContain('cough');
  });

  it('drops a condition that only says what another one is', () => {
    const text = 'Hepatitis C is a viral infection, so we treat it with antivirals.';
    expect(conceptsIn(text)).not.toContain('upper-respiratory-infection');
    expect(conceptsIn(toSpeechStyle(`[doctor] ${text}`))).not.toContain('upper-respiratory-infection');
    expect(conceptsIn('i think you just have a viral infection')).toContain('upper-respiratory-infection');
  });
});

describe('word senses: a vessel or an organ in spasm is no muscle spasm', () => {
  const spasmIn = (text: string) =>
    findMentions(tokenizeWords(text), true).some((mention) => mention.conceptId === 'muscle-spasm');

  it.each([(text: string) => text, toSpeechStyle])(
    'reads the other sense in written and speech-style text (%#)',
    (render) => {
      expect(spasmIn(render('I wonder whether a coronary spasm explains the chest tightness.'))).toBe(false);
      expect(spasmIn(render('The swallow study points to esophageal spasm.'))).toBe(false);
      expect(spasmIn(render('My calf muscle goes into spasms at night.'))).toBe(true);
    },
  );
});

describe('word senses: the pandemic named as a time', () => {
  const covidIn = (text: string) => conceptsIn(text).includes('covid-19');
  it.each([
    'We both started working from home during COVID and now we walk every day.',
    'since covid i have been mostly cycling',
    'Before COVID hit, I went to the gym four times a week.',
    toSpeechStyle('[patient] The covid lockdown was hard on my knees, I gained some weight.'),
  ])('is a time, not an infection: %s', (text) => {
    expect(covidIn(text)).toBe(false);
  });

  it.each([
    'I tested positive for COVID on Monday.',
    toSpeechStyle('[doctor] Have you had covid? [patient] Yes, I had covid in March.'),
  ])('is the infection: %s', (text) => {
    expect(covidIn(text)).toBe(true);
  });
});

describe('word senses: cramping of the belly and of a muscle', () => {
  const spasmIn = (text: string) =>
    findMentions(tokenizeWords(text), true).some((mention) => mention.conceptId === 'muscle-spasm');

  it.each([
    'the cramping eases once she has been to the toilet and her tummy settles',
    'so with the bloating and the cramping that comes and goes with your bowels',
    'I get cramping low down before my period.',
  ])('is no muscle spasm: %s', (text) => {
    expect(spasmIn(text)).toBe(false);
    expect(spasmIn(toSpeechStyle(text))).toBe(false);
  });

  it.each(['I wake up with cramping in my calves at night.', 'my thigh muscle keeps cramping after a run'])(
    'is a muscle spasm: %s',
    (text) => {
      expect(spasmIn(text)).toBe(true);
      expect(spasmIn(toSpeechStyle(text))).toBe(true);
    },
  );
});

const dvtIn = (text: string) =>
  findMentions(tokenizeWords(text), false).some((mention) => mention.conceptId === 'deep-vein-thrombosis');

describe('word senses: a clot explained in the brain and a clot of the leg', () => {
  const leg = [
    '[doctor] The blood clot in your calf could break off, and that is a different thing from a stroke.',
    '[patient] I have a blood clot in my leg, and my mum had a stroke.',
  ];
  it.each([...leg, ...leg.map((text) => toSpeechStyle(text))])('is a leg clot: %s', (text) => {
    expect(dvtIn(text)).toBe(true);
  });

  const brain = ['[doctor] A small blood clot blocked an artery to the brain for a few minutes.'];
  it.each([...brain, ...brain.map((text) => toSpeechStyle(text))])('is no leg clot: %s', (text) => {
    expect(dvtIn(text)).toBe(false);
  });
});

const strokeIn = (text: string) =>
  findMentions(tokenizeWords(text), false).some((mention) => mention.conceptId === 'stroke');

describe("word senses: an examiner's stroke and the patient's stroke", () => {
  const own = ['[patient] I had a stroke two years ago and my speech is still slow.', '[patient] Did I have a stroke?'];
  it.each([...own, ...own.map((text) => toSpeechStyle(text))])('is a stroke: %s', (text) => {
    expect(strokeIn(text)).toBe(true);
  });
});

const drySkinIn = (text: string) =>
  findMentions(tokenizeWords(text), false).some((mention) => mention.conceptId === 'dry-skin');

describe('word senses: where a cream goes and the patient’s dry skin', () => {
  const own = ["[patient] My elbows, I noticed it on dry skin there, it's cracked."];
  it.each([...own, ...own.map((text) => toSpeechStyle(text))])('is dry skin: %s', (text) => {
    expect(drySkinIn(text)).toBe(true);
  });
  const where = ['[doctor] Rub it on dry skin after your shower.'];
  it.each([...where, ...where.map((text) => toSpeechStyle(text))])('is where it goes: %s', (text) => {
    expect(drySkinIn(text)).toBe(false);
  });
});

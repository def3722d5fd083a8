import { describe, expect, it } from 'vitest';
import { readSentenceAct } from './sentence-act';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

const act = (text: string) => readSentenceAct(tokenizeWords(text));

describe('readSentenceAct', () => {
  it('hears an impression only when a diagnosis is named, and not one recalled or listed', () => {
    expect(act('i think this is mild asthma')).toBe('impression');
    expect(act('this is most likely a lumbar strain')).toBe('impression');
    expect(act('your diabetes is not well controlled')).toBe('impression');
    expect(act('i think this is going to be fine')).toBeNull();
    expect(act('you have a history of asthma')).toBeNull();
    expect(act('it looks like there is high blood pressure , diabetes and asthma in the family')).toBeNull();
  });

  it('hears a plan in an intention with a plan verb, an outright order or an instruction', () => {
    expect(act('we will start albuterol two puffs every four hours as needed')).toBe('plan');
    expect(act("we'll get an x-ray of the ankle")).toBe('plan');
    expect(act('come back in one week')).toBe('plan');
    expect(act('rest , ice and elevate it')).toBe('plan');
    expect(act('keep taking the ibuprofen as needed')).toBe('plan');
    expect(act("we'll talk about that later")).toBeNull();
    expect(act("let's start with your diabetes")).toBeNull();
    expect(act('i know that we had put you on the prozac last year')).toBeNull();
    expect(act('so ice and rest makes it feel better')).toBeNull();
  });

  it('hears findings and vitals read out today, not readings from home or a summary', () => {
    expect(act('your temperature is one hundred and one point two')).toBe('exam');
    expect(act('your lungs sound clear')).toBe('exam');
    expect(act('her left eardrum is red and bulging')).toBe('exam');
    expect(act('on exam there is tenderness over the lower back muscles')).toBe('exam');
    expect(act('her temperature was one hundred and two at home')).toBeNull();
    expect(act('this is a 52-year-old male with a newly diagnosed lesion')).toBeNull();
    expect(act("it sounds like you're endorsing nausea and abdominal distension")).toBeNull();
  });

  it('hears a result read out, not one ordered', () => {
    expect(act('your a1c is eight point one')).toBe('result');
    expect(act('we will check your a1c')).toBe('plan');
  });
});

describe('placeClinicianActs (through structureTranscript)', () => {
  it('moves clinician statements said amid the history to their phase, and carries a plan on', () => {
    const { sentences } = structureTranscript(
      [
        '[doctor] any chest pain ?',
        '[patient] no .',
        '[doctor] okay . your blood pressure is one twenty over eighty . i think this is mild asthma .',
        '[doctor] we will start albuterol . that should help a lot .',
        '[doctor] any cough ?',
      ].join('\n'),
    );
    expect(sentences.map((s) => [s.text, s.phase])).toEqual([
      ['any chest pain', 'history'],
      ['no', 'history'],
      ['okay', 'history'],
      ['your blood pressure is one twenty over eighty', 'exam'],
      ['i think this is mild asthma', 'plan'],
      ['we will start albuterol', 'plan'],
      ['that should help a lot', 'plan'],
      ['any cough', 'history'],
    ]);
  });
});

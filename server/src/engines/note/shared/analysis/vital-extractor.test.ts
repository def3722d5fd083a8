import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractVitals } from './vital-extractor';
import { tokenizeWords } from './word-tokenizer';

const read = (text: string) => extractVitals(tokenizeWords(text)).map((vital) => `${vital.kind}=${vital.value}`);

describe('extractVitals', () => {
  it('reads spoken blood pressure, heart rate and temperature', () => {
    expect(read('your blood pressure is one twenty over eighty and your heart rate is seventy two')).toEqual([
      'blood-pressure=120/80 mmHg',
      'heart-rate=72 bpm',
    ]);
    expect(read('temperature was ninety eight point six')).toEqual(['temperature=98.6 °F']);
    expect(read('temp of 37.2 degrees celsius')).toEqual(['temperature=37.2 °C']);
  });

  it('reads written forms, saturation, respirations, weight, height and bmi', () => {
    expect(read('bp 132/84 , pulse 88 , respirations 16 , o2 sat 97 percent on room air')).toEqual([
      'blood-pressure=132/84 mmHg',
      'heart-rate=88 bpm',
      'respiratory-rate=16 breaths per minute',
      'oxygen-saturation=97%',
    ]);
    expect(read('you weigh two hundred and five pounds and your bmi is thirty two')).toEqual([
      'weight=205 lbs',
      'bmi=32',
    ]);
    expect(read('height five foot six')).toEqual(['height=5 ft 6 in']);
  });

  it('reads a judgement of the vital itself, not of what follows a conjunction', () => {
    expect(read('she also has high blood pressure and low blood sugar')).toEqual([]);
    expect(read('your blood pressure is a little low today')).toEqual(['blood-pressure=Low']);
  });

  it('drops implausible readings', () => {
    expect(read('blood pressure was eighty over one twenty')).toEqual([]);
    expect(read('heart rate of three hundred')).toEqual([]);
    expect(read('temperature one hundred and fifty')).toEqual([]);
    expect(read('oxygen saturation is 120 percent')).toEqual([]);
  });

  it('keeps judgements when no number is said, and ignores sinus pressure', () => {
    expect(read('your blood pressure is a little elevated')).toEqual(['blood-pressure=Elevated']);
    expect(read('your vital signs look good')).toEqual(['vital-signs=Normal']);
    expect(read('some sinus pressure and congestion')).toEqual([]);
  });

  it('writes no judgement the clinician negated', () => {
    expect(read('your blood pressure is not well controlled')).toEqual([]);
    expect(read('your blood pressure is well controlled')).toEqual(['blood-pressure=Controlled']);
  });

  it.each([
    ['written', 'The ankle looks fine, the foot pulses are good, and the skin is intact.'],
    ['speech', toSpeechStyle('[doctor] The ankle looks fine, the foot pulses are good, and the skin is intact.')],
  ])('reads pulses felt in a limb as no heart rate (%s)', (_style, text) => {
    expect(extractVitals(tokenizeWords(text)).filter((v) => v.kind === 'heart-rate')).toEqual([]);
    expect(extractVitals(tokenizeWords('pulse is normal')).map((v) => v.kind)).toContain('heart-rate');
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { collectNumberValues, readNumbers } from './spoken-number';
import { tokenizeWords } from './word-tokenizer';

/** Each dosed medicine's concept and dose, for the dialogue as written and as a speech recogniser gives it. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}
const doseOf = (doses: Array<[string, string | null]>, id: string) =>
  doses.find(([concept, dose]) => concept === id && dose !== null)?.[1] ?? null;

describe('a step size is not a dose', () => {
  it('reads "go up by" as the step and "until you are at" as the strength stepped to', () => {
    const dialogue =
      "[doctor] I'm starting lamotrigine today.\n" +
      '[doctor] Twenty-five milligrams once a day to begin. Every two weeks, go up by twenty-five milligrams a ' +
      "day, until you're at one hundred milligrams a day.\n[patient] Okay.";
    const [written, speech] = dosesOf(dialogue);
    expect(doseOf(written!, 'lamotrigine')).toBe('25 mg, then 100 mg');
    // Run together in speech the first strength may stand with the name: never the step size alone.
    expect(['25 mg', '25 mg, then 100 mg', null]).toContain(doseOf(speech!, 'lamotrigine'));
  });

  it('never gives the amount a dose moves by as the dose', () => {
    const dialogue = '[doctor] Increase your insulin by four units every three days.\n[patient] Alright.';
    for (const doses of dosesOf(dialogue)) expect(doses.every(([, dose]) => dose !== '4 units')).toBe(true);
  });
});

describe('the steps of a dose said in one breath', () => {
  it('keeps a step the patient tells after the first strength', () => {
    const dialogue =
      '[doctor] What have you tried?\n[patient] Naproxen. Two hundred fifty milligrams, and then I went up to five ' +
      'hundred. It did nothing.';
    const [written, speech] = dosesOf(dialogue);
    expect(doseOf(written!, 'naproxen')).toBe('250 mg, then 500 mg');
    // Unpunctuated, "… five hundred it did nothing" may not end the step: the first strength stands alone then.
    expect(['250 mg, then 500 mg', '250 mg', null]).toContain(doseOf(speech!, 'naproxen'));
  });

  it('reads no step to an amount of something else, and no step when the first strength is taken back', () => {
    const minutes = '[patient] I use the naproxen, two hundred fifty milligrams, then I went up to twenty minutes.';
    for (const doses of dosesOf(minutes)) expect(doseOf(doses, 'naproxen')).not.toContain('then');
    const corrected = '[patient] I take naproxen, two hundred milligrams, no sorry, two hundred fifty milligrams.';
    for (const doses of dosesOf(corrected)) expect(doseOf(doses, 'naproxen') ?? '').not.toContain('200 mg, then');
  });

  it('keeps when in the day a step is taken as part of the step', () => {
    const dialogue =
      "[doctor] I'm starting memantine today. Five milligrams once a day, in the evening, for one week, then ten " +
      'milligrams once a day.';
    const [written] = dosesOf(dialogue);
    expect(doseOf(written!, 'memantine')).toBe('5 mg daily in the evening for 1 week, then 10 mg daily');
  });
});

describe('the dose of the medicine started, beside one stopped', () => {
  it('gives a start dose to the one medicine started, and its step after a cut-off condition', () => {
    const dialogue =
      "[doctor] Since the tolterodine didn't suit you, I want to try a different one, solifenacin.\n" +
      '[doctor] It works a little differently. We will start at five milligrams once a day. After six weeks, if ' +
      "it's not enough, we go up to ten milligrams once a day.\n[patient] Fine.";
    const [written, speech] = dosesOf(dialogue);
    expect(doseOf(written!, 'solifenacin')).toBe('5 mg, then 10 mg');
    expect(doseOf(written!, 'tolterodine')).toBeNull();
    expect(doseOf(speech!, 'tolterodine')).toBeNull();
  });

  it('gives no start dose when two medicines are started', () => {
    const dialogue =
      "[doctor] I'm starting lisinopril and starting amlodipine.\n[doctor] We will start at five milligrams.";
    // Written only: run together in speech the strength follows the last name in one sentence.
    const [written] = dosesOf(dialogue);
    expect(written!.every(([, dose]) => dose === null)).toBe(true);
  });

  it('gives no start dose to a start only asked about', () => {
    const dialogue =
      "[doctor] Since the tolterodine didn't suit you, shall we try solifenacin?\n" +
      '[patient] Would we start at five milligrams?\n[doctor] Let me think about it.';
    const [written] = dosesOf(dialogue);
    expect(doseOf(written!, 'solifenacin')).toBeNull();
  });
});

describe('a liquid strength is not the dose', () => {
  it('reads the volume given, never the milligrams per milliliter of the bottle', () => {
    const dialogue =
      "[doctor] I'm starting an iron supplement, ferrous sulfate drops.\n" +
      '[doctor] The bottle says fifteen milligrams per milliliter. She gets two milliliters once a day.';
    for (const doses of dosesOf(dialogue)) {
      expect(doses.some(([, dose]) => dose === '15 mg')).toBe(false);
    }
    const [written] = dosesOf(dialogue);
    expect(doseOf(written!, 'iron')).toBe('2 mL');
  });

  it('reads the volume said with a strength "per five milliliters" in the same sentence', () => {
    const dialogue = '[doctor] Give the Tylenol, one hundred sixty milligrams per five milliliters, five milliliters.';
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'acetaminophen')).not.toBe('160 mg');
  });
});

describe('the amount of a gel put on', () => {
  it('keeps the amount with the percent strength said before it', () => {
    const dialogue =
      "[doctor] I'd like you to use diclofenac gel, the one percent.\n[doctor] Four grams to each knee, twice a day.";
    const [written] = dosesOf(dialogue);
    expect(doseOf(written!, 'diclofenac')).toBe('4 g of 1%');
  });

  it('never takes the size of the tube for the amount put on', () => {
    const dialogue =
      "[doctor] I'd like you to use diclofenac gel, the one percent.\n[doctor] It comes in a fifty gram tube.";
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'diclofenac') ?? '').not.toContain('50 g');
  });
});

describe('a start run on from a denial', () => {
  it('keeps the medicine started after "without" or "didn\'t" present', () => {
    const dialogue =
      "[doctor] So I would manage this without an operation for now I'm starting pregabalin seventy-five " +
      'milligrams twice a day.';
    for (const doses of dosesOf(dialogue)) expect(doseOf(doses, 'pregabalin')).toBe('75 mg');
    const analysis = runAnalysis(toSpeechStyle(dialogue));
    const pregabalin = analysis.mentions.find((m) => m.conceptId === 'pregabalin');
    expect(pregabalin?.assertion).toBe('present');
  });
});

describe('spoken amounts', () => {
  it('reads "three hundred three times a day" as three hundred, three times a day', () => {
    expect(readNumbers(tokenizeWords('three hundred three times a day')).map((r) => r.value)).toEqual([300, 3]);
    expect(readNumbers(tokenizeWords('three hundred three')).map((r) => r.value)).toEqual([303]);
  });

  it('counts "thirty-seven and a half" as said', () => {
    expect(collectNumberValues('about thirty-seven and a half milligrams').has(37.5)).toBe(true);
  });
});

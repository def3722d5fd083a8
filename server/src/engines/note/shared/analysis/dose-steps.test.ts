import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { readDoseSteps } from './dose-steps';
import { tokenizeWords } from './word-tokenizer';

/** Each medicine's concept and dose, for the dialogue as written and as a speech recogniser gives it. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}

describe('the steps of a dose said in the sentence after the medicine started', () => {
  it('gives the started medicine every step, with how often and how long', () => {
    const dialogue =
      '[doctor] We will start sertraline today. Twenty five milligrams every morning for one week, then fifty ' +
      'milligrams every morning.';
    const [written, speech] = dosesOf(dialogue);
    expect(written).toEqual([['sertraline', '25 mg every morning for 1 week, then 50 mg every morning']]);
    // Run together in speech, the steps follow the name in one sentence and the first strength is read there.
    expect(speech!.map(([, dose]) => dose?.startsWith('25 mg'))).toEqual([true]);
  });

  it('leaves the steps unread when two medicines were started just before', () => {
    const dialogue =
      '[doctor] We will start sertraline and propranolol today. Twenty five milligrams every morning for one ' +
      'week, then fifty milligrams every morning.';
    const [written] = dosesOf(dialogue);
    expect(written).toEqual([
      ['sertraline', null],
      ['propranolol', null],
    ]);
  });

  it('reads only a sentence that is nothing but the steps', () => {
    expect(readDoseSteps(tokenizeWords('25 mg daily for 3 days then 50 mg daily'))).toBe(
      '25 mg daily for 3 days, then 50 mg daily',
    );
    expect(readDoseSteps(tokenizeWords('25 mg daily then 50 mg of the other one'))).toBeNull();
    expect(readDoseSteps(tokenizeWords('25 mg daily then 5 ml daily'))).toBeNull();
    expect(readDoseSteps(tokenizeWords('25 mg daily'))).toBeNull();
  });

  it('leaves the steps unread after a start that was declined or only offered', () => {
    const declined =
      '[doctor] I was going to start citalopram but you said no. Ten milligrams daily for two weeks, then twenty ' +
      'milligrams daily.';
    const [written] = dosesOf(declined);
    expect(written).toEqual([['citalopram', null]]);
    const offered =
      '[doctor] We could start citalopram. Ten milligrams daily for two weeks, then twenty milligrams daily.';
    const [offer] = dosesOf(offered);
    expect(offer).toEqual([['citalopram', null]]);
  });

  it('leaves the steps unread when they belong to a medicine already taken, not the one started', () => {
    const dialogue =
      '[doctor] Start citalopram and keep the prednisolone. Forty milligrams daily for five days, then twenty ' +
      'milligrams daily.';
    const [written] = dosesOf(dialogue);
    expect(written!.map(([, dose]) => dose)).toEqual([null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { scoreSpeaker } from './speaker-inference';
import { structureTranscript } from './transcript-structure';
import { changesHandsAt, scanSpeech } from './turn-boundary';
import { tokenizeWords } from './word-tokenizer';

const sentencesOf = (transcript: string) =>
  structureTranscript(transcript).sentences.map((sentence) => [sentence.speaker, sentence.text.toLowerCase()]);

/** The first token index after `from` where the speech changes hands, or -1. */
function firstChange(text: string, asking: boolean, from = 0): number {
  const scan = scanSpeech(tokenizeWords(text));
  for (let i = from + 1; i < scan.tokens.length; i += 1) if (changesHandsAt(scan, i, from, asking, false)) return i;
  return -1;
}

describe('care someone else gave the speaker, told with a dose', () => {
  it('scores "they started me on … milligrams" as the patient, and the clinician\'s own start as the clinician', () => {
    expect(
      scoreSpeaker(tokenizeWords('they started me on sertraline fifty milligrams last spring'), false),
    ).toBeLessThan(0);
    expect(scoreSpeaker(tokenizeWords('the hospital put me on bisoprolol five milligrams'), false)).toBeLessThan(0);
    expect(scoreSpeaker(tokenizeWords("i'll start you on sertraline fifty milligrams"), false)).toBeGreaterThan(0);
  });
});

describe('"I have <condition>" after the clinician\'s "you"', () => {
  it('changes hands at the first-person account of a condition or medicine', () => {
    const said = 'you said you had something of your own to tell me about i have psoriasis and i use a cream';
    expect(firstChange(said, false)).toBe(said.split(' ').indexOf('i'));
  });

  it('does not cut the clinician going on in the first person', () => {
    expect(firstChange('your chest sounds clear so i have prescribed amoxicillin for you', false)).toBe(-1);
    expect(firstChange('since you have asthma i think we should avoid ibuprofen', false)).toBe(-1);
  });

  const visit = [
    '[doctor] Your own health came up on the form as well, you have something going on?',
    "[patient] I have psoriasis. I'm on methotrexate once a week.",
    '[doctor] Thanks, that is useful to know.',
  ].join('\n');

  it('gives the account to the patient, written and spoken', () => {
    for (const transcript of [visit, toSpeechStyle(visit)]) {
      const account = sentencesOf(transcript).find(([, text]) => text!.includes('i have psoriasis'));
      expect(account?.[0]).toBe('patient');
      expect(account?.[1]).not.toMatch(/going on/);
    }
  });
});

describe('"that\'s all" closing an answer before the next question', () => {
  const visit = [
    '[doctor] Any discharge from the cut?',
    "[patient] Just a little blood on the plaster, that's all.",
    '[doctor] Any fever or chills?',
    '[patient] No.',
  ].join('\n');

  it('starts the clinician\'s "any …" question after it, written and spoken', () => {
    for (const transcript of [visit, toSpeechStyle(visit)]) {
      const question = sentencesOf(transcript).find(([, text]) => text!.includes('fever'));
      expect(question).toEqual(['doctor', expect.stringMatching(/^any fever or chills\??$/)]);
    }
  });
});

describe('the clinician asking leave to examine, in the first person', () => {
  it('scores "can i have a look" and "can i check your date of birth" as the clinician', () => {
    expect(scoreSpeaker(tokenizeWords('okay can i have a look at that elbow'), true)).toBeGreaterThan(0);
    expect(scoreSpeaker(tokenizeWords('can i just check your date of birth please'), true)).toBeGreaterThan(0);
  });

  it("keeps the patient's question about their own care the patient's", () => {
    expect(scoreSpeaker(tokenizeWords('can i still go swimming with it'), true)).toBeLessThan(0);
    expect(scoreSpeaker(tokenizeWords('can i take ibuprofen for the pain'), true)).toBeLessThan(0);
  });

  const visit = [
    '[patient] It has been aching since Sunday, and it clicks when I bend it.',
    '[doctor] Right, can I have a look at that knee?',
    '[patient] Sure.',
    '[doctor] There is some swelling over the kneecap.',
  ].join('\n');

  it('gives the request to the clinician, written and spoken', () => {
    for (const transcript of [visit, toSpeechStyle(visit)]) {
      const request = sentencesOf(transcript).find(([, text]) => text!.includes('can i have a look'));
      expect(request?.[0]).toBe('doctor');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

// A husband breaks in after the patient, speaking of her as "she", then gives his own illness and medicine.
const HUSBAND_BREAKS_IN = [
  '[doctor] Good afternoon, Mrs Lund. And this is?',
  '[patient] This is my husband, Colin.',
  '[doctor] What brings you in?',
  '[patient] I keep fainting when I stand up. I have had dizziness for a month.',
  '[doctor] Anything else going on?',
  '[patient] Nothing much, I sleep badly.',
  "[patient] When she went down on Monday I was scared. I have gout. I'm on allopurinol, a hundred milligrams.",
  '[doctor] Okay. Any chest pain?',
  '[patient] No.',
].join('\n');

// The clinician turns to a named wife; her answer runs on past the first sentences of her turn.
const LONG_ANSWER = [
  '[doctor] Hello Dev, who is with you?',
  '[patient] My wife, Dora.',
  '[doctor] What can I do for you?',
  '[patient] I have had a cough for two weeks.',
  '[doctor] And Dora, you have been unwell yourself?',
  "[patient] Oh, a bit. Since the spring. Nothing new. It's my heart. I have angina. I'm on aspirin and bisoprolol.",
  '[doctor] Thank you. Dev, any fever?',
  '[patient] No.',
].join('\n');

describe("a companion's turns in tagged talk", () => {
  it('a back-to-back turn calling the patient "she" is the companion\'s, illness and medicine (written)', () => {
    expect(assertionsOf(HUSBAND_BREAKS_IN, 'gout')).not.toContain('present');
    expect(assertionsOf(HUSBAND_BREAKS_IN, 'allopurinol')).not.toContain('present');
    expect(assertionsOf(HUSBAND_BREAKS_IN, 'dizziness')).toContain('present');
  });

  it("stays the patient's when no companion came (written)", () => {
    const alone = HUSBAND_BREAKS_IN.replace('And this is?', 'Come in.')
      .replace('This is my husband, Colin.', 'Hello.')
      .replace('When she went down', 'When I went down');
    expect(assertionsOf(alone, 'gout')).toContain('present');
  });

  it("the whole turn answering the clinician by name is the companion's (written)", () => {
    expect(assertionsOf(LONG_ANSWER, 'angina')).not.toContain('present');
    expect(assertionsOf(LONG_ANSWER, 'bisoprolol')).not.toContain('present');
    expect(assertionsOf(LONG_ANSWER, 'cough')).toContain('present');
  });

  it("speech keeps the patient's own complaint (no turns to go by)", () => {
    expect(assertionsOf(toSpeechStyle(HUSBAND_BREAKS_IN), 'dizziness')).toContain('present');
    expect(assertionsOf(toSpeechStyle(LONG_ANSWER), 'cough')).toContain('present');
  });
});

// "This is the wife": a companion brought in with "the", who then speaks of the patient's father and herself.
const THE_WIFE = [
  '[doctor] Come in, Mr Hale.',
  '[patient] This is the wife.',
  '[doctor] Hello. So what is the matter?',
  '[patient] My knee hurts on the stairs.',
  '[doctor] Anything in the family?',
  "[patient] His dad had arthritis. I've got asthma.",
].join('\n');

describe('a companion introduced as "the wife"', () => {
  it('is in the room, and her own asthma is hers (written)', () => {
    expect(assertionsOf(THE_WIFE, 'asthma')).not.toContain('present');
    expect(assertionsOf(THE_WIFE, 'knee-pain')).toContain('present');
  });

  // Untagged speech glues "his dad had arthritis" to what comes before, "my wife" or "the wife" alike: open there.
  it("leaves the patient's own knee pain in speech", () => {
    expect(assertionsOf(toSpeechStyle(THE_WIFE), 'knee-pain')).toContain('present');
  });
});

// The patient goes on in a second line about someone they have just named: the he/she is that person, not the patient.
const SON_DROVE_ME = [
  '[doctor] Hello Mr Gray, and this is?',
  '[patient] My daughter, Amy.',
  '[doctor] What can I do for you?',
  '[patient] My son drove me in today.',
  "[patient] He thinks I should get my chest pain checked. I've had chest pain for a week. I'm on metformin.",
].join('\n');

const BABY_KEEPS_ME_UP = [
  '[doctor] Hello Mrs Cole, and who is this?',
  '[patient] This is my partner, Sam.',
  '[doctor] What brings you in?',
  '[patient] The baby is six weeks old now.',
  "[patient] She keeps me up all night and I've been having low mood and I've got back pain.",
].join('\n');

describe("a patient's second line about someone they have just named", () => {
  it("keeps the patient's own illness and medicine after a son named in the line before (written)", () => {
    expect(assertionsOf(SON_DROVE_ME, 'chest-pain')).not.toContain('family');
    expect(assertionsOf(SON_DROVE_ME, 'chest-pain')).toContain('present');
    expect(assertionsOf(SON_DROVE_ME, 'metformin')).toEqual(['present']);
  });

  it("keeps the patient's own illness after a baby named in the line before (written)", () => {
    expect(assertionsOf(BABY_KEEPS_ME_UP, 'back-pain')).toEqual(['present']);
    expect(assertionsOf(BABY_KEEPS_ME_UP, 'depressed-mood')).toEqual(['present']);
  });

  it("keeps them the patient's in speech", () => {
    expect(assertionsOf(toSpeechStyle(SON_DROVE_ME), 'metformin')).toEqual(['present']);
    expect(assertionsOf(toSpeechStyle(BABY_KEEPS_ME_UP), 'back-pain')).toEqual(['present']);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from './transcript-analyzer';

const assertionsOf = (text: string, conceptId: string) =>
  analyzeTranscript(text)
    .mentions.filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);

const OPENING = [
  '[doctor] Mr Patel? Come in. And hello.',
  '[patient] This is Asha. She nags me to come.',
  '[doctor] Hello, Asha. Mr Patel, what seems to be the problem?',
  "[patient] My knee's been swollen for a week.",
  '[doctor] Any other health problems?',
  '[patient] No, none.',
];

/** A companion breaks in on the patient's answer with their own illness; the clinician answers them by name. */
const breakIn = (companionTurn: string, reply: string) =>
  [...OPENING, `[patient] ${companionTurn}`, `[doctor] ${reply} Mr Patel, any fever?`, '[patient] No.'].join('\n');

describe('a companion breaking in with their own illness, answered by name', () => {
  it.each([
    [
      '"I\'m the one", answered with sorry',
      breakIn("I'm the one with the bad chest. I've got asthma, I'm on an inhaler.", 'Sorry to hear it, Asha.'),
    ],
    [
      '"I\'m the … one", answered by name mid-sentence',
      breakIn(
        "I'm the wheezy one. I've got asthma, I'm on an inhaler.",
        "That's worth knowing, Asha, and do keep it handy.",
      ),
    ],
    ['"me, not him", thanked', breakIn("No, it's me, not him. I've got asthma, I'm on an inhaler.", 'Thanks, Asha.')],
  ])('has that illness, not the patient (%s)', (_s, text) => {
    expect(assertionsOf(text, 'asthma')).toEqual(['family']);
    expect(assertionsOf(text, 'knee-swelling').concat(assertionsOf(text, 'joint-swelling'))).toContain('present');
  });

  it('has their own allergy, not the patient', () => {
    const text = breakIn("Penicillin's me, not him. I come out in hives.", 'Thanks, Asha.').replace(
      'Any other health problems?',
      'Any allergies?',
    );
    const penicillin = analyzeTranscript(text).mentions.filter((m) => m.conceptId === 'penicillin');
    expect(penicillin.length).toBeGreaterThan(0);
    expect(penicillin.map((m) => m.assertion)).toEqual(['family']);
  });

  it("leaves the patient's allergy told by the companion to the patient", () => {
    const text = breakIn("He's allergic to penicillin, I know that myself.", 'Thanks, Asha.').replace(
      'Any other health problems?',
      'Any allergies?',
    );
    const penicillin = analyzeTranscript(text).mentions.filter((m) => m.conceptId === 'penicillin');
    expect(penicillin.length).toBeGreaterThan(0);
    expect(penicillin.map((m) => m.assertion)).not.toContain('family');
  });

  it("leaves the patient's own second line to the patient when nothing sets its speaker apart", () => {
    const text = [
      ...OPENING.slice(0, 4),
      "[patient] He's been limping with it.",
      "[patient] Yes, and I've got asthma, I'm on an inhaler.",
      '[doctor] Thanks, Asha. Mr Patel, any fever?',
      '[patient] No.',
    ].join('\n');
    expect(assertionsOf(text, 'asthma')).toContain('present');
  });
});

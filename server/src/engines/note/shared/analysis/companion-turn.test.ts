import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { assertionsOf } from './mention-status.test-kit';

const both = (text: string): Array<[string, string]> => [
  ['written', text],
  ['speech', toSpeechStyle(text)],
];

// A wife brought along adds her own skin trouble; the clinician thanks her by name for it.
const THANKED = [
  "[doctor] Morning, Mr Okafor. Who's this with you?",
  '[patient] This is my wife, Grace.',
  '[doctor] Welcome. So what brings you in?',
  '[patient] My ankle has been swollen for a week.',
  '[doctor] Anything in the family I should know about?',
  '[patient] My father had gout.',
  "[patient] And I've got psoriasis myself, on my elbows.",
  '[doctor] Thanks, Grace. Any fever?',
  '[patient] No.',
].join('\n');

// A sister named by the patient breaks in with her own asthma.
const BROKE_IN = [
  "[doctor] Hello Mr Reyes, and who's come with you?",
  '[patient] My sister, Rosa.',
  "[doctor] What's the problem today?",
  '[patient] I keep getting short of breath on the stairs.',
  '[doctor] Anyone at home unwell?',
  '[patient] Not really. Rosa worries about me.',
  "[patient] I do. And I'm no better, I've got asthma too.",
].join('\n');

// A father answers a family question and calls the boy by the name the clinician uses.
const BY_NAME = [
  '[doctor] Hi, come in. You must be Tom, and this is...?',
  '[patient] His dad, Martin.',
  '[doctor] Tom, how long has your knee hurt?',
  '[patient] About a month.',
  '[doctor] Tom, does it hurt when you run?',
  '[patient] Yeah, loads.',
  '[doctor] Anyone in the family with joint trouble?',
  "[patient] Tom's grandma has arthritis. And I've got gout, I'm on allopurinol.",
].join('\n');

// A mother lists the family and then herself, several sentences after calling the child "her".
const LONG_TURN = [
  "[doctor] Hello, you must be Lily. And you're Mum?",
  "[patient] Yes. She's had a cough for a week.",
  '[doctor] Anything in the family?',
  "[patient] Her dad has eczema. My brother has hay fever. He's fine though. And me, I've had migraines for years.",
].join('\n');

describe("a companion's own illness, told in the first person", () => {
  it.each(both(THANKED))('is theirs when the clinician thanks them by name for it (%s)', (_style, text) => {
    expect(assertionsOf(text, 'psoriasis')).not.toContain('present');
  });

  it.each(both(THANKED.replace('Thanks, Grace.', 'Thanks, Mr Okafor.')))(
    "stays the patient's when the clinician thanks the patient (%s)",
    (_style, text) => {
      expect(assertionsOf(text, 'psoriasis')).toContain('present');
    },
  );

  it('is theirs in a turn that answers the patient naming them (written: only tags show the change)', () => {
    expect(assertionsOf(BROKE_IN, 'asthma')).not.toContain('present');
  });

  it.each(both(BROKE_IN.replace('Rosa worries', 'My neighbour worries')))(
    "stays the patient's when the turn before names no companion (%s)",
    (_style, text) => {
      expect(assertionsOf(text, 'asthma')).toContain('present');
    },
  );

  it.each(both(BY_NAME))('is theirs when they call the patient by name (%s)', (_style, text) => {
    expect(assertionsOf(text, 'gout')).not.toContain('present');
  });

  it.each(both(BY_NAME.replace("Tom's grandma", 'My grandma')))(
    "stays the patient's when the speaker's words are their own (%s)",
    (_style, text) => {
      expect(assertionsOf(text, 'gout')).toContain('present');
    },
  );

  it('is theirs to the end of the turn that called the patient "her" (written)', () => {
    expect(assertionsOf(LONG_TURN, 'migraine')).not.toContain('present');
  });

  it.each(both(LONG_TURN.replace("And you're Mum?", '').replace('Her dad', 'My dad')))(
    "stays the patient's when nobody came along (%s)",
    (_style, text) => {
      expect(assertionsOf(text, 'migraine')).toContain('present');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { findContact, findContactStories } from './contact-story';
import { structureTranscript } from './transcript-structure';

const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const OPENING = ['[doctor] what brings you in today?', '[patient] my left ankle has been sore for a week.'];

/** The statuses the analysis gives a concept in the dialogue, as written and as speech-style text. */
function statuses(lines: readonly string[], conceptId: string): Array<[string, string[]]> {
  return STYLES.map(([style, render]) => {
    const analysis = runAnalysis(render([...OPENING, ...lines].join('\n')));
    return [style, analysis.mentions.filter((m) => m.conceptId === conceptId).map((m) => m.assertion)];
  });
}

const contactOf = (line: string) => {
  const sentence = structureTranscript(line).sentences[0]!;
  return findContact(sentence)?.contact ?? null;
};

describe('findContact', () => {
  it('names friends, teammates, colleagues and housemates however they are introduced', () => {
    expect(contactOf('[patient] my fishing buddy ray is the one who worries me.')).toBe('buddy');
    expect(contactOf('[patient] a lad on my rugby team got it.')).toBe('lad');
    expect(contactOf('[patient] one of the other porters, dee, was off for weeks.')).toBe('porters');
    expect(contactOf('[patient] i live with three guys from my course.')).toBe('guys');
    expect(contactOf("[patient] my partner's brother had the same.")).toBe("partner's brother");
    expect(contactOf("[patient] jo's mum had the same.")).toBe("jo's mum");
  });

  it('leaves relatives and the patient alone', () => {
    expect(contactOf("[patient] my mum's sister had breast cancer.")).toBeNull();
    expect(contactOf('[patient] my older sister has asthma.')).toBeNull();
    expect(contactOf('[patient] one of my kids has a cold.')).toBeNull();
    expect(contactOf('[doctor] the patient is a 40 year old man with knee pain.')).toBeNull();
  });
});

describe('findContactStories', () => {
  it("carries the contact's he or she into the next sentences until the speaker is back", () => {
    const { sentences } = structureTranscript(
      '[patient] the thing is my squash buddy, greg. he had a collapsed lung. he was in for a week. so i got scared.',
    );
    const stories = findContactStories(sentences);
    expect([...stories.keys()]).toEqual([0, 1, 2]);
  });

  it('does not carry a sex that does not fit ("a girl on my team" … "he")', () => {
    const { sentences } = structureTranscript('[patient] a girl on my team broke her wrist. he fell as well.');
    expect([...findContactStories(sentences).keys()]).toEqual([0]);
  });
});

describe('applyContactIllness', () => {
  it("reads a teammate's clot as theirs", () => {
    const lines = ['[patient] oh and a woman on my netball team had a blood clot in her leg after an operation.'];
    for (const [style, found] of statuses(lines, 'deep-vein-thrombosis')) {
      expect(found, style).toContain('family');
      expect(found, style).not.toContain('present');
      expect(found, style).not.toContain('historical');
    }
  });

  it("reads a friend's illness told in the next sentence by his pronoun as his", () => {
    const lines = [
      '[patient] honestly what worries me is my old school friend, matt.',
      '[patient] he had a collapsed lung last year out of the blue.',
    ];
    for (const [style, found] of statuses(lines, 'pneumothorax')) expect(found, style).toEqual(['family']);
  });

  it("reads a colleague's illness named by 'one of the other …' as theirs", () => {
    const lines = ['[patient] one of the other drivers, sue, she ended up in hospital with pancreatitis in may.'];
    for (const [style, found] of statuses(lines, 'pancreatitis')) expect(found, style).toEqual(['family']);
  });

  it("reads a housemate's illness told as 'one of them' as theirs", () => {
    const lines = ['[patient] i live with three guys from uni.', "[patient] one of them's got glandular fever."];
    for (const [style, found] of statuses(lines, 'infectious-mononucleosis')) expect(found, style).toEqual(['family']);
  });

  it("reads the source patient's result, answered after a question naming them, as theirs", () => {
    const lines = [
      '[patient] i stuck myself with a needle at work last week.',
      '[doctor] was the source patient tested?',
      '[patient] yes. he was positive for hep c.',
    ];
    for (const [style, found] of statuses(lines, 'hepatitis-c')) expect(found, style).not.toContain('present');
  });

  it('keeps what the speaker says of themselves after naming a contact', () => {
    const lines = ['[patient] my colleague said i might have asthma.', '[patient] i get wheezy on the stairs.'];
    for (const [style, found] of statuses(lines, 'asthma')) expect(found, style).not.toContain('family');
  });
});

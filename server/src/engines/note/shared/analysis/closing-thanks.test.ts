import { describe, expect, it } from 'vitest';
import { buildNoteEngine } from '../../note.registry';
import { toSpeechStyle } from '../speech-style';
import { addressedThanksAt, closingThanksStart } from './closing-thanks';
import { splitSentences } from './sentence-splitter';

const words = (text: string) => text.split(' ');
const tail = (text: string) => closingThanksStart(words(text), words(text).length);
const texts = (transcript: string) =>
  splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));

describe('closingThanksStart', () => {
  it('finds closing thanks, with or without an address or a name, at the end of a sentence', () => {
    expect(tail('i will send off a urine sample to look for an infection thank you doc')).toBe(12);
    expect(tail('the scan was clear thanks so much doctor')).toBe(4);
    expect(tail('i am feeling better , thank you')).toBe(5);
    expect(tail('that all makes sense i appreciate it')).toBe(4);
    expect(tail('see you in two weeks thanks doctor okafor')).toBe(5);
    expect(tail('that is everything thanks priya')).toBe(3);
  });

  it('leaves thanks that belong to the sentence', () => {
    expect(tail('i just wanted to thank you')).toBe(-1);
    expect(tail('would you like a leaflet no , thank you')).toBe(-1);
    expect(tail('thank you for waiting')).toBe(-1);
    expect(tail('it settled thanks to the inhaler')).toBe(-1);
  });
});

describe('addressedThanksAt', () => {
  it('opens a sentence at thanks said to someone, not at bare thanks', () => {
    expect(addressedThanksAt(words('an infection thank you doc and'), 2)).toBe(true);
    expect(addressedThanksAt(words('an infection thank you for waiting'), 2)).toBe(false);
    expect(addressedThanksAt(words('to thank you doctor'), 1)).toBe(false);
  });
});

const CLOSING = [
  '[doctor] Any burning or stinging when you pass water?',
  '[patient] A little, mostly in the mornings.',
  "[doctor] I'll send off a urine sample today to see if you have an infection.",
  '[patient] Thank you, doc. And while you are here, why is my left ankle more puffy than the right?',
  '[doctor] Let me take a look.',
].join('\n');

// The nearest case that is no closing: the thanks open the clinician's sentence and lead into the results.
const WAITING = [
  '[patient] The stinging is no better.',
  '[doctor] Thank you for waiting, the urine test shows an infection, so I will prescribe nitrofurantoin.',
].join('\n');

const engine = buildNoteEngine({ engine: 'builtin' });

describe('closing thanks in a note', () => {
  it('keeps the patient\'s "thank you, doc" off the clinician\'s plan, written and spoken', async () => {
    for (const transcript of [CLOSING, toSpeechStyle(CLOSING)]) {
      const note = await engine.generate({ transcript });
      expect(note.plan).toMatch(/urine sample today to see if the patient has an infection\./i);
      expect(note.plan).not.toMatch(/thank|doc\b|them/i);
    }
  });

  it('splits spoken thanks said to someone off the sentences on either side', () => {
    const spoken = texts(toSpeechStyle(CLOSING));
    expect(spoken).toContain('thank you doc');
    expect(spoken.some((text) => text.endsWith('to see if you have an infection'))).toBe(true);
  });

  it('leaves "thank you for waiting" with the results it leads into, and never rewrites its "you"', async () => {
    const spoken = texts(toSpeechStyle(WAITING));
    expect(spoken.some((text) => text.includes('thank you for waiting the urine test shows'))).toBe(true);
    for (const transcript of [WAITING, toSpeechStyle(WAITING)]) {
      const note = await engine.generate({ transcript });
      expect(JSON.stringify(note)).not.toMatch(/thank (them|the patient|her|him)\b/i);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { structureTranscript } from '../../shared/analysis/transcript-structure';
import { toSpeechStyle } from '../../shared/speech-style';
import { BuiltinNoteEngine } from '../builtin-note.engine';
import { isOverruledGuess } from './overruled-guess';

/** What a patient or companion took the illness for, excluded by the clinician later, stays out of the story. */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

const guessed = (text: string) => {
  const { sentences } = structureTranscript(text);
  return sentences.filter((s) => isOverruledGuess(sentences, s)).map((s) => s.text);
};

describe('isOverruledGuess', () => {
  it('finds a guess the clinician excluded by name', () => {
    const text = [
      '[patient] My chest goes tight when I hurry for the bus. My husband thought it was heartburn.',
      '[patient] I thought it was heartburn too, to be honest.',
      "[doctor] I don't think this is heartburn. It sounds like your heart is short of blood when it works hard.",
    ].join('\n');
    expect(guessed(text)).toEqual(['I thought it was heartburn too, to be honest']);
  });

  it('leaves a guess the clinician agreed with or never excluded', () => {
    const agreed = [
      '[patient] I thought it was a migraine, like my old ones.',
      '[doctor] Yes, this is a migraine. The pattern fits well.',
    ].join('\n');
    const open = ['[patient] We thought she was having a fit.', '[doctor] Tell me exactly what you saw.'].join('\n');
    expect(guessed(agreed)).toEqual([]);
    expect(guessed(open)).toEqual([]);
  });
});

describe.each(STYLES)('an overruled guess in the note (%s)', (_style, render) => {
  const lines = [
    '[doctor] What brings you in?',
    '[patient] A burning pain behind my breastbone when I walk up the hill, for two weeks.',
    '[patient] I thought it was heartburn. I have been taking antacids every evening.',
    "[doctor] I don't think this is heartburn. This sounds like angina. I will refer you to the chest pain clinic.",
  ];

  it('is not written into the history as what the patient has', async () => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(lines.join('\n')) });
    const text = [note.subjective, note.objective].join('\n');
    expect(text).not.toMatch(/thought it was heartburn/i);
    expect([note.subjective, note.assessment, note.plan].join('\n')).toMatch(/angina/i);
  });

  it('stays in the history when the clinician agrees', async () => {
    const agreed = [...lines.slice(0, 3), '[doctor] Yes, this is heartburn. I will start omeprazole.'];
    const note = await new BuiltinNoteEngine().generate({ transcript: render(agreed.join('\n')) });
    expect(note.subjective).toMatch(/heartburn/i);
  });
});

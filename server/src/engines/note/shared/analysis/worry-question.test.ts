import { describe, expect, it } from 'vitest';
import { buildNoteEngine } from '../../note.registry';
import { toSpeechStyle } from '../speech-style';
import { structureTranscript } from './transcript-structure';
import { asksWhatItIs } from './worry-question';
import { tokenizeWords } from './word-tokenizer';

const asks = (text: string) => asksWhatItIs(tokenizeWords(text));
const speakerOf = (transcript: string, text: string) =>
  structureTranscript(transcript).sentences.find((sentence) => sentence.text.toLowerCase().startsWith(text))?.speaker;

describe('asksWhatItIs', () => {
  it("hears a patient's question about what they have", () => {
    expect(asks('is it epiglottitis')).toBe(true);
    expect(asks('so could it be my heart')).toBe(true);
    expect(asks('is it serious doctor')).toBe(true);
    expect(asks('um is it cancer or something')).toBe(true);
    expect(asks('could this be a stroke')).toBe(true);
  });

  it("leaves a clinician's question about how a symptom is, or about the listener's condition", () => {
    expect(asks('is it sore')).toBe(false);
    expect(asks('is it worse at night')).toBe(false);
    expect(asks('is it itchy or painful')).toBe(false);
    expect(asks('is it your asthma playing up again')).toBe(false);
    expect(asks('is this the eczema you mentioned')).toBe(false);
    expect(asks('is that the diagnosis they gave you')).toBe(false);
  });
});

const THROAT = [
  '[doctor] Open wide for me. Your throat is red and both tonsils are swollen with white spots.',
  '[patient] Is it epiglottitis?',
  "[doctor] I'm fairly sure this is a throat infection. It isn't epiglottitis, you can swallow and your breathing is fine.",
  '[patient] Oh, good.',
].join('\n');

const SORE = [
  '[doctor] Let me press on your tummy. Is it sore when I press here?',
  '[patient] Yes, just there.',
  '[doctor] Okay, and is it worse after you eat?',
  '[patient] No, not really.',
].join('\n');

describe('who asks "is it …" in unlabelled speech', () => {
  it("gives the patient's worried question to the patient and the reply to the clinician", () => {
    const spoken = toSpeechStyle(THROAT);
    expect(speakerOf(spoken, 'is it epiglottitis')).toBe('patient');
    expect(speakerOf(spoken, "i'm fairly sure")).toBe('doctor');
  });

  it("keeps the clinician's own question about a symptom the clinician's", () => {
    const spoken = toSpeechStyle(SORE);
    expect(speakerOf(spoken, 'is it sore')).toBe('doctor');
    expect(speakerOf(spoken, 'yes')).toBe('patient');
  });
});

const engine = buildNoteEngine({ engine: 'builtin' });

describe("a patient's worried question in the note", () => {
  it('never turns it into a statement that the patient has the feared condition, written and spoken', async () => {
    for (const transcript of [THROAT, toSpeechStyle(THROAT)]) {
      const note = await engine.generate({ transcript });
      expect(JSON.stringify(note)).not.toMatch(/it is epiglottitis/i);
    }
  });
});

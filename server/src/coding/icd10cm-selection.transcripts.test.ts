import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../engines/note/shared/speech-style';
import { buildNoteEngine } from '../engines/note/note.registry';

/**
 * Visits (our own text) through the whole builtin engine, as written and as a speech recogniser gives them: the
 * symptoms coded are those the visit was about, not every complaint said in passing beside a diagnosis.
 */
const engine = buildNoteEngine({ engine: 'builtin' });

async function icd10Of(transcript: string): Promise<string[]> {
  const note = await engine.generate({ transcript });
  return note.codeSuggestions.filter((code) => code.type === 'ICD-10').map((code) => code.code);
}

const visit = (...lines: string[]) => lines.join('\n');
const bothWays = (transcript: string) => [transcript, toSpeechStyle(transcript)];

describe('symptom codes are for the problems the visit took up', () => {
  it('codes the heart failure of a follow-up, not the bloating and light-headedness said in passing', async () => {
    const transcript = visit(
      '[doctor] You are here for a follow-up of your heart failure. How have you been since we increased the lasix?',
      '[patient] Much better, my breathing is good.',
      '[doctor] Anything else?',
      '[patient] I feel bloated every once in a while and a bit lightheaded when I stand up.',
      '[doctor] Your lungs are clear and your weight is stable.',
      '[doctor] For your congestive heart failure, continue lasix 40 mg daily and weigh yourself every morning.',
    );
    for (const text of bothWays(transcript)) {
      const codes = await icd10Of(text);
      expect(codes).toContain('I50.9');
      expect(codes.filter((code) => /^R(14|42)/.test(code))).toEqual([]);
    }
  });

  it('codes the light-headedness the patient came with when no diagnosis was made', async () => {
    const transcript = visit(
      '[doctor] What brings you in today?',
      '[patient] I have been lightheaded for two weeks, mostly when I stand up.',
      '[doctor] Your blood pressure drops a little on standing. Drink more fluids and we will check some bloods.',
    );
    for (const text of bothWays(transcript)) expect(await icd10Of(text)).toContain('R42');
  });

  it('codes a cataract that was removed as nothing current', async () => {
    const transcript = visit(
      '[doctor] Any operations in the past?',
      '[patient] They removed a cataract from my left eye.',
      '[doctor] For your hypertension, continue lisinopril 10 mg daily.',
    );
    for (const text of bothWays(transcript)) {
      const codes = await icd10Of(text);
      expect(codes).toContain('I10');
      expect(codes.filter((code) => code.startsWith('H25'))).toEqual([]);
    }
  });

  it('codes the heart failure, not the incidental echo finding nobody took up', async () => {
    const transcript = visit(
      '[doctor] You are here for a follow-up of your heart failure.',
      '[patient] Yes, I have been doing well on the lasix.',
      '[doctor] The echo from last week shows some moderate mitral regurgitation.',
      '[doctor] Your heart failure is stable. Continue lasix 40 mg daily.',
    );
    for (const text of bothWays(transcript)) {
      const codes = await icd10Of(text);
      expect(codes).toContain('I50.9');
      expect(codes.filter((code) => code.startsWith('I34'))).toEqual([]);
    }
  });
});

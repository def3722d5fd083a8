import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { BuiltinNoteEngine } from '../builtin-note.engine';
import { GREETING, subjectiveSections } from './writer-test-kit';

const VISIT = [
  ...GREETING,
  '[doctor] what brings you in ?',
  '[patient] i have had a cough for two weeks .',
  '[doctor] anything else worrying you ?',
  '[patient] my squash buddy , greg .',
  '[patient] he had a collapsed lung last year , out of nowhere .',
  '[doctor] okay .',
  '[patient] and a woman on my netball team had a blood clot in her leg after her knee operation .',
  '[doctor] any illnesses in the family ?',
  '[patient] my mum has asthma .',
];

describe('contactHealthSentences', () => {
  it("writes a friend's and a teammate's illness under SOCIAL HISTORY, not the story or the family history", () => {
    const sections = subjectiveSections(VISIT);
    expect(sections.get('SOCIAL HISTORY')).toMatch(/collapsed lung/);
    expect(sections.get('SOCIAL HISTORY')).toMatch(/netball team had a blood clot/);
    expect(sections.get('FAMILY HISTORY') ?? '').not.toMatch(/collapsed lung|blood clot/);
    expect(sections.get('FAMILY HISTORY')).toMatch(/asthma/);
    expect(sections.get('HISTORY OF PRESENT ILLNESS') ?? '').not.toMatch(/collapsed lung|blood clot/);
  });

  it('suggests no code for their illnesses, as written and as speech', async () => {
    for (const transcript of [VISIT.join('\n'), toSpeechStyle(VISIT.join('\n'))]) {
      const note = await new BuiltinNoteEngine().generate({ transcript });
      const codes = note.codeSuggestions.filter((code) => code.type === 'ICD-10').map((code) => code.code);
      expect(codes.filter((code) => /^(J93|I82|I26|Z8)/.test(code) && !code.startsWith('Z82.5'))).toEqual([]);
    }
  });

  it("keeps a sentence that also tells the patient's own complaint in the story", () => {
    const sections = subjectiveSections([
      ...GREETING,
      '[patient] my flatmate has a cold and i have had a sore throat since monday .',
    ]);
    expect(sections.get('HISTORY OF PRESENT ILLNESS')).toMatch(/sore throat/);
  });
});

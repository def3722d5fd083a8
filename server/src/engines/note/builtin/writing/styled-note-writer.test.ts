import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../../shared/analysis/transcript-analyzer';
import { toSpeechStyle } from '../../shared/speech-style';
import { SORE_THROAT, US_KNEE_VISIT } from './gp-style/gp-consultation.fixtures';
import { writeNote } from './note-composer';
import { writeStyledNote } from './styled-note-writer';

describe('writeStyledNote', () => {
  it.each([
    ['written', US_KNEE_VISIT],
    ['speech', toSpeechStyle(US_KNEE_VISIT)],
  ])('keeps a US ACI-like visit the SOAP note it was under auto (%s)', (_form, transcript) => {
    const analysis = analyzeTranscript(transcript);
    const styled = writeStyledNote(analysis);
    expect(styled.decision).toMatchObject({ style: 'soap', forced: false });
    expect(styled.note).toEqual(writeNote(analyzeTranscript(transcript)));
    expect(styled.note.sections.subjective).toMatch(/^CHIEF COMPLAINT/);
  });

  it.each([
    ['written', SORE_THROAT],
    ['speech', toSpeechStyle(SORE_THROAT)],
  ])('writes a UK GP consultation GP style under auto (%s)', (_form, transcript) => {
    const styled = writeStyledNote(analyzeTranscript(transcript));
    expect(styled.decision.style).toBe('gp');
    expect(styled.note.sections.subjective).toMatch(/^PRESENTING COMPLAINT/);
    expect(styled.note.sections.plan).toMatch(/go straight to A&E/);
  });

  it('writes the style the option names whatever the words', () => {
    expect(writeStyledNote(analyzeTranscript(SORE_THROAT), 'soap').note).toEqual(
      writeNote(analyzeTranscript(SORE_THROAT)),
    );
    const gp = writeStyledNote(analyzeTranscript(US_KNEE_VISIT), 'gp');
    expect(gp.decision).toMatchObject({ style: 'gp', forced: true });
    expect(gp.note.sections.assessment).toMatch(/^IMPRESSION/);
  });
});

import { describe, expect, it } from 'vitest';
import { addressedCompanions } from './companion-address';
import { analyzeTranscript } from './transcript-analyzer';
import { toSpeechStyle } from '../speech-style';

const VISIT = [
  '[doctor] Hello, Mr Doyle, come in.',
  "[patient] Hi doctor, I'm his wife, Maureen. He won't tell you half of it.",
  '[doctor] Hello, Maureen. So, Mr Doyle, how long has the cough been going on?',
  '[patient] About three weeks now.',
  "[doctor] And Maureen, you've had some health trouble of your own?",
  "[patient] Yes, I've got diabetes, I'm on insulin.",
  '[doctor] Okay. Mr Doyle, any chest pain?',
  '[patient] No.',
].join('\n');

describe('a companion the clinician asks by name', () => {
  it.each([
    ['written', (text: string) => text],
    ['speech', toSpeechStyle],
  ])('has their own illness, not the patient (%s)', (_style, render) => {
    const analysis = analyzeTranscript(render(VISIT));
    const diabetes = analysis.mentions.filter((m) => /diabetes/.test(m.conceptId));
    expect(diabetes.length).toBeGreaterThan(0);
    for (const mention of diabetes) {
      expect(mention.assertion).toBe('family');
      expect(mention.attributes.relative).toBe('wife');
      expect(mention.attributes.notKin).toBe('true');
    }
    const pain = analysis.mentions.find((m) => m.conceptId === 'chest-pain');
    expect(pain?.assertion).toBe('negated');
  });

  it('needs a name given with who they are, and said to them', () => {
    const unnamed = VISIT.replace(", I'm his wife, Maureen.", '.');
    expect(addressedCompanions(analyzeTranscript(unnamed).sentences).size).toBe(0);
  });

  it('leaves what the companion says of the patient to the patient', () => {
    const transcript = [
      "[patient] It's her husband, Dennis. She's been coughing all week.",
      '[doctor] Thanks, Dennis. Has she had a fever?',
      "[patient] Yes, she's been hot at night.",
    ].join('\n');
    for (const text of [transcript, toSpeechStyle(transcript)]) {
      const fever = analyzeTranscript(text).mentions.filter((m) => m.conceptId === 'fever');
      expect(fever.length).toBeGreaterThan(0);
      expect(fever.every((m) => m.assertion !== 'family')).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { BUILTIN_ENGINE_ID, BUILTIN_ENGINE_VERSION, BuiltinNoteEngine } from './builtin-note.engine';

const transcript = [
  '[doctor] hello , mrs. park . what brings you in ?',
  "[patient] i've had a cough and a sore throat for four days .",
  '[doctor] any shortness of breath ?',
  '[patient] no .',
  '[doctor] do you have asthma ?',
  '[patient] no , i do not have asthma .',
  '[doctor] let me listen to your lungs . your lungs are clear and your oxygen saturation is ninety eight percent .',
  '[doctor] i think you have acute bronchitis . take guaifenesin six hundred milligrams twice a day .',
].join('\n');

describe('BuiltinNoteEngine', () => {
  it('writes a grounded SOAP note with the chief complaint and engine info', async () => {
    const note = await new BuiltinNoteEngine().generate({ transcript });
    expect(note.engine).toEqual({ id: BUILTIN_ENGINE_ID, version: BUILTIN_ENGINE_VERSION });
    expect(note.chiefComplaint).toBe('Cough and sore throat');
    expect(note.subjective).toContain('She denies shortness of breath.');
    expect(note.objective).toContain('Oxygen saturation: 98%.');
    expect(note.assessment).toContain('Bronchitis.');
    expect(note.plan).toContain('Take guaifenesin 600 mg twice a day.');
  });

  it('codes the diagnosis but never the condition the patient denies', async () => {
    const note = await new BuiltinNoteEngine().generate({ transcript });
    const descriptions = note.codeSuggestions.map((code) => code.description.toLowerCase());
    expect(descriptions.some((description) => description.includes('bronchitis'))).toBe(true);
    expect(descriptions.some((description) => description.includes('asthma'))).toBe(false);
  });

  it('quotes, for each diagnosis code, the words of the transcript it rests on', async () => {
    const note = await new BuiltinNoteEngine().generate({ transcript });
    const diagnoses = note.codeSuggestions.filter((code) => code.type !== 'CPT');
    expect(diagnoses.length).toBeGreaterThan(0);
    for (const code of diagnoses) {
      expect(code.evidence?.length, code.code).toBeGreaterThan(0);
      for (const span of code.evidence ?? []) expect(transcript.slice(span.start, span.end)).toBe(span.quote);
    }
    const bronchitis = diagnoses.find((code) => code.description.toLowerCase().includes('bronchitis'));
    expect(bronchitis?.evidence?.some((span) => span.quote.includes('bronchitis'))).toBe(true);
  });

  it('puts audio times on evidence when timed segments are given', async () => {
    const segments = [
      { start: 0, end: 2.5, text: 'hello , mrs. park . what brings you in ?' },
      { start: 2.5, end: 6, text: "i've had a cough and a sore throat for four days ." },
    ];
    const note = await new BuiltinNoteEngine().generate({ transcript, segments });
    const complaint = note.statements.find((statement) => statement.text === 'Cough and sore throat.');
    expect(complaint?.evidence[0]).toMatchObject({ startTime: 2.5, endTime: 6 });
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Short excerpts where the clinician names a deformity or joint disease and offers an operation, with no plan
 * phase: the Assessment holds the diagnosis and the Plan the operation. As speech, who said the offer is only
 * guessed (another stage's work), so there the diagnosis must still be assessed and coded.
 */
const CASES = [
  {
    name: 'a heel deformity and an osteotomy',
    said: [
      '[doctor] good morning. what brings you in today?',
      '[patient] my right heel hurts when i walk, doctor. it has been like this for years.',
      '[doctor] okay, let me take a look at your foot.',
      '[doctor] you have a marked calcaneal valgus deformity.',
      '[patient] what can we do about it?',
      '[doctor] i think we should do a calcaneal osteotomy, and then you will need a cast for six weeks.',
      "[patient] okay, doctor, let's do that.",
    ],
    assessment: /calcaneal valgus/i,
    plan: /osteotomy/i,
    code: 'M21.07',
  },
  {
    name: 'knee arthritis and a knee replacement',
    said: [
      '[doctor] good afternoon. how are your knees?',
      '[patient] my knees hurt on the stairs, doctor.',
      '[doctor] you have arthritis in both knees.',
      '[doctor] the injections have not helped, so i think you would be a good candidate for a knee replacement.',
      '[patient] okay, that sounds good.',
    ],
    assessment: /arthritis/i,
    plan: /knee replacement/i,
    code: 'M',
  },
];

const icd10 = (codes: readonly { type: string; code: string }[] | null) =>
  (codes ?? []).filter((c) => c.type === 'ICD-10').map((c) => c.code);

describe.each(CASES.map((c) => [c.name, c] as const))('operation offered: %s', (_name, visit) => {
  it('written: the diagnosis is assessed and the operation planned', async () => {
    const note = await new BuiltinNoteEngine().generate({ transcript: visit.said.join('\n') });
    expect(note.assessment).toMatch(visit.assessment);
    expect(note.plan).toMatch(visit.plan);
  });

  it('speech: the diagnosis is coded', async () => {
    const note = await new BuiltinNoteEngine().generate({ transcript: toSpeechStyle(visit.said.join('\n')) });
    expect(icd10(note.codeSuggestions).some((code) => code.startsWith(visit.code))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { BuiltinNoteEngine } from '../builtin-note.engine';

/**
 * A carer bringing a young child says who they both are ("This is my daughter, she's four. I'm her dad.") and tells
 * of the mother's illness in the pregnancy. The introduction is no finding: written in the child's voice it swaps
 * persons ("She is her dad"). A condition only a mother has is never the child's, in the note or its codes.
 */
const VISIT = [
  '[doctor] Good afternoon. Who have we got here today?',
  "[patient] This is my daughter, she's four. I'm her dad.",
  '[doctor] Hello. What seems to be the matter?',
  "[patient] She's had a high temperature since yesterday and she's been pulling at her ear.",
  '[doctor] Anything I should know from the pregnancy?',
  '[patient] Her mum had pre-eclampsia. And I had postnatal depression after her, which I see someone about.',
  "[doctor] Her right eardrum is red. It's an ear infection. Calpol for the temperature and come back if worse.",
].join('\n');

const engine = new BuiltinNoteEngine();

describe("a carer's introduction and a mother's own condition in a young child's visit", () => {
  for (const [style, transcript] of [
    ['written', VISIT],
    ['speech', toSpeechStyle(VISIT)],
  ] as const) {
    it(`writes no introduction with swapped persons and no postnatal depression as the child's (${style})`, async () => {
      const note = await engine.generate({ transcript });
      const text = [note.subjective, note.objective, note.assessment, note.plan].join('\n');
      expect(text).not.toMatch(/\b(?:she|the patient) is (?:her|their) dad\b/i);
      expect(text).not.toMatch(/\bthis is (?:her|his|their|the patient's) daughter\b/i);
      expect(text).not.toMatch(/\b(?:she|the patient) (?:had|has) postnatal depression\b/i);
      expect(text).not.toMatch(/history of postpartum depression/i);
      const codes = note.codeSuggestions.map((code) => `${code.type} ${code.code}`);
      expect(codes.filter((code) => /F53|6E20/.test(code))).toEqual([]);
    });
  }
});

/** An adult's companion, named when the clinician asks may they stay, then giving their name themselves. */
const NAMED_COMPANION = [
  '[doctor] Mrs Pryce, come in. Are you happy for Gwen to stay with us?',
  "[patient] Yes, she's my neighbour.",
  "[patient] I'm Gwen, I'm keeping an eye on her this week.",
  "[doctor] Thank you, Gwen. Mrs Pryce, what's brought you in?",
  "[patient] My ankle's been swollen since I went over on it on Sunday.",
  "[doctor] Your ankle is swollen over the outer side but you can walk on it. It's a sprain. Rest it and ice it.",
].join('\n');

describe("a companion's own introduction by name", () => {
  it('is not written as the patient saying it (written)', async () => {
    const note = await engine.generate({ transcript: NAMED_COMPANION });
    expect(note.subjective).not.toMatch(/\b(?:she|the patient) is gwen\b/i);
    expect(note.subjective).toMatch(/ankle/i);
  });
});

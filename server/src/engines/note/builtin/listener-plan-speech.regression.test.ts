import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * End to end, written and as speech: a plan the patient makes for their own care stays out of the clinician's Plan
 * (the near case of listener-care-plan), and a condition the clinician will rule out is no denial stated as present.
 */
const engine = new BuiltinNoteEngine();
const both = (lines: readonly string[]) => [lines.join('\n'), toSpeechStyle(lines.join('\n'))];

describe("the patient's own plan after a bare answer", () => {
  const said = [
    '[patient] i have had a cough for ten days and it keeps me up at night.',
    '[doctor] any fever or chills?',
    '[patient] no.',
    "[patient] i'll take my cough syrup at night like you told me.",
  ];

  it("stays out of the clinician's Plan", async () => {
    for (const transcript of both(said)) {
      const note = await engine.generate({ transcript });
      expect(note.plan).not.toMatch(/cough syrup/i);
    }
  });
});

describe('a condition the clinician will rule out', () => {
  const said = [
    '[patient] my jaw aches when i climb the stairs.',
    '[doctor] we will rule out angina while we look into your jaw pain.',
  ];

  it('keeps the rule-out sentence rather than dropping it as a denial stated as present', async () => {
    for (const transcript of both(said)) {
      const note = await engine.generate({ transcript });
      expect(`${note.assessment} ${note.plan}`).toMatch(/rule out angina/i);
    }
  });
});

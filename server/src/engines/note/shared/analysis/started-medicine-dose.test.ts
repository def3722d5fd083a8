import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** Each medicine's concept and dose, for the dialogue as written and as a speech recogniser gives it. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}

describe('a medicine the clinician starts keeps the strength said with it', () => {
  it('knows a claudication medicine by its generic and its brand name', () => {
    const dialogue = '[doctor] For the leg cramps, let us begin Pletal, one hundred milligrams twice daily.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['cilostazol', '100 mg']]);
  });
});

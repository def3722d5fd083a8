import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { openMedicineQuestionEnd } from './open-medicine-question';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

const FORMS = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

/** The doses of the medicine read as taken. */
function takenDoses(transcript: string, conceptId: string): Array<string | undefined> {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId && m.assertion === 'present')
    .map((m) => m.attributes.dose);
}

describe('a medicine with its dose glued to an open question about medicines', () => {
  const taken = '[doctor] Any medicines?\n[patient] Simvastatin, forty milligrams.';
  const forPain =
    '[doctor] What have you been taking for your back?\n[patient] Naproxen, two hundred and fifty milligrams.';

  it.each(FORMS)('reads "any medicines" answered with a dose as taken (%s)', (_, render) => {
    expect(takenDoses(render(taken), 'simvastatin')).toEqual(['40 mg']);
  });

  it.each(FORMS)('reads "what have you been taking" answered with a dose as taken (%s)', (_, render) => {
    expect(takenDoses(render(forPain), 'naproxen')).toEqual(['250 mg']);
  });

  it('reads the answer when speech glues it to the question in one sentence', () => {
    expect(structureTranscript(toSpeechStyle(taken)).sentences).toHaveLength(1);
    expect(
      takenDoses(
        '[doctor] what have you been taking for your back naproxen two hundred and fifty milligrams',
        'naproxen',
      ),
    ).toEqual(['250 mg']);
    expect(
      takenDoses(
        "[doctor] tell me how you're taking your medicines the simvastatin forty milligrams at night",
        'simvastatin',
      ),
    ).toEqual(['40 mg']);
  });

  it('leaves a medicine the clinician asks about by name, or only suggests, as asked', () => {
    expect(takenDoses('[doctor] are you taking simvastatin forty milligrams', 'simvastatin')).toEqual([]);
    expect(takenDoses('[doctor] any medicines like simvastatin forty milligrams', 'simvastatin')).toEqual([]);
    expect(takenDoses('[doctor] any medicines for cholesterol or simvastatin forty milligrams', 'simvastatin')).toEqual(
      [],
    );
  });

  it('never gives the medicine named first the strength said with the next one', () => {
    const said = '[doctor] any medicines simvastatin and ramipril five milligrams';
    expect(takenDoses(said, 'simvastatin')).not.toContain('5 mg');
  });
});

describe('openMedicineQuestionEnd', () => {
  const words = (text: string) => text.split(' ');

  it('finds the asking word of an open question', () => {
    expect(openMedicineQuestionEnd(words('any medicines simvastatin'), 2)).toBe(1);
    expect(openMedicineQuestionEnd(words('what have you been taking for it naproxen'), 7)).toBe(4);
  });

  it('finds none when nothing opens the question', () => {
    expect(openMedicineQuestionEnd(words('are you taking simvastatin'), 3)).toBe(-1);
    expect(openMedicineQuestionEnd(words('i stopped the tablets last week simvastatin'), 6)).toBe(-1);
  });
});

describe('a medicine the clinician proposes or asks about by name after an open word', () => {
  it.each(FORMS)('never reads a medicine offered instead as taken (%s)', (_, render) => {
    const said = render(
      '[doctor] What about taking rosuvastatin five milligrams instead?\n[patient] I would rather not.',
    );
    expect(takenDoses(said, 'rosuvastatin')).toEqual([]);
  });

  it.each(FORMS)('never reads a medicine asked why it was stopped as taken (%s)', (_, render) => {
    const said = render('[doctor] Any reason you stopped taking atorvastatin twenty milligrams?');
    expect(takenDoses(said, 'atorvastatin')).toEqual([]);
  });

  it('finds no open question where the opener stands apart from the asking noun or an asking verb is proposed', () => {
    const words = (text: string) => text.split(' ');
    expect(openMedicineQuestionEnd(words('what about taking rosuvastatin'), 3)).toBe(-1);
    expect(openMedicineQuestionEnd(words('any reason you stopped taking atorvastatin'), 5)).toBe(-1);
    expect(openMedicineQuestionEnd(words('any change in the tablets atorvastatin'), 5)).toBe(-1);
    expect(openMedicineQuestionEnd(words("tell me how you're taking your medicines simvastatin"), 7)).toBe(6);
  });
});

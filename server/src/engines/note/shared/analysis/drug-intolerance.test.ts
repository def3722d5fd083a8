import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

const allergiesOf = (text: string) =>
  runAnalysis(text)
    .mentions.filter((m) => m.kind === 'allergy' && m.assertion === 'present')
    .map((m) => `${m.conceptId}:${m.attributes.reaction ?? ''}`);
const medicinesOf = (text: string) =>
  runAnalysis(text)
    .mentions.filter((m) => m.kind === 'medication')
    .map((m) => m.conceptId);
const bothStyles = (lines: string[]) => {
  const written = lines.join('\n');
  return [
    ['written', written],
    ['speech', toSpeechStyle(written)],
  ] as const;
};

describe('applyDrugIntolerances', () => {
  it.each(
    bothStyles([
      '[doctor] How did you find the tramadol?',
      '[patient] Awful, I was dizzy all day, so I stopped it.',
      "[doctor] I'll put tramadol down as a medicine you can't take.",
    ]),
  )('records "a medicine you can\'t take" as an intolerance (%s)', (_style, text) => {
    expect(allergiesOf(text)).toContain('tramadol:intolerance');
  });

  // A one-word sentence naming the medicine put the back-reference window before the start of the words, where a
  // negative slice found nothing. Written only: speech runs the answer into the question and loses the medicine.
  it('reads "it gave me a cough" after a medicine named alone (written)', () => {
    const text = ['[doctor] Any medicines that caused you trouble?', '[patient] Ramipril. It gave me a cough.'].join(
      '\n',
    );
    expect(allergiesOf(text)).toContain('ramipril:cough');
  });

  it.each(
    bothStyles([
      '[doctor] And the blood pressure?',
      "[patient] Better. I was on enalapril, so they changed it, that's the one that gave me the cough.",
    ]),
  )('reads "that\'s the one that gave me the cough" after the medicine (%s)', (_style, text) => {
    expect(allergiesOf(text)).toContain('enalapril:cough');
  });

  it.each(
    bothStyles([
      '[doctor] How is the naproxen going?',
      '[patient] The naproxen gave me some relief and I still take it.',
      '[doctor] The metformin may make you a bit sick at first.',
    ]),
  )('leaves a medicine that helped, or a side effect warned about, a medicine (%s)', (style, text) => {
    expect(allergiesOf(text)).toEqual([]);
    // Speech glues the answer to the question, where a medicine is asked, not taken.
    if (style === 'written') expect(medicinesOf(text)).toEqual(expect.arrayContaining(['naproxen']));
  });

  it.each([
    ...bothStyles([
      '[doctor] Did the physio referral happen?',
      "[patient] I was on naproxen but I couldn't tolerate the waiting list.",
    ]),
    ...bothStyles(['[doctor] What did you do?', "[patient] I couldn't tolerate the pain so I took ibuprofen."]),
    ...bothStyles([
      '[doctor] Any trouble with the amlodipine?',
      "[patient] Amlodipine is a medicine I can't take in the morning because I forget it.",
    ]),
  ])('needs the medicine as what is not tolerated, not a wait, a pain or a time of day (%s)', (_style, text) => {
    expect(allergiesOf(text)).toEqual([]);
  });

  it.each([
    ...bothStyles(['[doctor] What do you use?', '[patient] I use salbutamol when the cold gives me a cough.']),
    ...bothStyles(['[doctor] What do you use?', '[patient] I take omeprazole because the curry gives me diarrhoea.']),
  ])('leaves a medicine taken for a reaction something else caused a medicine (%s)', (_style, text) => {
    expect(allergiesOf(text)).toEqual([]);
  });

  it.each([
    ...bothStyles(['[doctor] Any problems?', '[patient] I stopped the lisinopril because it gave me a cough.']),
    // Written only: speech cuts these before the phrase, so they were not read there before either.
    [
      'written',
      "[doctor] Any problems?\n[patient] I was on sertraline but couldn't tolerate the side effects.",
    ] as const,
    ['written', "[doctor] Any problems?\n[patient] The codeine, I couldn't tolerate it at all."] as const,
  ])('still reads an intolerance of the medicine itself (%s)', (_style, text) => {
    expect(allergiesOf(text)).toHaveLength(1);
  });
});

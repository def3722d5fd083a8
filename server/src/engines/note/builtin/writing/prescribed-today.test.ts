import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { offeredInPlan, prescribedToday } from './prescribed-today';
import { contextFor, GREETING } from './writer-test-kit';

const NEW_DRUG = [
  ...GREETING,
  '[patient] my knee has been sore for a fortnight . i take omeprazole every morning .',
  "[doctor] i'm going to start you on naproxen two hundred and fifty milligrams twice a day .",
];

const EARLIER_START = [
  ...GREETING,
  '[doctor] dr patel started you on amlodipine in the spring .',
  '[doctor] how is that going ?',
  '[patient] fine .',
  '[doctor] so the cardiologist started the bisoprolol after your scan .',
];

const FORMS = [
  ['written', (lines: readonly string[]) => contextFor(lines)],
  ['speech', (lines: readonly string[]) => contextFor([toSpeechStyle(lines.join('\n'))])],
] as const;

const named = (lines: readonly string[], build: (lines: readonly string[]) => ReturnType<typeof contextFor>) => {
  const context = build(lines);
  return (id: string) =>
    context.analysis.mentions.filter((m) => m.conceptId === id).map((m) => prescribedToday(context, m));
};

describe('prescribedToday', () => {
  it.each(FORMS)('is the medicine the clinician starts now, not the one the patient takes (%s)', (_form, build) => {
    const of = named(NEW_DRUG, build);
    expect(of('naproxen')).toContain(true);
    expect(of('omeprazole')).toEqual([false]);
  });

  it.each(FORMS)('is not a medicine someone started before this visit (%s)', (_form, build) => {
    const of = named(EARLIER_START, build);
    expect(of('amlodipine')).toEqual([false]);
    expect(of('bisoprolol')).toEqual([false]);
  });

  it('counts a start the clinician says they have just made', () => {
    const context = contextFor([...GREETING, "[doctor] i've prescribed you some naproxen for the knee ."]);
    const naproxen = context.analysis.mentions.find((m) => m.conceptId === 'naproxen');
    expect(naproxen && prescribedToday(context, naproxen)).toBe(true);
  });
});

describe('offeredInPlan', () => {
  it('leaves a medicine the plan names but keeps one the plan says is kept on', () => {
    const context = contextFor([
      ...GREETING,
      '[doctor] second , a tablet called naproxen for the swelling .',
      '[doctor] and continue the omeprazole as before .',
    ]);
    const planned = new Set(context.sentences.map((sentence) => sentence.index));
    const by = (id: string) => context.analysis.mentions.find((m) => m.conceptId === id)!;
    expect(offeredInPlan(planned, by('naproxen'))).toBe(true);
    expect(offeredInPlan(new Set(), by('naproxen'))).toBe(false);
    expect(offeredInPlan(planned, by('omeprazole'))).toBe(false);
  });
});

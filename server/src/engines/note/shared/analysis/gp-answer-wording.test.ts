import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** Each exchange as written and as speech-recogniser text (no tags, no punctuation, lower case). */
const bothStyles = (dialogue: string) => [
  ['written', dialogue],
  ['speech', toSpeechStyle(dialogue)],
];

const statuses = (transcript: string, conceptId: string) =>
  runAnalysis(transcript)
    .mentions.filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);

const SUGAR_LOWS = [
  '[doctor] And your sugar levels, have you had any hypos since the last review?',
  '[patient] No, not one.',
  '[doctor] Good. Your thyroid test was normal too, so no hypothyroidism.',
].join('\n');

const WISHFUL = [
  '[doctor] Has your weight dropped at all recently?',
  "[patient] No, sadly, I wish I'd lost a few pounds!",
].join('\n');

const ALLERGY_IN_PASSING = [
  '[doctor] Do you take anything regularly?',
  '[patient] No, only a moisturiser for my hands.',
  '[doctor] And allergies?',
  '[patient] Shellfish. My throat closes up.',
].join('\n');

describe('British and everyday wording of answers', () => {
  it.each(bothStyles(SUGAR_LOWS))('reads "hypos" as low blood sugar episodes, never "hypothyroidism" (%s)', (_s, t) => {
    expect(statuses(t, 'hypoglycemia-symptoms')).toEqual(['negated']);
  });

  it.each(bothStyles(WISHFUL))('reads weight loss only wished for as not had (%s)', (_style, transcript) => {
    expect(statuses(transcript, 'weight-loss')).not.toContain('present');
  });

  it.each(bothStyles(ALLERGY_IN_PASSING))(
    'keeps an allergen that answers "and allergies?" slipped in after a denial (%s)',
    (_style, transcript) => {
      const found = runAnalysis(transcript).mentions.filter((m) => m.kind === 'allergy');
      expect(found.map((m) => [m.conceptId, m.assertion])).toEqual([['allergen-shellfish', 'present']]);
    },
  );

  it('leaves an allergen after "no allergies" denied', () => {
    const transcript = toSpeechStyle('[doctor] Anything else?\n[patient] No allergies, shellfish is fine.');
    const found = runAnalysis(transcript).mentions.filter((m) => m.kind === 'allergy' && m.assertion === 'present');
    expect(found).toEqual([]);
  });
});

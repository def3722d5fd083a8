import { describe, expect, it } from 'vitest';
import type { Sentence } from '../../../shared/analysis/analysis.types';
import { analyzeTranscript } from '../../../shared/analysis/transcript-analyzer';
import { BOTH_FORMS, gpNote } from './gp-note.test-kit';
import { telephoneOpening } from './telephone-opening';

const CALL = [
  '[doctor] Hello, is that Mrs Jones?',
  '[patient] Yes, speaking.',
  "[doctor] Hi, it's Dr Rahman calling from the surgery. Can you confirm your date of birth for me?",
  '[patient] The third of May, nineteen seventy.',
  '[doctor] Thank you. How can I help?',
  "[patient] I've had a cough for two weeks and I'm bringing up green phlegm.",
  '[doctor] Any fever?',
  '[patient] No.',
].join('\n');

describe('telephoneOpening', () => {
  it.each(BOTH_FORMS)('finds who is calling, the identity check and the date of birth said back (%s)', (_f, render) => {
    const analysis = analyzeTranscript(render(CALL));
    const clinical = (sentence: Sentence) => /cough/.test(sentence.text);
    const opening = telephoneOpening(analysis.sentences, clinical).map((index) => analysis.sentences[index]!.text);
    expect(opening.join(' ')).toMatch(/dr rahman/i);
    expect(opening.join(' ')).toMatch(/may/i);
    expect(opening.join(' ')).not.toMatch(/cough/i);
  });

  it.each(BOTH_FORMS)('leaves the opening out of the GP history and keeps the complaint (%s)', (_f, render) => {
    const note = gpNote(render(CALL));
    expect(note.sections.subjective).not.toMatch(/rahman|date of birth|seventy|surgery/i);
    expect(note.sections.subjective).toMatch(/cough/i);
  });

  const LATE_CHECK = [
    "[doctor] Hello, it's Dr Rahman from the surgery. Is now still a good time?",
    "[patient] Yes, fine, I'm at my desk at work.",
    '[doctor] Great. What can I do for you?',
    "[patient] I've had a barking cough since Tuesday night and my chest feels tight.",
    '[doctor] Is it worse at night?',
    '[patient] Yes, much worse when I lie down.',
    '[doctor] Are you bringing anything up?',
    '[patient] A bit of clear phlegm.',
    '[doctor] Okay. Before we go on, can you confirm your date of birth for me?',
    '[patient] Yes. It is the ninth of March nineteen eighty-one.',
    '[doctor] Thanks. Any trouble breathing?',
    '[patient] No.',
  ].join('\n');

  it.each(BOTH_FORMS)('leaves out a date of birth checked later in the call (%s)', (_f, render) => {
    const note = gpNote(render(LATE_CHECK));
    expect(note.sections.subjective).not.toMatch(/date of birth|ninth of march|eighty-one|1981/i);
    expect(note.sections.subjective).toMatch(/barking cough/i);
  });

  it('leaves out where the patient is taking the call', () => {
    const note = gpNote(LATE_CHECK);
    expect(note.sections.subjective).not.toMatch(/at my desk|at (?:his|her|their) desk/i);
  });
});

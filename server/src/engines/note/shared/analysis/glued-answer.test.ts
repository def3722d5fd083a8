import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { gluedDenialSpan } from './glued-answer';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

function statusOf(transcript: string, conceptId: string): string[] {
  const { sentences } = structureTranscript(transcript);
  return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
    .filter((m) => m.conceptId === conceptId)
    .map((m) => m.assertion);
}

describe('gluedDenialSpan', () => {
  it('spans what was asked between the question opening and a closing bare "no"', () => {
    const tokens = tokenizeWords('i agree um do you have a pacemaker or have sleep apnea or use oxygen at night no');
    const span = gluedDenialSpan(tokens);
    expect(tokens.slice(span!.first, span!.last).map((t) => t.norm)[0]).toBe('a');
    expect(tokens[span!.last]!.norm).toBe('no');
  });

  it('reads a spelled-out question and a "no" followed by "nothing of that sort"', () => {
    const tokens = tokenizeWords('that or a rash or a sore throat oh no nothing of that sort');
    const span = gluedDenialSpan(tokens);
    expect(tokens.slice(span!.first, span!.last).map((t) => t.norm)).toContain('rash');
    expect(gluedDenialSpan(tokenizeWords('i had a rash no nothing of that sort'))).toBeNull();
  });

  it('needs both the opening and the closing "no"', () => {
    expect(gluedDenialSpan(tokenizeWords('do you have sleep apnea'))).toBeNull();
    expect(gluedDenialSpan(tokenizeWords('i have sleep apnea no'))).toBeNull();
    expect(gluedDenialSpan(tokenizeWords('do you have sleep apnea no no'))).toBeNull();
  });
});

describe('glued question and answer in the finding extractor', () => {
  const dialogue = [
    '[doctor] i agree . um , do you have a pacemaker or defibrillator or have sleep apnea or use oxygen at night ?',
    '[patient] no .',
    '[doctor] okay . anybody in the family with kidney failure , dialysis or transplant ?',
    '[patient] no .',
  ].join('\n');

  it('reads sleep apnea and kidney failure as denied, written and as speech', () => {
    expect(statusOf(dialogue, 'obstructive-sleep-apnea')).not.toContain('present');
    expect(statusOf(toSpeechStyle(dialogue), 'obstructive-sleep-apnea')).toEqual(['negated']);
    expect(statusOf(toSpeechStyle(dialogue), 'chronic-kidney-disease')).not.toContain('present');
  });

  it('keeps a condition the patient says she has', () => {
    const said = toSpeechStyle(dialogue.replace('[patient] no .', '[patient] yes i have sleep apnea .'));
    expect(statusOf(said, 'obstructive-sleep-apnea')).toContain('present');
  });
});

describe('a medicine with its dose glued to an open question', () => {
  const dosesOf = (transcript: string) => {
    const { sentences } = structureTranscript(transcript);
    return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
      .filter((m) => m.conceptId === 'naproxen' && m.assertion === 'present')
      .map((m) => m.attributes.dose);
  };
  const answered =
    '[doctor] did you try anything for the back?\n[patient] naproxen five hundred milligrams twice a day.';

  it('reads the medicine as taken with its dose, written and as speech', () => {
    expect(dosesOf(answered)).toEqual(['500 mg']);
    expect(dosesOf(toSpeechStyle(answered))).toEqual(['500 mg']);
  });

  it('leaves a medicine the clinician suggests, or one without a dose, as asked', () => {
    expect(dosesOf('[doctor] did you try anything like naproxen five hundred milligrams twice a day')).toEqual([]);
    expect(dosesOf('[doctor] did you try anything for the back naproxen')).toEqual([]);
  });
});

describe('gluedDenialSpan after an exam check', () => {
  it('looks past "not really" after the closing no', () => {
    const tokens = tokenizeWords('okay i am pushing on your knee does that hurt no not really');
    const span = gluedDenialSpan(tokens);
    expect(tokens.slice(span!.first, span!.last).map((t) => t.norm)).toEqual(['hurt']);
    expect(gluedDenialSpan(tokenizeWords('does that hurt not really'))).toBeNull();
  });

  it('denies a finding whose words straddle the check, in speech', () => {
    const transcript = [
      '[doctor] what happened',
      '[patient] i fell off my bike',
      '[doctor] okay i am gonna press on your face here does this hurt',
      '[patient] no not really',
    ].join('\n');
    expect(statusOf(toSpeechStyle(transcript), 'face-pain')).not.toContain('present');
  });
});

describe('a medicine with its dose after an open question, written', () => {
  it('leaves a medicine the clinician names in a written question asked', () => {
    const said =
      "[doctor] Have you taken anything for it, naproxen five hundred milligrams maybe?\n[patient] I'm not sure.";
    expect(statusOf(said, 'naproxen')).not.toContain('present');
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { conditionalAdviceSpans } from './conditional-advice';
import { tokenizeWords } from './word-tokenizer';
import { assertionsOf } from './mention-status.test-kit';

const SAFETY_NET = [
  '[doctor] Have you had a fever?',
  '[patient] No, I feel fine otherwise.',
  '[doctor] If it becomes weepy, crusty or painful, you get blisters, or you feel unwell with a fever, contact us the same day or call 111.',
  '[patient] Okay.',
  '[doctor] If you get more short of breath, chest pain, you start coughing up blood, or you feel confused, call 999.',
  '[doctor] If you get a sudden severe headache, or a headache with a fever, and a rash, call 999 straight away.',
  "[patient] I'll ask my manager.",
].join('\n');

describe('conditionalAdviceSpans', () => {
  it('spans the conditions from "if" to where to turn, however many', () => {
    const tokens = tokenizeWords('okay so if you get a rash, a fever or you feel confused, call 999 straight away');
    const [span] = conditionalAdviceSpans(tokens);
    expect(
      tokens
        .slice(span!.first, span!.last)
        .map((t) => t.norm)
        .join(' '),
    ).toBe('you get a rash a fever or you feel confused');
  });

  it('carries an open "if" into the next sentence, whatever its first word, up to the advice', () => {
    const before = tokenizeWords('if you get a sudden severe headache or a headache with a fever');
    const after = tokenizeWords('and a rash call 999 straight away');
    expect(conditionalAdviceSpans(after, true)).toEqual([{ first: 0, last: 3 }]);
    expect(conditionalAdviceSpans(after, false)).toEqual([]);
    expect(conditionalAdviceSpans(tokenizeWords('in your mouth or a rash call'), true)).toEqual([
      { first: 0, last: 6 },
    ]);
    expect(conditionalAdviceSpans(tokenizeWords('in your mouth or a rash'), true)).toEqual([]);
    expect(conditionalAdviceSpans(before).length).toBe(0);
  });

  it('takes being seen as where to turn', () => {
    const tokens = tokenizeWords('if the swelling spreads up your arm you need to be seen today');
    expect(conditionalAdviceSpans(tokens)).toEqual([{ first: 1, last: 10 }]);
  });

  it("takes no patient's own experience and no if without advice", () => {
    expect(conditionalAdviceSpans(tokenizeWords('if i walk up the stairs i get chest pain so i call my wife'))).toEqual(
      [],
    );
    expect(conditionalAdviceSpans(tokenizeWords('if it is worse in the morning that is a migraine'))).toEqual([]);
  });

  const CUT_SAFETY_NET = [
    '[doctor] The cream goes on twice a day.',
    '[doctor] Now, if you get any new spots on your lips, inside your mouth or on your eyelid, or your eye turns red or sore or your sight goes blurry, you need to be seen the same day, ring the surgery.',
    '[patient] Right.',
    '[doctor] If you ever get a sudden, awful headache, like being kicked on the back of the head, or a headache with vomiting, confusion, or a stiff neck and fever, call 999.',
  ].join('\n');

  it.each([
    ['written', CUT_SAFETY_NET],
    ['speech', toSpeechStyle(CUT_SAFETY_NET)],
  ])('keeps the "if" over a long safety-net cut into pieces (%s)', (_style, text) => {
    for (const id of ['eye-pain', 'headache', 'confusion', 'vomiting', 'fever', 'neck-pain'])
      expect(assertionsOf(text, id), id).not.toContain('present');
  });

  it.each([
    ['written', SAFETY_NET],
    ['speech', toSpeechStyle(SAFETY_NET)],
  ])('reads every listed condition of safety-netting as a possibility (%s)', (_style, text) => {
    expect(assertionsOf(text, 'fever')).not.toContain('present');
    expect(assertionsOf(text, 'confusion')).not.toContain('present');
    expect(assertionsOf(text, 'hemoptysis')).not.toContain('present');
    expect(assertionsOf(text, 'rash')).not.toContain('present');
  });
});

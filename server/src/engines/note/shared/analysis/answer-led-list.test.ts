import { describe, expect, it } from 'vitest';
import { opensAfterAnswer } from './answer-led-list';
import { statuses } from './mention-status.test-kit';

const words = (text: string) => text.split(' ');

describe('opensAfterAnswer', () => {
  it('holds when only bare answers or fillers come before the finding', () => {
    expect(opensAfterAnswer(words('nope earache or drainage no'), 1)).toBe(true);
    expect(opensAfterAnswer(words('no um earache or drainage no'), 2)).toBe(true);
  });

  it('fails at the start, and after any clause word', () => {
    expect(opensAfterAnswer(words('earache or drainage no'), 0)).toBe(false);
    expect(opensAfterAnswer(words('no i have earache'), 3)).toBe(false);
  });
});

describe('an asked list glued between two bare answers in speech', () => {
  const visit = [
    '[doctor] Any trouble with your eyesight?',
    '[patient] Nope.',
    '[doctor] Earache or drainage?',
    '[patient] No.',
    '[doctor] And your blood test showed a low iron level.',
    '[patient] Okay.',
  ].join('\n');

  it('reads the list as denied, written and as speech', () => {
    expect(statuses(visit, 'ear-pain')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('keeps a finding the patient states after answering', () => {
    const stated = visit.replace('[patient] Nope.', '[patient] Nope. I have earache though.');
    expect(statuses(stated, 'ear-pain').speech).toContain('present');
  });
});

describe("a patient's finding after their bare answer, followed by a new denial", () => {
  it('stays present: the "no" opens the next denial, it closes no list, written and as speech', () => {
    const told = [
      '[doctor] Any sore throat?',
      '[patient] Nope. Ear pain mostly. No fever though.',
      '[doctor] Okay.',
    ].join('\n');
    expect(statuses(told, 'ear-pain').speech).toEqual(['present']);
    expect(statuses(told, 'ear-pain').written).not.toContain('negated');
    const listed = [
      '[doctor] Any sore throat?',
      '[patient] Nope, ear pain and cough.',
      '[doctor] No rash?',
      '[patient] No.',
    ].join('\n');
    expect(statuses(listed, 'ear-pain')).toEqual({ written: ['present'], speech: ['present'] });
  });
});

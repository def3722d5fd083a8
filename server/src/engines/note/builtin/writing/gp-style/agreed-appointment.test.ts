import { describe, expect, it } from 'vitest';
import { BOTH_FORMS, gpNote } from './gp-note.test-kit';

const CALL = [
  '[doctor] How can I help?',
  "[patient] My little girl has had earache since last night and she's been crying with it.",
  '[doctor] I would like to have a look in her ear. Shall we say quarter past eleven this morning?',
  "[patient] Yes, that's fine.",
  '[doctor] Lovely, see you then.',
].join('\n');

const DECLINED = CALL.replace("Yes, that's fine.", "No, I can't get there then.");

describe('agreedAppointment', () => {
  it('writes the time proposed and taken as the follow-up', () => {
    expect(gpNote(CALL).sections.plan).toMatch(/appointment agreed for quarter past eleven this morning/i);
  });

  // Unpunctuated speech cuts "shall | we say …" apart, so the proposal is not read there yet; nothing is invented.
  it.each(BOTH_FORMS)('writes no appointment from a refusal (%s)', (_f, render) => {
    expect(gpNote(render(DECLINED)).sections.plan).not.toMatch(/appointment agreed/i);
  });
});

import { describe, expect, it } from 'vitest';
import { BOTH_FORMS, gpNote } from './gp-note.test-kit';

const VISIT = `[doctor] What can I do for you today?
[patient] I've had a sore knee since I went skiing last month.
[doctor] The ligaments feel stable and there's no fluid in the joint. I think it's a sprain.
[doctor] If the knee locks or gives way, or it swells up suddenly, come back to see me, because that can be a cartilage tear and it may need a scan.
[patient] Alright, thanks.`;

const lines = (transcript: string) => gpNote(transcript).statements.map((statement) => statement.text);

describe('the reason a clinician gives for safety-netting', () => {
  it.each(BOTH_FORMS)('stays with the advice (%s), never a finding of its own', (_form, style) => {
    const written = lines(style(VISIT));
    const tear = written.filter((line) => /cartilage tear/i.test(line));
    expect(tear.length).toBeGreaterThan(0);
    for (const line of tear) expect(line).toMatch(/advised to .*if .*can be a cartilage tear/i);
  });

  it.each(BOTH_FORMS)('keeps a tear the clinician found as a finding (%s)', (_form, style) => {
    const found = VISIT.replace("I think it's a sprain.", 'I think it is a cartilage tear.');
    const affirmed = lines(style(found)).filter(
      (line) => /cartilage tear/i.test(line) && !/advised|can be/i.test(line),
    );
    expect(affirmed.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { composeNote } from '../note-composer';
import { CHEST_INFECTION, RED_EYE, SORE_THROAT, URINE_INFECTION } from './gp-consultation.fixtures';
import { asAffirmed, asListLine, asNegatives, writeGpHistory } from './gp-history-writer';
import { writeStatedImpressions } from './gp-impression-writer';
import { BOTH_FORMS, gpContext } from './gp-note.test-kit';
import { writeSafetyNetting } from './safety-net-writer';

// As the GP note writes it: safety-netting and stated diagnoses are taken before the history.
function historyOf(transcript: string) {
  const context = gpContext(transcript);
  writeSafetyNetting(context);
  writeStatedImpressions(context);
  const composed = composeNote([writeGpHistory(context)]);
  const text = composed.sections.subjective;
  // Family history is its own part, last: every line after its heading is someone else's.
  const family = text.includes('FAMILY HISTORY') ? text.slice(text.indexOf('FAMILY HISTORY')).split('\n').slice(2) : [];
  return { text, lines: composed.statements.map((s) => s.text), family };
}

const span = { start: 0, end: 4, quote: 'said' };

describe('writeGpHistory', () => {
  it('writes the presenting complaint, a short history with the negatives asked, DH and allergies', () => {
    const { text, lines } = historyOf(SORE_THROAT);
    expect(text.startsWith('PRESENTING COMPLAINT\n\nSore throat.\n\nHISTORY\n\n')).toBe(true);
    expect(lines).toContain('No cough.');
    expect(lines).toContain('DH: paracetamol and Nurofen.');
    expect(lines).toContain('Allergies: penicillin (rash).');
    // The answered "have you taken anything?" says nothing on its own; the answer does.
    expect(text).not.toMatch(/taken anything/);
    expect(text).toMatch(/taking paracetamol and some Nurofen/);
  });

  it.each(BOTH_FORMS)('keeps a denied symptom denied (%s)', (_form, render) => {
    const { lines } = historyOf(render(SORE_THROAT));
    expect(lines).toContain('No cough.');
    expect(lines.filter((line) => /cough/i.test(line))).toEqual(['No cough.']);
  });

  it.each(BOTH_FORMS)("keeps the mother's kidney disease hers, never the patient's PMH (%s)", (_form, render) => {
    const { lines, family } = historyOf(render(URINE_INFECTION));
    const kidney = lines.filter((line) => /kidney/.test(line));
    expect(kidney).toHaveLength(1);
    expect(kidney[0]).toMatch(/mum had kidney disease\.$/);
    expect(family).toEqual(kidney);
    // Today's diagnosis is the impression, not past history.
    expect(lines.some((line) => line.startsWith('PMH:'))).toBe(false);
  });

  it("writes a son's conjunctivitis and a mother's pneumonia under FAMILY HISTORY, not as the patient's", () => {
    expect(historyOf(RED_EYE).family).toEqual(["The patient's son had conjunctivitis last week."]);
    const chest = historyOf(CHEST_INFECTION);
    expect(chest.lines.filter((line) => /pneumonia/.test(line))).toEqual(chest.family);
    expect(chest.family).toHaveLength(1);
  });

  it('leaves safety-netting out of the history even when said while taking it', () => {
    const { text } = historyOf(CHEST_INFECTION);
    expect(text).not.toMatch(/111|come back|settled/);
  });

  it("writes the patient's own past conditions as PMH", () => {
    const { lines } = historyOf(
      ['[doctor] Any medical problems?', "[patient] I've got asthma and high blood pressure."].join('\n'),
    );
    expect(lines).toContain('PMH: asthma and hypertension.');
  });
});

describe('asListLine and asNegatives', () => {
  it('cuts the list sentences down to their items under UK labels', () => {
    expect(asListLine('MEDICATIONS', { text: 'She reports taking Tylenol 500 mg.', evidence: [span] }).text).toBe(
      'DH: Tylenol 500 mg.',
    );
    expect(asListLine('ALLERGIES', { text: 'No known drug allergies.', evidence: [span] }).text).toBe(
      'Allergies: no known drug allergies.',
    );
    expect(asListLine('ELSEWHERE', { text: 'As said.', evidence: [span] }).text).toBe('As said.');
  });

  it('writes denials bare and keeps their evidence', () => {
    expect(asNegatives({ text: 'The patient denies fever or cough.', evidence: [span] })).toEqual({
      text: 'No fever or cough.',
      evidence: [span],
    });
  });
});

describe('asAffirmed', () => {
  it('says an affirmed question back with "some", and leaves a denial as said', () => {
    const said = (text: string) => asAffirmed({ text, evidence: [span] }).text;
    expect(said('The patient gets any warning before the headache starts.')).toBe(
      'The patient gets some warning before the headache starts.',
    );
    expect(said('The patient does not take any regular medicines.')).toBe(
      'The patient does not take any regular medicines.',
    );
    expect(said('The patient denies any clicking.')).toBe('The patient denies any clicking.');
  });

  it.each(BOTH_FORMS)('writes no "any" in an affirmed history line (%s)', (_form, render) => {
    const transcript = [
      '[doctor] Do you get any warning before the headache starts?',
      '[patient] Yes, I get zigzag lines in my vision for about twenty minutes.',
      '[doctor] Any nausea with them?',
      '[patient] No.',
    ].join('\n');
    const { lines } = historyOf(render(transcript));
    expect(lines.filter((line) => /\bany\b/.test(line) && !/\b(no|not|denies)\b/i.test(line))).toEqual([]);
  });
});

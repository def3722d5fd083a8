import { describe, expect, it } from 'vitest';
import { labelToSpeaker, parseTurns } from './turn-parser';

describe('parseTurns', () => {
  it('reads bracket labels and keeps offsets of the words only', () => {
    const transcript = '[doctor] how are you ?\n[patient] my knee hurts .';
    const turns = parseTurns(transcript);
    expect(turns.map((turn) => turn.speaker)).toEqual(['doctor', 'patient']);
    expect(transcript.slice(turns[1]!.start, turns[1]!.end)).toBe('my knee hurts .');
    expect(turns.every((turn) => turn.labelled)).toBe(true);
  });

  it('reads colon labels and joins unlabelled continuation lines to the turn', () => {
    const transcript = 'Doctor: Any fever?\nPatient: No.\nNot at all.';
    const turns = parseTurns(transcript);
    expect(turns).toHaveLength(2);
    expect(transcript.slice(turns[1]!.start, turns[1]!.end)).toBe('No.\nNot at all.');
  });

  it('marks relatives as guests on the patient side', () => {
    const turns = parseTurns('[patient_guest] she has been coughing');
    expect(turns[0]).toMatchObject({ speaker: 'patient', guest: true });
  });

  it("reads MTS-style guest labels: a relative is the patient's side, another clinician the clinician's", () => {
    const turns = parseTurns('Guest_family: she has been coughing\nGuest_clinician: her labs came back normal');
    expect(turns.map((turn) => [turn.speaker, turn.guest, turn.labelled])).toEqual([
      ['patient', true, true],
      ['doctor', false, true],
    ]);
  });

  it('reads numbered guest labels as the same role: a second relative stays on the patient side', () => {
    const turns = parseTurns('Guest_family_2: our boy says his belly hurts\n[guest_clinician_1] his bloods look fine');
    expect(turns.map((turn) => [turn.speaker, turn.guest, turn.labelled])).toEqual([
      ['patient', true, true],
      ['doctor', false, true],
    ]);
    expect(labelToSpeaker('Guest_family_1')).toEqual({ speaker: 'patient', guest: true });
  });

  it('gives unlabelled text one unknown turn per line and skips blank lines', () => {
    const transcript = 'how long has it hurt\n\n  about a week\n';
    const turns = parseTurns(transcript);
    expect(turns.map((turn) => turn.speaker)).toEqual(['unknown', 'unknown']);
    expect(transcript.slice(turns[1]!.start, turns[1]!.end)).toBe('about a week');
  });

  it('starts a turn at a label run into a line after a sentence ends', () => {
    const transcript = 'Doctor: Where is the pain?\nPatient: Mostly my left knee. Doctor: That sounds like a sprain.';
    const turns = parseTurns(transcript);
    expect(turns.map((turn) => turn.speaker)).toEqual(['doctor', 'patient', 'doctor']);
    expect(transcript.slice(turns[1]!.start, turns[1]!.end)).toBe('Mostly my left knee.');
    expect(transcript.slice(turns[2]!.start, turns[2]!.end)).toBe('That sounds like a sprain.');
  });

  it('starts no turn at a word the transcript does not use as a label, nor in mid-sentence', () => {
    const transcript = 'Doctor: Any pain?\nPatient: I told the nurse: it hurts. Doctor said rest it.';
    expect(parseTurns(transcript)).toHaveLength(2);
    const unlabelled = 'any pain? patient: yes it hurts.';
    expect(parseTurns(unlabelled)).toHaveLength(1);
  });

  it('reads a numbered second clinician as the clinician', () => {
    const turns = parseTurns('Doctor: Any findings?\nDoctor_2: The biopsy showed eczema.');
    expect(turns.map((turn) => [turn.speaker, turn.labelled])).toEqual([
      ['doctor', true],
      ['doctor', true],
    ]);
  });

  it('returns nothing for an empty transcript', () => {
    expect(parseTurns('')).toEqual([]);
    expect(parseTurns('   \n ')).toEqual([]);
  });
});

describe('labelToSpeaker', () => {
  it('knows clinician and patient names and rejects others', () => {
    expect(labelToSpeaker('Dr')).toEqual({ speaker: 'doctor', guest: false });
    expect(labelToSpeaker('PT')).toEqual({ speaker: 'patient', guest: false });
    expect(labelToSpeaker('music')).toBeNull();
  });
});

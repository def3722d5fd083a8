import { describe, expect, it } from 'vitest';
import { statuses } from './mention-status.test-kit';

const opening = 'Doctor: Hello, what brings you in?\nPatient: My knee has been sore for a week.\n';

describe('whose condition an answer about the family names', () => {
  it('gives "no, but asthma does" after a runs-in-the-family question to the family', () => {
    const visit = `${opening}Doctor: Do migraines run in your family?\nPatient: No, but asthma does.\nDoctor: Thanks.`;
    const { written, speech } = statuses(visit, 'asthma');
    expect(written).toEqual(['family']);
    expect(speech).not.toContain('present');
  });

  it('leaves "but my asthma does" about a flare when nothing asked about the family', () => {
    const visit = `${opening}Doctor: Does the cold weather bother your knee?\nPatient: No, but my asthma does.\nDoctor: Okay.`;
    expect(statuses(visit, 'asthma').written).toEqual(['present']);
  });

  it('gives a condition the patient offers as a question after a family question to the family', () => {
    const visit = `${opening}Doctor: Does anyone in your family have a thyroid problem.\nPatient: Let me think. Does psoriasis count?\nDoctor: Sure, who has it?\nPatient: My aunt.`;
    // Written only: speech runs the offer into the clinician's reply ("… does psoriasis count sure who has it").
    expect(statuses(visit, 'psoriasis').written).toEqual(['family']);
  });

  it('reads "she was an alcoholic" after naming a mother as the mother’s', () => {
    const visit = `${opening}Doctor: Tell me about your parents.\nPatient: My mom passed away. She was an alcoholic.\nDoctor: I am sorry.`;
    const { written, speech } = statuses(visit, 'alcohol-use-disorder');
    expect(written).toEqual(['family']);
    expect(speech).not.toContain('present');
  });

  it('finds no alcohol use disorder in an alcoholic drink', () => {
    const visit = `${opening}Doctor: Do you drink?\nPatient: An alcoholic drink at weekends, no more.\nDoctor: Fine.`;
    const { written, speech } = statuses(visit, 'alcohol-use-disorder');
    expect(written).toEqual([]);
    expect(speech).toEqual([]);
  });

  it('gives "he died of clots" after "one of my sons" to that son', () => {
    const visit = `${opening}Doctor: Any children?\nPatient: Three. One of my sons drank heavily. He died of clots.\nDoctor: Does anyone else in your family have health problems?\nPatient: No.`;
    const { written, speech } = statuses(visit, 'deep-vein-thrombosis');
    expect(written).toEqual(['family']);
    expect(speech).toEqual(['family']);
  });

  it('codes no thrombosis for clots passed with a period', () => {
    const visit = `${opening}Doctor: How are your periods?\nPatient: Heavy, and I pass clots most months.\nDoctor: Okay.`;
    const { written, speech } = statuses(visit, 'deep-vein-thrombosis');
    expect(written).toEqual([]);
    expect(speech).toEqual([]);
  });
});

describe('findings asked bare and repeated denied', () => {
  it('denies "dizziness? no dizziness" run together in speech', () => {
    const visit = `${opening}Doctor: A few quick checks now.\nPatient: Sure.\nDoctor: Dizziness?\nPatient: No dizziness.\nDoctor: Good.`;
    const { written, speech } = statuses(visit, 'dizziness');
    expect(written).toEqual(['negated']);
    expect(speech).toEqual(['negated']);
  });

  it('denies a finding asked in a "how about …" run on with its "no"', () => {
    const visit = `${opening}Doctor: Any asthma?\nPatient: No.\nDoctor: How about diabetes?\nPatient: No.\nDoctor: Good.`;
    const { written, speech } = statuses(visit, 'type-2-diabetes');
    expect(written).toEqual(['negated']);
    expect(speech).toEqual(['negated']);
  });
});

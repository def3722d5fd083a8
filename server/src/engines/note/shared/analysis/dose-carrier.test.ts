import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** The dose each medicine mention ends with, after the whole analysis, as written and as speech-style text. */
function dosesOf(dialogue: string): Array<Array<[string, string | null]>> {
  return [dialogue, toSpeechStyle(dialogue)].map((transcript) =>
    runAnalysis(transcript)
      .mentions.filter((m) => m.kind === 'medication')
      .map((m): [string, string | null] => [m.conceptId, m.attributes.dose ?? null]),
  );
}

describe('carryDoses', () => {
  it('never gives a dose said without a name to a medicine the patient reacts to', () => {
    const dialogue = [
      '[doctor] Any allergies to medicines?',
      '[patient] Tramadol. It made me sick and dizzy.',
      '[doctor] The pain in your ribs is from the fracture. As you cannot have tramadol, we need something else.',
      '[doctor] I will give you a morphine liquid, which is ten milligrams in five ml.',
      '[doctor] You have had a bad reaction to tramadol, so we will start low.',
      '[doctor] Start on one ml, that is two milligrams, when the pain comes.',
    ].join('\n');
    for (const doses of dosesOf(dialogue)) {
      expect(doses.filter(([drug, dose]) => drug === 'tramadol' && dose !== null)).toEqual([]);
    }
  });

  it('gives the dose in the answer to the medicine asked about', () => {
    const strength =
      '[doctor] What is the strength of your omeprazole?\n[patient] It is forty M G and I take it once a day.';
    for (const doses of dosesOf(strength)) expect(doses).toEqual([['omeprazole', '40 mg']]);
    const later = '[doctor] Are you taking citalopram?\n[patient] Yes, I take it once a day. It is a ten M G tablet.';
    for (const doses of dosesOf(later)) expect(doses).toEqual([['citalopram', '10 mg']]);
    // Unpunctuated, "how much lexapro / are you taking" is cut apart before the answer: written text only.
    const [written] = dosesOf('[doctor] How much Lexapro are you taking now?\n[patient] I am taking ten M G.');
    expect(written).toEqual([['escitalopram', '10 mg']]);
  });

  it('keeps a medicine asked "how are you taking" whose answer is only its dose', () => {
    const dialogue =
      '[doctor] How are you taking the levothyroxine at the moment?\n' +
      '[patient] Fifty micrograms, first thing, before my tea.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['levothyroxine', '50 mcg']]);
  });

  it("gives a clinician's dose the patient confirms to the medicine just named", () => {
    const dialogue =
      '[doctor] Do you take anything for acid reflux?\n[patient] Yeah, I take Aciphex.\n' +
      '[doctor] Is that twenty M G once a day?\n[patient] It is.';
    const [written] = dosesOf(dialogue);
    expect(written).toEqual([['rabeprazole', '20 mg']]);
  });

  it('gives the dose to the medicine a question named though the question got no yes or no', () => {
    const dialogue =
      '[patient] I ran out of my Klonopin two days ago.\n[doctor] How much Klonopin do you take?\n' +
      "[patient] I take a pretty low dose. I think I'm on zero point five milligrams a day.";
    const [written] = dosesOf(dialogue);
    expect(written).toEqual([['clonazepam', '0.5 mg']]);
  });

  it('carries nothing when the dose could be either medicine’s, or when there are two doses', () => {
    const two = '[doctor] Do you take lisinopril and metformin?\n[patient] Yes, ten milligrams.';
    for (const doses of dosesOf(two)) expect(doses.every(([, dose]) => dose === null)).toBe(true);
    const both = '[doctor] Are you still on Klonopin?\n[patient] Yes.\n[patient] I take four M G and six M G.';
    for (const doses of dosesOf(both)) expect(doses).toEqual([['clonazepam', null]]);
  });

  it('carries the dose taken, not the one said after "instead of"', () => {
    const dialogue =
      '[doctor] Are you still on Klonopin?\n[patient] Yes.\n' +
      '[patient] I take four M G in the morning and six M G at night instead of the six M G and eight M G.';
    for (const doses of dosesOf(dialogue))
      expect(doses).toEqual([['clonazepam', '4 mg in the morning and 6 mg at night']]);
  });

  it('carries a schedule of two doses whole, each with its time', () => {
    const klonopin =
      '[doctor] Are you still on Klonopin?\n[patient] Yes.\n[patient] I take four M G in the morning and six M G at night.';
    for (const doses of dosesOf(klonopin))
      expect(doses).toEqual([['clonazepam', '4 mg in the morning and 6 mg at night']]);
    const doxycycline =
      "[doctor] I'm going to give you doxycycline. You take two hundred milligrams on the first day, then one " +
      'hundred milligrams once a day for four more days.';
    for (const doses of dosesOf(doxycycline))
      expect(doses).toEqual([['doxycycline', '200 mg on the first day, then 100 mg']]);
  });

  it('looks further back for the medicine when the question just before asks about the dose', () => {
    const dialogue =
      '[patient] I was on methadone last year.\n[doctor] Okay.\n[doctor] When did you stop?\n' +
      '[patient] In the spring.\n[doctor] Do you remember the dosage?\n[patient] It was ten M G.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['methadone', '10 mg']]);
    const unasked = dialogue.replace('Do you remember the dosage?', 'Who gave it to you?');
    for (const doses of dosesOf(unasked)) expect(doses).toEqual([['methadone', null]]);
  });

  it('carries no dose to a medicine the patient does not take', () => {
    const dialogue =
      '[doctor] Are you taking the higher dose of Mavik we recommended?\n[patient] No, I am not taking that.\n' +
      '[doctor] Is that twenty M G per day?\n[patient] Yes, doctor.';
    const [written] = dosesOf(dialogue);
    expect(written).toEqual([['trandolapril', null]]);
  });

  it('carries no dose the speaker took back', () => {
    const dialogue =
      '[doctor] Anything else?\n[patient] I take simvastatin.\n[patient] That is forty milligrams, no sorry, no.';
    expect(dosesOf(dialogue)[0]).toEqual([['simvastatin', null]]);
    // Unpunctuated speech cuts where it can: said in one stretch, the dose before the cue is taken back too.
    const [, speech] = dosesOf('[patient] I take simvastatin, that is forty milligrams, no sorry, no.');
    expect(speech).toEqual([['simvastatin', null]]);
    const [written] = dosesOf(
      '[doctor] Anything else?\n[patient] I take simvastatin.\n[patient] That is forty milligrams.\n' +
        '[patient] No, sorry. It is eighty milligrams.',
    );
    expect(written).toEqual([['simvastatin', '80 mg']]);
  });

  it('carries the amount given, not the size of the spoon it was measured with', () => {
    const dialogue =
      '[doctor] How much Calpol did she have?\n[patient] The two point five ml syringe, twice, so five ml.';
    for (const doses of dosesOf(dialogue)) expect(doses).toContainEqual(['paracetamol', '5 mL']);
  });

  it('never replaces a dose said with the name', () => {
    const dialogue =
      '[doctor] You take lisinopril twenty milligrams.\n[patient] Yes, and ten milligrams of something else.';
    for (const doses of dosesOf(dialogue)) expect(doses).toContainEqual(['lisinopril', '20 mg']);
  });
});

describe('carryDoses with two strengths or a naming class', () => {
  it('carries both strengths when the second is said as the alternative to the first', () => {
    const dialogue =
      '[patient] And the sildenafil, on the days we go away.\n[patient] I take fifty milligrams.\n' +
      '[patient] Otherwise I take twenty five milligrams.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['sildenafil', '50 mg, otherwise 25 mg']]);
  });

  it('carries no dose when the sentences after the medicine give it two strengths', () => {
    const dialogue =
      '[patient] And the sildenafil, on the days we go away.\n[patient] I take fifty milligrams.\n' +
      '[patient] My wife says I take twenty five milligrams.';
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['sildenafil', null]]);
  });

  it('gives the dose to the medicine a class word only introduces', () => {
    const dialogue =
      '[doctor] I will start a water pill called indapamide.\n[patient] What strength?\n' +
      '[doctor] Two point five milligrams each morning.';
    const [written] = dosesOf(dialogue);
    expect(written).toEqual([
      ['diuretic', null],
      ['indapamide', '2.5 mg'],
    ]);
  });
});

describe('carryDoses over a longer answer or an offer', () => {
  it('looks back through the whole answer to a question on how the medicine is taken', () => {
    const dialogue =
      "[doctor] You're still on the lansoprazole?\n[patient] Lansoprazole, yes.\n" +
      '[doctor] And how do you take it?\n' +
      '[patient] One every morning. Before breakfast, with water. Thirty milligrams, the box says.';
    const [written] = dosesOf(dialogue);
    expect(written).toEqual([['lansoprazole', '30 mg']]);
    // Asked nothing about the dose, the answer is too far from the medicine to be its dose.
    const unasked = dialogue.replace('And how do you take it?', 'And the heartburn?');
    expect(dosesOf(unasked)[0]).toEqual([['lansoprazole', null]]);
  });

  it('gives the dose said of taking "it" to the medicine offered, after the reply between', () => {
    const dialogue =
      "[doctor] There's a tablet called propranolol that can help with the shaking.\n" +
      "[patient] I'm not sure. I don't like taking tablets.\n" +
      "[doctor] That's fine. It's up to you. If you want to try it, you'd take ten milligrams when you need it.";
    for (const doses of dosesOf(dialogue)) expect(doses).toEqual([['propranolol', '10 mg']]);
    // Without words that take it up again, the dose stays unread.
    const loose = dialogue.replace('If you want to try it, you', 'Some people');
    expect(dosesOf(loose)[0]).toEqual([['propranolol', null]]);
  });

  it('gives the dose to the medicine a class introduces with its form between ("a steroid cream, X")', () => {
    const dialogue =
      "[doctor] I'd like you to use a steroid nasal spray, fluticasone, which you may know as Flixonase.\n" +
      "[doctor] It's fifty micrograms a spray, one spray each side twice a day.";
    for (const doses of dosesOf(dialogue))
      expect(doses).toEqual([
        ['steroid', null],
        ['fluticasone', '50 mcg'],
      ]);
    // Two named medicines after the class leave the dose unread (written: speech runs the dose into the sentence).
    const two = dialogue.replace('fluticasone, which you may know as Flixonase', 'fluticasone or beclometasone');
    expect(dosesOf(two)[0]!.every(([, dose]) => dose === null)).toBe(true);
  });

  it('carries a dose said after talk of "the dose" and a weight asked, to the medicine named before', () => {
    const dialogue =
      "[doctor] I'll prescribe a steroid medicine called prednisolone for three days.\n" +
      '[doctor] The dose depends on her weight.\n[doctor] How heavy is she now?\n' +
      "[patient] About twenty kilos last time.\n[doctor] So that's twenty milligrams a day.";
    for (const doses of dosesOf(dialogue))
      expect(doses).toEqual([
        ['steroid', null],
        ['prednisolone', '20 mg'],
      ]);
    // Without the talk of its dose, the dose is said too far from the medicine to be its.
    const loose = dialogue.replace('The dose depends on her weight.', 'It helps the swelling.');
    for (const doses of dosesOf(loose))
      expect(doses).toEqual([
        ['steroid', null],
        ['prednisolone', null],
      ]);
  });
});

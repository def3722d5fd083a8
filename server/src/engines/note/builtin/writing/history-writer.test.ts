import { describe, expect, it } from 'vitest';
import { writeHistoryLists, writePertinentNegatives, writeReviewOfSystems } from './history-writer';
import { toSpeechStyle } from '../../shared/speech-style';
import { contextFor, GREETING } from './writer-test-kit';

const visit = [
  ...GREETING,
  '[doctor] mr. smith , any fever or chills ?',
  '[patient] no .',
  '[doctor] any nausea ?',
  '[patient] no , but i have had some diarrhea .',
  '[doctor] i see you have high blood pressure and take lisinopril twenty milligrams daily .',
  '[patient] yes , and i take tylenol sometimes .',
  '[doctor] any allergies to medications ?',
  '[patient] no .',
];

describe('writePertinentNegatives', () => {
  it('lists every denied symptom once, in the order asked, in one sentence', () => {
    expect(writePertinentNegatives(contextFor(visit))?.text).toBe('He denies fever, chills, and nausea.');
  });

  it("takes only the patient's own denials, written or unpunctuated", () => {
    const said = [
      ...GREETING,
      '[doctor] any vomiting?',
      '[patient] no.',
      "[doctor] and you don't have a headache, right?",
      '[doctor] let me listen to your chest.',
    ];
    expect(writePertinentNegatives(contextFor(said))?.text).toMatch(/ denies vomiting\.$/);
    const spoken =
      'what brings you in today i have had a cough any vomiting no i do not have any dizziness either you do not have a headache right';
    expect(writePertinentNegatives(contextFor([spoken]))?.text).toMatch(/ denies vomiting and dizziness\.$/);
  });
});

describe('writeReviewOfSystems', () => {
  it('writes one bullet per system with denials and reports', () => {
    const blocks = writeReviewOfSystems(contextFor(visit));
    expect(blocks.map((block) => [block.label, block.statements.map((s) => s.text).join(' ')])).toEqual([
      ['Constitutional', 'Denies fever or chills.'],
      ['Gastrointestinal', 'Denies nausea. Reports diarrhea.'],
    ]);
    expect(blocks[0]!.heading).toBe('REVIEW OF SYSTEMS');
  });
});

describe('writeHistoryLists', () => {
  it('writes medical history, medicines as said with their sig, and no known drug allergies', () => {
    const blocks = writeHistoryLists(contextFor(visit));
    expect(blocks.map((block) => [block.heading, block.statements.map((s) => s.text).join(' ')])).toEqual([
      ['MEDICAL HISTORY', 'He reports a history of hypertension.'],
      ['MEDICATIONS', 'He reports taking lisinopril 20 mg daily and Tylenol.'],
      ['ALLERGIES', 'No known drug allergies.'],
    ]);
  });
});

describe('writeHistoryLists medicines', () => {
  it('lists the medicines taken now, not the ones stopped, used before or started today', () => {
    const context = contextFor([
      ...GREETING,
      '[doctor] do you take any medicines ?',
      "[patient] i stopped taking my metformin last month . i used to take prednisone . i'm on atorvastatin .",
      '[doctor] your blood pressure is one twenty over eighty . we will start lisinopril ten milligrams daily .',
    ]);
    const medications = writeHistoryLists(context).find((block) => block.heading === 'MEDICATIONS');
    expect(medications?.statements.map((s) => s.text)).toEqual(['The patient reports taking atorvastatin.']);
  });

  it('lists a medicine the patient takes with the dose said during the exam, written or unpunctuated', () => {
    const lines = [
      ...GREETING,
      '[doctor] let me take a look at you .',
      '[doctor] your blood pressure is stable . you do take atenolol twelve point five M G per day , correct ?',
      '[patient] yes , that is correct .',
    ];
    for (const context of [contextFor(lines), contextFor([toSpeechStyle(lines.join('\n'))])]) {
      const medications = writeHistoryLists(context).find((block) => block.heading === 'MEDICATIONS');
      expect(medications?.statements.map((s) => s.text).join(' ')).toMatch(/atenolol 12\.5 mg daily/);
    }
  });

  const CONTINUED = [
    ...GREETING,
    '[doctor] how is your blood pressure ?',
    '[patient] good , i take my lisinopril .',
    '[doctor] let me examine you . your lungs are clear .',
    '[doctor] for your blood pressure , continue the cozaar one hundred milligrams daily .',
    '[doctor] and for your diabetes , continue the metformin one thousand milligrams twice a day .',
  ];

  it('lists the medicines the plan continues, each apart when only the last has its sig (written)', () => {
    const medications = writeHistoryLists(contextFor(CONTINUED)).find((block) => block.heading === 'MEDICATIONS');
    const text = medications?.statements.map((s) => s.text).join(' ') ?? '';
    expect(text).toMatch(/lisinopril; /i);
    expect(text).toMatch(/cozaar 100 mg daily/i);
    expect(text).toMatch(/metformin 1,?000 mg twice a day/i);
  });

  it('lists the medicines the plan continues (speech)', () => {
    const medications = writeHistoryLists(contextFor([toSpeechStyle(CONTINUED.join('\n'))])).find(
      (block) => block.heading === 'MEDICATIONS',
    );
    expect(medications?.statements.map((s) => s.text).join(' ')).toMatch(/cozaar 100 mg daily/i);
  });

  const COUNTED = [
    ...GREETING,
    '[patient] i take naproxen , two tablets twice a day .',
    '[doctor] you can keep taking the naproxen , that is five hundred milligrams twice a day .',
  ];

  it('writes the strength said for a medicine rather than a count of tablets (written and speech)', () => {
    for (const lines of [COUNTED, [toSpeechStyle(COUNTED.join('\n'))]]) {
      const medications = writeHistoryLists(contextFor(lines)).find((block) => block.heading === 'MEDICATIONS');
      expect(medications?.statements.map((s) => s.text).join(' ')).toMatch(/naproxen 500 mg twice a day/);
    }
  });

  const ASIDE = [
    ...GREETING,
    "[doctor] and um , do you have any allergies to medicines ? i did n't ask .",
    "[patient] no , i do n't have no allergies .",
    '[doctor] and she has no problems with her allergies this spring .',
  ];

  it('writes no known drug allergies when the denial follows an aside (written and speech)', () => {
    for (const lines of [ASIDE, [toSpeechStyle(ASIDE.join('\n'))]]) {
      const allergies = writeHistoryLists(contextFor(lines)).find((block) => block.heading === 'ALLERGIES');
      expect(allergies?.statements.map((s) => s.text)).toEqual(['No known drug allergies.']);
    }
  });

  it('does not read a problem with allergies as having none', () => {
    const context = contextFor([...GREETING, '[patient] i have no problems with my allergies this spring .']);
    expect(writeHistoryLists(context).find((block) => block.heading === 'ALLERGIES')).toBeUndefined();
  });

  it.each([
    ['a reaction in childhood', '[patient] yeah , penicillin . my lips swelled up when i was a toddler .'],
    ['a UK brand name', '[patient] yes , septrin . the co-trimoxazole . i came out in hives with it years ago .'],
  ])('keeps a drug allergy with %s (written and speech)', (_name, answer) => {
    const lines = [...GREETING, '[doctor] any allergies to medicines ?', answer];
    for (const said of [lines, [toSpeechStyle(lines.join('\n'))]]) {
      const allergies = writeHistoryLists(contextFor(said)).find((block) => block.heading === 'ALLERGIES');
      expect(allergies?.statements.map((s) => s.text).join(' ')).toMatch(
        /^Allergies: (penicillin|septrin \(bactrim\))/i,
      );
    }
  });
});

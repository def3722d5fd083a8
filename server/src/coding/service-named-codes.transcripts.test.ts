import { describe, expect, it } from 'vitest';
import { bothWays, icd10Of, visit } from './transcript-codes.test-kit';

const categories = (text: string) => icd10Of(text).map((code) => code.slice(0, 3));

// A condition said only as the name of a service, as the joint it is named after, or as what would explain the
// symptoms is nobody's diagnosis; the same condition stated of the patient elsewhere is still coded.
describe('conditions said as a service, an anatomy or a would-be cause', () => {
  const notCoded: ReadonlyArray<readonly [string, string, string]> = [
    [
      'a referral to a jaw joint specialist',
      visit('[patient] my jaw aches after a long day .', '[doctor] i will send you to a tmj specialist for a look .'),
      'M26',
    ],
    [
      'a jaw joint clinic',
      visit('[patient] my jaw aches in the mornings .', '[doctor] the tmj clinic at the hospital takes referrals .'),
      'M26',
    ],
    [
      'a breathing clinic for a cough',
      visit('[patient] i have had a cough for two weeks .', '[doctor] the asthma clinic runs on fridays if needed .'),
      'J45',
    ],
    [
      'a gout specialist for a sore toe',
      visit('[patient] my big toe was sore last week .', '[doctor] a gout specialist could see you if it returns .'),
      'M10',
    ],
    [
      'a headache team',
      visit('[patient] i keep getting headaches .', '[doctor] the migraine team will write to you with a date .'),
      'G43',
    ],
    [
      'the jaw joint named in the exam',
      visit('[patient] my jaw hurts .', '[doctor] let me feel , your tmj is tender on the left side .'),
      'M26',
    ],
    [
      'a ureter stone as what would explain the pain',
      visit(
        '[patient] i have pain in my side .',
        '[doctor] a stone in the ureter would cause this , but the scan is clear .',
      ),
      'N20',
    ],
    [
      'kidney stones as what would explain the pain',
      visit('[patient] the pain comes in waves .', '[doctor] kidney stones would explain that , so we will check .'),
      'N20',
    ],
  ];
  for (const [name, transcript, category] of notCoded)
    it(`does not code ${name} (${category}), written and spoken`, () => {
      for (const text of bothWays(transcript)) expect(categories(text)).not.toContain(category);
    });

  const stillCoded: ReadonlyArray<readonly [string, string, string]> = [
    [
      'a jaw joint disorder stated and referred',
      visit(
        '[doctor] the clicking when you chew is tmj .',
        '[doctor] i will send you to a tmj specialist for a splint .',
      ),
      'M26',
    ],
    [
      'a jaw joint disorder the patient has',
      visit('[patient] my jaw locks sometimes .', '[doctor] you have tmj , a soft diet will help .'),
      'M26',
    ],
    [
      'asthma stated and the asthma nurse',
      visit('[doctor] your asthma is not well controlled .', '[doctor] the asthma nurse will review your inhaler .'),
      'J45',
    ],
    [
      'gout diagnosed before the specialist',
      visit('[doctor] this is gout in your big toe .', '[doctor] a gout specialist could see you if it returns .'),
      'M10',
    ],
    [
      'a kidney stone seen on the scan',
      visit('[doctor] the scan shows a kidney stone .', '[doctor] that would cause the pain you have .'),
      'N20',
    ],
    [
      "the patient's own diabetes as the cause",
      visit('[patient] my feet tingle at night .', '[doctor] your diabetes would explain the tingling in your feet .'),
      'E11',
    ],
  ];
  for (const [name, transcript, category] of stillCoded)
    it(`still codes ${name} (${category}), written and spoken`, () => {
      for (const text of bothWays(transcript)) expect(categories(text)).toContain(category);
    });
});

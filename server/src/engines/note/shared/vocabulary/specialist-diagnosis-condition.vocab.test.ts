import { describe, expect, it } from 'vitest';
import { suggestCodes } from '../../../../coding/code-suggester';
import { toSpeechStyle } from '../speech-style';
import { analyzeTranscript } from '../analysis/transcript-analyzer';

const codesOf = (text: string) => {
  const analysis = analyzeTranscript(text);
  return suggestCodes(
    analysis.findings.filter((finding) => finding.assertion !== 'negated'),
    analysis.encounter,
  ).map((code) => code.code);
};

// Each diagnosis told to the patient as the clinician's finding, and the code it should get.
const told: ReadonlyArray<[string, string]> = [
  ['[doctor] the scan shows an osteochondritis dissecans lesion in the joint .', 'M93.20'],
  ['[doctor] the lower sex drive is most likely from the new tablets .', 'R68.82'],
  ['[doctor] her hamstrings are tight , which is why she struggles to straighten her legs .', 'M62.89'],
  ['[doctor] there is some hypergranulation tissue around the edge of the wound .', 'L92.9'],
  ['[doctor] the ultrasound shows a stone in your right ureter .', 'N20.1'],
  ['[doctor] your iron stores are low , so it is iron deficiency without anaemia .', 'E61.1'],
  ['[doctor] your folate is low too , so we will give you some tablets .', 'E53.8'],
  ['[doctor] the swelling at the back of your elbow is olecranon bursitis .', 'M70.20'],
  ['[doctor] the spots on his legs are henoch schonlein purpura .', 'D69.0'],
  ['[doctor] the smooth patches on your tongue are geographic tongue , nothing to worry about .', 'K14.1'],
  ['[doctor] the yellow patches by your eyes are xanthelasma .', 'H02.60'],
  ['[doctor] the leaking when you get the urge is urge incontinence .', 'N39.41'],
  ['[doctor] so you are iron deficient , but your blood count is fine .', 'E61.1'],
  ['[doctor] your folate is a little low as well .', 'E53.8'],
  ['[doctor] you came in about the libido problems since the new tablet .', 'R68.82'],
  ['[doctor] the raised bilirubin is gilbert syndrome , it is harmless .', 'E80.4'],
  ['[doctor] the swollen ankles are from chronic venous insufficiency .', 'I87.2'],
];

describe('diagnoses of short specialist and GP consultations', () => {
  it.each(told)('codes %s as %s, written', (text, code) => {
    expect(codesOf(text)).toContain(code);
  });

  it.each(told)('codes %s as %s, spoken', (text, code) => {
    expect(codesOf(toSpeechStyle(text))).toContain(code);
  });

  it('does not code iron deficiency without anaemia as anaemia', () => {
    const said = '[doctor] your iron stores are low , so it is iron deficiency without anaemia .';
    expect(codesOf(said).filter((code) => code.startsWith('D50'))).toEqual([]);
  });

  it('does not add iron deficiency beside iron deficiency anaemia', () => {
    const said = '[doctor] your ferritin is very low , so it is iron deficiency , in fact iron deficiency anaemia .';
    const codes = codesOf(said);
    expect(codes).toContain('D50.9');
    expect(codes).not.toContain('E61.1');
  });

  it('codes a finding a clinician points a colleague to ("if you see here"), which is no condition on it', () => {
    const shown = '[doctor] so if you see here , there is some hypergranulation tissue along the graft edge .';
    expect(codesOf(shown)).toContain('L92.9');
    expect(codesOf(toSpeechStyle(shown))).toContain('L92.9');
  });

  it('reads the joint initials as the jaw joint disorder', () => {
    const said = '[doctor] the clicking when you chew is tmj , and a night guard will help .';
    expect(codesOf(said).some((code) => code.startsWith('M26.6'))).toBe(true);
  });

  it('codes none of them when denied or a relative has it', () => {
    const others = [
      '[doctor] you do not have osteochondritis dissecans , the scan is normal .',
      '[patient] my brother has gilbert syndrome .',
      '[doctor] any geographic tongue in the family ?\n[patient] my mum has it .',
      '[doctor] do you leak when you get the urge ?\n[patient] no , no urge incontinence .',
    ];
    for (const text of others) {
      for (const form of [text, toSpeechStyle(text)]) {
        expect(codesOf(form).filter((code) => /^(M93|E80|K14|N39)/.test(code))).toEqual([]);
      }
    }
  });
});

describe('no code where nobody has the problem', () => {
  const none: ReadonlyArray<[string, RegExp]> = [
    ['[doctor] keep stretching every day to avoid tight hamstrings .', /^M62/],
    ['[doctor] drink plenty of water to avoid dehydration on the hike .', /^E86/],
    ['[doctor] toe walking is a normal phase at his age .', /^R26/],
  ];
  it.each(none)('codes nothing for %s, written and spoken', (text, code) => {
    for (const form of [text, toSpeechStyle(text)]) {
      expect(codesOf(form).filter((c) => code.test(c))).toEqual([]);
    }
  });
});

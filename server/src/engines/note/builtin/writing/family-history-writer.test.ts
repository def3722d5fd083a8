import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeSubjective } from './subjective-writer';
import { contextFor } from './writer-test-kit';

const VISIT = [
  '[doctor] katherine is a 2 year old female here for a kidney screening .',
  '[patient_guest] yes , she is two next month .',
  '[doctor] is she your first baby ?',
  '[patient_guest] no , i have a son also who is nine .',
  '[patient_guest] he also has autism .',
  '[doctor] okay .',
  '[patient_guest] she was born early and she had trouble eating .',
  '[doctor] anybody in the family with kidney failure , dialysis or transplant ?',
  '[patient_guest] no .',
  '[doctor] okay .',
];

const sectionsOf = (lines: readonly string[]) => {
  const subjective = writeSubjective(contextFor(lines));
  const byHeading = new Map<string, string>();
  let heading = '';
  for (const draft of subjective.blocks) {
    heading = draft.heading ?? heading;
    byHeading.set(heading, `${byHeading.get(heading) ?? ''} ${draft.statements.map((s) => s.text).join(' ')}`);
  }
  return byHeading;
};

describe('family history', () => {
  it("writes another person's illness and a denied family history under FAMILY HISTORY (written)", () => {
    const sections = sectionsOf(VISIT);
    // Autism is a named condition, so the relative's line is written from the finding rather than copied.
    expect(sections.get('FAMILY HISTORY')).toMatch(/son also\b.*\bautism\./);
    expect(sections.get('FAMILY HISTORY')).toMatch(/No family history of kidney failure\./);
    expect(sections.get('HISTORY OF PRESENT ILLNESS') ?? '').not.toMatch(/autism/);
  });

  it("writes another person's illness under FAMILY HISTORY (speech)", () => {
    const sections = sectionsOf([toSpeechStyle(VISIT.join('\n'))]);
    expect(sections.get('HISTORY OF PRESENT ILLNESS') ?? '').not.toMatch(/autism/);
  });

  it('leaves what another person said or did in the story', () => {
    const sections = sectionsOf([
      '[doctor] what brings you in today ?',
      '[patient] my knee has been hurting for a week .',
      '[patient] my doctor saw me and she told me to take ibuprofen for the pain .',
      '[doctor] okay .',
    ]);
    expect(sections.get('FAMILY HISTORY')).toBeUndefined();
  });
});

describe('a relative’s medicine', () => {
  const visit = [
    '[doctor] what can i do for you today ?',
    '[patient] i have had a cough for a week .',
    '[doctor] do you take any medicines ?',
    '[patient] just ramipril .',
    '[doctor] anything in the family ?',
    '[patient] my brother has epilepsy . he is on lamotrigine .',
    '[doctor] okay .',
  ];
  for (const [style, lines] of [
    ['written', visit],
    ['speech', [toSpeechStyle(visit.join('\n'))]],
  ] as const) {
    it(`goes to FAMILY HISTORY, not the drug history or the story (${style})`, () => {
      const sections = sectionsOf(lines);
      expect(sections.get('FAMILY HISTORY')).toMatch(/lamotrigine/);
      for (const [heading, text] of sections) if (heading !== 'FAMILY HISTORY') expect(text).not.toMatch(/lamotrigine/);
    });
  }
});

describe('a relative’s illness cut off in speech', () => {
  const visit = [
    '[doctor] hello , how can i help ?',
    '[patient] my son has had earache since last night , he keeps pulling at his ear .',
    '[doctor] anything that runs in the family ?',
    '[patient] um his dad had an operation on his ears when he was small because of glue ear .',
    '[doctor] okay .',
  ];
  for (const [style, lines] of [
    ['written', visit],
    ['speech', [toSpeechStyle(visit.join('\n'))]],
  ] as const) {
    it(`writes it with the piece that names the relative under FAMILY HISTORY (${style})`, () => {
      const sections = sectionsOf(lines);
      expect(sections.get('FAMILY HISTORY')).toMatch(/dad had an operation.*glue ear/);
      expect(sections.get('HISTORY OF PRESENT ILLNESS') ?? '').not.toMatch(/glue ear|dad/);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeAssessmentAndPlan } from './assessment-plan-writer';
import { contextFor } from './writer-test-kit';

const sections = (lines: readonly string[]) => {
  const [assessment, plan] = writeAssessmentAndPlan(contextFor(lines));
  const text = (blocks: typeof assessment.blocks) =>
    blocks.flatMap((block) => block.statements.map((s) => s.text)).join(' ');
  return { assessment: text(assessment.blocks), plan: text(plan.blocks) };
};

const speech = (lines: readonly string[]) => [toSpeechStyle(lines.join('\n'))];

// A clinician's hedged opinion with no plan talk at all.
const hedged = [
  '[doctor] what i feel is that you might have some memory loss from all the pressure at work .',
  '[patient] that could be it .',
];

// The diagnosis said in plain words after a few questions.
const plainWords = [
  '[doctor] any fever at all ?',
  '[patient] no .',
  '[doctor] so it looks like you have stones in the common bile duct .',
  '[patient] oh , okay .',
];

describe('the Assessment of a short excerpt without a plan phase', () => {
  it('gives a hedged impression as possible, not as certain', () => {
    expect(sections(hedged).assessment).toBe('Possible memory loss.');
  });

  it('gives a hedged impression from speech-style text too', () => {
    expect(sections(speech(hedged)).assessment).toBe('Possible memory loss.');
  });

  it('names a diagnosis the clinician said in plain words', () => {
    expect(sections(plainWords).assessment).toMatch(/^Common bile duct stones\./);
    expect(sections(speech(plainWords)).assessment).toMatch(/^Common bile duct stones\./);
  });

  it('leaves out a symptom the clinician only asked about or the patient denied', () => {
    expect(sections(plainWords).assessment).not.toMatch(/fever/i);
  });

  it('does not make a symptom the patient reports into an assessment', () => {
    const reported = ['[patient] i keep forgetting things lately .', '[doctor] okay , thank you for telling me .'];
    expect(sections(reported).assessment).toBe('');
    expect(sections(speech(reported)).assessment).toBe('');
  });
});

// A short excerpt that never leaves the history: the clinician's plan is said there.
const historyOnly = [
  '[doctor] we could not find what is causing the belly ache yet .',
  '[doctor] we will do a few more tests next week .',
  '[patient] can you give me something for it ?',
  '[doctor] yes , i will write a prescription for the nausea .',
];

describe('the Plan of an excerpt that is all history', () => {
  it('takes the tests and the prescription the clinician said', () => {
    const { plan } = sections(historyOnly);
    expect(plan).toMatch(/few more tests/);
    expect(plan).toMatch(/write a prescription/);
  });

  it('takes them from speech-style text too', () => {
    const { plan } = sections(speech(historyOnly));
    expect(plan).toMatch(/few more tests/);
    expect(plan).toMatch(/write a prescription/);
  });

  it('writes a work-up to rule something out as testing, keeping the problem being worked up', () => {
    const workUp = ['[doctor] we will rule out a heart cause while evaluating your jaw pain .', '[patient] okay .'];
    const [, plan] = writeAssessmentAndPlan(contextFor(workUp));
    expect(plan.blocks.find((block) => block.label === 'Additional Testing')).toBeDefined();
  });

  it('writes no exam remark as the Assessment when the plan is missing', () => {
    const exam = [
      '[doctor] how long has the rash been there ?',
      '[patient] two days .',
      '[doctor] okay , let me take a look at him now .',
      '[doctor] the skin looks fine otherwise .',
    ];
    expect(sections(exam).assessment).not.toMatch(/take a look/i);
  });
});

// A diagnosis the condition vocabulary does not name, given in one clinician turn of a short excerpt.
const unnamedDiagnosis = [
  '[patient] the skin around my fingernail is red and throbbing since i cut it on friday .',
  '[doctor] you have an infection of the nail fold that has spread .',
  '[patient] will it get better on its own ?',
];

// The cause of a symptom left open, with tests planned.
const causeOpen = [
  '[doctor] your scans came back and we were not able to find the cause of your dizziness .',
  '[doctor] we will do a few more tests next week .',
  '[patient] okay , thank you .',
];

// A known problem read out and confirmed, and one recalled from long ago.
const readOut = [
  '[doctor] and you have a history of gout , right ?',
  '[patient] that sounds right .',
  '[doctor] and they diagnosed you with asthma many years ago , right ?',
  '[patient] yes .',
];

describe("the Assessment in the clinician's words when the vocabulary has no name for it", () => {
  it('writes the sentence that gives the diagnosis, written and spoken', () => {
    expect(sections(unnamedDiagnosis).assessment).toMatch(/^The patient has an infection of the nail fold/);
    expect(sections(speech(unnamedDiagnosis)).assessment).toMatch(/^The patient has an infection of the nail fold/);
  });

  it('writes a cause not found as the assessment, with the tests as the plan', () => {
    for (const said of [causeOpen, speech(causeOpen)]) {
      const { assessment, plan } = sections(said);
      expect(assessment).toMatch(/not able to find the cause of their dizziness/);
      expect(plan).toMatch(/few more tests/);
    }
  });

  it('writes no disorder that is only guarded against or asked about', () => {
    const guarded = [
      '[patient] what is that cream for ?',
      '[doctor] we give the cream to prevent infection of the skin after the procedure .',
      '[doctor] call us if you have a reaction to the dressing .',
    ];
    expect(sections(guarded).assessment).toBe('');
    expect(sections(speech(guarded)).assessment).toBe('');
  });

  it('writes no explanation of a word the patient asked about', () => {
    const explained = [
      '[doctor] do you know if you have psoriasis ?',
      "[patient] what's that ?",
      '[doctor] it is a skin disease with scaly patches .',
      '[patient] i do not think so .',
    ];
    expect(sections(explained).assessment).toBe('');
  });

  it('keeps the side of a symptom a cause is given for', () => {
    const side = [
      '[patient] my left shoulder has hurt for weeks .',
      '[doctor] that left shoulder pain could well be due to a rotator cuff impingement .',
      '[patient] okay .',
    ];
    expect(sections(side).assessment).toMatch(/left shoulder pain/i);
    expect(sections(speech(side)).assessment).toMatch(/left shoulder pain/i);
  });
});

describe('a known problem the patient confirmed', () => {
  it('is the Assessment, written as history, while a diagnosis recalled from years ago is not', () => {
    for (const said of [readOut, speech(readOut)]) {
      const { assessment } = sections(said);
      expect(assessment).toMatch(/History of gout\./);
      expect(assessment).not.toMatch(/asthma/i);
    }
  });

  it('is not written when the patient says no', () => {
    const denied = ['[doctor] and you have a history of gout , right ?', '[patient] no , never .'];
    expect(sections(denied).assessment).toBe('');
    expect(sections(speech(denied)).assessment).toBe('');
  });
});

describe('a symptom a treatment is said to be for', () => {
  it('is assessed, written and spoken', () => {
    const treated = [
      '[patient] my lower back aches every morning .',
      '[doctor] please do visit the rehab unit for physical therapy twice a week .',
      '[patient] yes , i will .',
      '[doctor] that will help your lower back pain .',
      '[patient] i hope so too .',
    ];
    expect(sections(treated).assessment).toMatch(/Lower back pain\./);
    expect(sections(speech(treated)).assessment).toMatch(/Lower back pain\./);
  });
});

// A short excerpt where the clinician reads out a test result that names the problem, in words the vocabulary lacks.
const resultRead = [
  '[doctor] any fever at all ?',
  '[patient] no , none .',
  '[doctor] okay . the scan found a small cyst on the tendon sheath .',
  '[patient] what can we do about it ?',
];

describe('the Assessment of an excerpt where the clinician reads out a result', () => {
  it('gives the result that names a disorder as the assessment, written and spoken', () => {
    expect(sections(resultRead).assessment).toMatch(/found a small cyst/);
    expect(sections(speech(resultRead)).assessment).toMatch(/found a small cyst/);
  });

  it('gives it as the assessment though the Results write it too', () => {
    const named = [
      '[doctor] any vomiting ?',
      '[patient] no .',
      '[doctor] thanks for coming back in today . the ultrasound showed a small cyst in the tendon sheath .',
      '[patient] is that bad ?',
    ];
    // Written only: unpunctuated, the result runs on from the patient's answer and is not the clinician's (left open).
    expect(sections(named).assessment).toMatch(/ultrasound showed a small cyst/);
  });

  it('does not make a normal result into an assessment', () => {
    const normal = ['[doctor] the scan showed no cyst at all .', '[patient] oh good .'];
    expect(sections(normal).assessment).toBe('');
    expect(sections(speech(normal)).assessment).toBe('');
  });
});

describe('a result that is no present diagnosis', () => {
  const cases: ReadonlyArray<[string, readonly string[]]> = [
    ['one that may come', ['[doctor] the mri might show a tear in the meniscus .', '[patient] okay .']],
    ['an old one', ['[doctor] the scan from last year showed a small cyst on the tendon .', '[patient] okay .']],
    [
      'one since healed',
      ['[doctor] the old mri showed a tear in the cartilage , which has healed .', '[patient] yes .'],
    ],
    ['one since gone', ['[doctor] the scan shows the stone has passed .', '[patient] good .']],
  ];
  it.each(cases)('does not make a result %s into an assessment, written and spoken', (_, lines) => {
    expect(sections(lines).assessment).toBe('');
    expect(sections(speech(lines)).assessment).toBe('');
  });
});

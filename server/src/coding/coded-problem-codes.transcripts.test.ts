import { describe, expect, it } from 'vitest';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

/** Diagnoses the vocabulary lacked until now: each reaches its exact code, and only when the patient has it. */
describe('newly coded problems, written and spoken', () => {
  codesEachCase(
    [
      [
        'a selective antibody deficiency',
        visit(
          '[doctor] Your blood tests came back and they show an IgA deficiency.',
          '[patient] Is that serious?',
          '[doctor] Usually not. We will watch for repeated chest infections.',
        ),
        'D80.2',
      ],
      [
        'tics expected to pass',
        visit(
          '[patient] He keeps blinking and shrugging his shoulder, it started in the spring.',
          '[doctor] These look like transient tics. Most children grow out of them inside a year.',
        ),
        'F95.0',
      ],
      [
        'a wrist fracture named after Colles, on the side the patient said',
        visit(
          '[patient] I slipped on the ice and now I have pain in my right wrist.',
          '[doctor] The x-ray shows a Colles fracture. We will put you in a cast.',
        ),
        'S52.531A',
      ],
      [
        'floaters the doctor takes up',
        visit(
          '[patient] I keep seeing little floaters, like threads drifting across.',
          '[doctor] Any flashes or a dark curtain?',
          '[patient] No.',
          '[doctor] Floaters like these are usually harmless, but get an optician to check the back of the eye.',
        ),
        'H43.399',
      ],
      [
        'a benign prostatic enlargement',
        visit(
          '[patient] I am up three times a night to pass water.',
          '[doctor] At your age the likeliest cause is benign prostatic enlargement. I will start tamsulosin.',
        ),
        'N40.0',
      ],
    ],
    it,
    (codes, code) => expect(codes).toContain(code),
  );

  it('codes no antibody deficiency a relative has or the tests ruled out', () => {
    const relative = visit(
      '[patient] My sister was told she has an IgA deficiency.',
      '[doctor] Yours came back normal, so there is no deficiency for you.',
    );
    for (const text of bothWays(relative)) expect(icd10Of(text)).not.toContain('D80.2');
  });

  it('reads a weak urine stream as a urinary symptom, never as generalised weakness', () => {
    const transcript = visit(
      '[doctor] When you pass water, is the flow weaker than before?',
      '[patient] It is weak, more of a dribble than a stream these days.',
      '[doctor] So a weak stream and getting up at night. I think your prostate has enlarged, it is benign prostatic enlargement.',
    );
    const [written] = bothWays(transcript);
    expect(icd10Of(written!)).not.toContain('R53.1');
    for (const text of bothWays(transcript)) expect(icd10Of(text)).toContain('N40.0');
  });
});

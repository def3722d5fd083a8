import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeAssessmentAndPlan } from './assessment-plan-writer';
import { writeHpi } from './hpi-writer';
import { leftForAssessmentAndPlan, plansSomething } from './plan-fallback';
import { contextFor } from './writer-test-kit';

const hpiText = (lines: readonly string[]) =>
  writeHpi(contextFor(lines), [])
    .flatMap((block) => block.statements.map((s) => s.text))
    .join(' ');

// An excerpt that is all history: the clinician's opinion and plan are said among the questions.
const excerpt = [
  '[patient] the itch on my arms keeps me awake at night .',
  '[doctor] what i feel is you might have eczema on both arms .',
  '[doctor] i will write a prescription for a steroid ointment .',
];

describe('an excerpt that never leaves the history', () => {
  it('keeps the clinician opinion and plan out of the HPI, the patient story in it', () => {
    const hpi = hpiText(excerpt);
    expect(hpi).toMatch(/itch/);
    expect(hpi).not.toMatch(/eczema|prescription/);
  });

  it('does the same with speech-style text', () => {
    const hpi = hpiText([toSpeechStyle(excerpt.join('\n'))]);
    expect(hpi).not.toMatch(/prescription/);
  });

  it('leaves the history of a full visit to the HPI as before', () => {
    const visit = [
      '[doctor] i will write a prescription for a steroid ointment .',
      '[doctor] let me examine your arms .',
      '[doctor] on exam , there is dry skin on both forearms .',
    ];
    const context = contextFor(visit);
    expect(leftForAssessmentAndPlan(context, context.sentences[0]!)).toBe(false);
  });
});

const planOf = (lines: readonly string[]) => {
  const [, plan] = writeAssessmentAndPlan(contextFor(lines));
  return plan.blocks.flatMap((block) => block.statements.map((s) => s.text)).join(' ');
};
const spoken = (lines: readonly string[]) => [toSpeechStyle(lines.join('\n'))];

describe('plans said in words the plan cues missed', () => {
  it('takes rebooking a missed appointment as the plan, written and spoken', () => {
    const rebooking = [
      '[doctor] your blood pressure looks a lot better than last time .',
      '[patient] that is good to hear .',
      '[doctor] you missed the cardiology appointment , so we need to reschedule the appointment for this week .',
      '[patient] i will do that today .',
    ];
    expect(planOf(rebooking)).toMatch(/reschedule the appointment/);
    expect(planOf(spoken(rebooking))).toMatch(/reschedule the appointment/);
  });

  it('takes a procedure offered with a question mark as the plan, written and spoken', () => {
    const offered = [
      '[patient] my thumb keeps catching when i bend it in the morning .',
      '[doctor] it is trigger thumb .',
      '[doctor] we can proceed with an injection into the tendon sheath ?',
      '[patient] could you explain the risks of that first ?',
    ];
    expect(planOf(offered)).toMatch(/proceed with an injection/);
    expect(planOf(spoken(offered))).toMatch(/proceed with an injection/);
  });

  it('takes a medicine sent to the pharmacy as treatment', () => {
    const sent = [
      '[patient] the skin between my toes is itchy and peeling .',
      '[doctor] it is called athlete foot .',
      '[doctor] i will send the cream to your pharmacy and you put it on twice a day .',
      '[patient] thanks .',
    ];
    expect(planOf(sent)).toMatch(/send the cream to the patient's pharmacy/);
    expect(planOf(spoken(sent))).toMatch(/send the cream to the patient's pharmacy/);
  });

  it('takes no real question, and no going on to the exam, as the plan', () => {
    const asked = [
      '[doctor] do you want to go ahead with the exam ?',
      '[patient] sure .',
      '[doctor] let us proceed with the exam then .',
      '[patient] okay .',
    ];
    expect(planOf(asked)).toBe('');
    expect(planOf(spoken(asked))).toBe('');
  });

  it('takes further work-up named without a test as the plan, written and spoken', () => {
    const workUp = [
      '[doctor] i think you have a strained muscle in the upper back from the move .',
      '[patient] yeah , it has been sore .',
      '[doctor] i will do further evaluation and treatment once the swelling settles down .',
      '[patient] okay .',
    ];
    expect(planOf(workUp)).toMatch(/further evaluation and treatment/);
    expect(planOf(spoken(workUp))).toMatch(/further evaluation and treatment/);
  });

  it('takes an instruction opened with "yes, please do" as the plan, written and spoken', () => {
    const polite = [
      '[patient] my lower back aches every morning .',
      '[doctor] yes , please do visit the rehab unit for physical therapy twice a week .',
      '[patient] yes , i will .',
    ];
    expect(planOf(polite)).toMatch(/visit the rehab unit/);
    expect(planOf(spoken(polite))).toMatch(/visit the rehab unit/);
  });

  it('takes "let me know if" and a course of medicine as the plan, written and spoken', () => {
    const course = [
      '[doctor] this is a bacterial infection of the throat .',
      '[doctor] i would like you to take a course of antibiotics for ten days .',
      '[patient] okay .',
      '[doctor] please let me know if the fever comes back or you get worse .',
    ];
    for (const said of [course, spoken(course)]) {
      expect(planOf(said)).toMatch(/course of antibiotics/);
      expect(planOf(said)).toMatch(/let me know if the fever/);
    }
  });
});

describe('advice going back to an earlier dose', () => {
  const sentenceOf = (line: string) => contextFor([line]).sentences[0]!;
  const written = '[doctor] I would also recommend we lower your dose back to your previous amount.';

  it('plans something, written and as speech', () => {
    for (const line of [written, toSpeechStyle(written)]) expect(plansSomething(sentenceOf(line))).toBe(true);
  });

  it('leaves a recall of what was recommended before as no plan', () => {
    const recalled = '[doctor] Last time you said the dose the other doctor recommended was too high.';
    for (const line of [recalled, toSpeechStyle(recalled)]) expect(plansSomething(sentenceOf(line))).toBe(false);
  });
});

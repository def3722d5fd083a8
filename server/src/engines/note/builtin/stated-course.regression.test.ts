import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Short excerpts where the clinician gives a hedged working diagnosis ("the patient has possible …") or recommends
 * a course by what it would do ("he would benefit from …"), with no plan phase: the Assessment and the Plan hold
 * them in the clinician's words, and a possibility only guarded against is no diagnosis.
 */
interface CourseCase {
  name: string;
  said: string[];
  assessment?: RegExp;
  notAssessment?: RegExp;
  plan?: RegExp;
  styles: ReadonlyArray<'written' | 'speech'>;
}

const CASES: CourseCase[] = [
  {
    name: 'a hedged working diagnosis told to a colleague',
    said: [
      '[doctor] the patient has possible gas in the soft tissue of the left thigh.',
      '[doctor_2] how old is he?',
      '[doctor] forty one.',
    ],
    assessment: /possible gas in the soft tissue/i,
    styles: ['written', 'speech'],
  },
  {
    name: 'a hedge said only as a condition to watch for',
    said: [
      '[doctor] your wound looks clean today.',
      '[doctor] if he has possible redness spreading up the leg, call us.',
      '[patient] okay.',
    ],
    notAssessment: /redness/i,
    styles: ['written', 'speech'],
  },
  {
    name: 'a course recommended by what it would do',
    said: [
      '[patient] my daughter keeps tripping over her left foot, doctor.',
      '[doctor] okay, let me see her walk.',
      '[doctor] i think she would benefit from a custom ankle foot orthosis for the left side.',
      '[patient] okay, we can do that.',
    ],
    plan: /ankle foot orthosis/i,
    styles: ['written'],
  },
  {
    name: "the listener's own test read out after an answer",
    said: [
      '[doctor] let me feel your tummy. it is tender on the right side under the ribs.',
      '[patient] is it the stones?',
      '[doctor] i think so, mary. your ultrasound in june showed stones blocking the bile duct.',
      '[patient] what happens now?',
    ],
    assessment: /stones blocking the bile duct/i,
    styles: ['written', 'speech'],
  },
];

const RENDER = { written: (text: string) => text, speech: toSpeechStyle } as const;

describe.each(CASES.map((c) => [c.name, c] as const))('stated course: %s', (_name, visit) => {
  it.each(visit.styles.map((style) => [style] as const))('%s', async (style) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: RENDER[style](visit.said.join('\n')) });
    if (visit.assessment) expect(note.assessment).toMatch(visit.assessment);
    if (visit.notAssessment) expect(note.assessment).not.toMatch(visit.notAssessment);
    if (visit.plan) expect(note.plan).toMatch(visit.plan);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../shared/speech-style';
import { BuiltinNoteEngine } from './builtin-note.engine';

/**
 * Short excerpts where the clinician names a diagnosis and says no plan, run as written and as a speech
 * recogniser gives them: the Assessment holds what the clinician named, in the clinician's words, and nothing
 * the clinician did not say.
 */
interface AssessmentCase {
  name: string;
  said: string[];
  assessment: RegExp[];
  notAssessment?: RegExp[];
}

const CASES: AssessmentCase[] = [
  {
    name: 'a diagnosis the vocabulary does not know, named with "we call it"',
    said: [
      '[patient] what is going on with my thumb?',
      '[doctor] so we call it gamekeeper thumb. the ligament at the base of the thumb is stretched.',
    ],
    assessment: [/gamekeeper thumb/i],
  },
  {
    name: 'a diagnosis made by another clinician, reported back',
    said: [
      '[doctor] how was your visit with the neurologist?',
      '[patient] fine.',
      '[doctor] it seems they diagnosed you with essential tremor. any questions about that?',
      '[patient] no, she went over it with me.',
    ],
    assessment: [/essential tremor/i],
  },
  {
    name: 'a suspicion the clinician is unsure of',
    said: [
      '[doctor] this is mister lee, fifty two, with pain in the left calf.',
      '[doctor] i am suspecting a popliteal cyst but that is not certain yet.',
    ],
    assessment: [/popliteal cyst/i],
  },
  {
    name: 'a diagnosis recalled from years ago is history, not the assessment',
    said: [
      '[doctor] what brings you in?',
      '[patient] my cough is back.',
      '[doctor] they diagnosed you with asthma many years ago, right?',
      '[patient] yes.',
    ],
    assessment: [],
    notAssessment: [/asthma/i],
  },
];

describe.each(CASES.map((c) => [c.name, c] as const))('short assessment: %s', (_name, visit) => {
  const styles = { written: (text: string) => text, speech: toSpeechStyle };
  it.each(Object.entries(styles))('%s', async (_style, render) => {
    const note = await new BuiltinNoteEngine().generate({ transcript: render(visit.said.join('\n')) });
    for (const pattern of visit.assessment) expect(note.assessment).toMatch(pattern);
    for (const pattern of visit.notAssessment ?? []) expect(note.assessment).not.toMatch(pattern);
  });
});

import { describe, expect, it } from 'vitest';
import { trackPhases, type PhaseInput } from './phase-tracker';
import { tokenizeWords } from './word-tokenizer';
import { toSpeechStyle } from '../speech-style';

const doctor = (text: string, isQuestion = false): PhaseInput => ({
  tokens: tokenizeWords(text),
  speaker: 'doctor',
  isQuestion,
});
const patient = (text: string): PhaseInput => ({ tokens: tokenizeWords(text), speaker: 'patient', isQuestion: false });

describe('trackPhases', () => {
  it('moves from history through exam and results to plan', () => {
    const phases = trackPhases([
      doctor('what brings you in', true),
      patient('my knee hurts'),
      doctor('how long', true),
      patient('a week'),
      doctor('any fever', true),
      patient('no'),
      doctor('okay let me do a quick physical exam'),
      doctor('your knee is swollen'),
      doctor('the x-ray shows no fracture'),
      doctor('so for your knee pain i think this is a sprain'),
      patient('okay'),
    ]);
    expect(phases).toEqual([
      'history',
      'history',
      'history',
      'history',
      'history',
      'history',
      'exam',
      'exam',
      'results',
      'plan',
      'plan',
    ]);
  });

  it('does not move on questions, patient words or weak plan cues during history', () => {
    const phases = trackPhases([
      doctor('hello there'),
      doctor('so for your diabetes how are the sugars', true),
      patient('my assessment is that i am fine'),
      doctor('and for your blood pressure you take lisinopril'),
      doctor('good'),
      doctor('good'),
      doctor('good'),
      doctor('good'),
    ]);
    expect(phases.every((phase) => phase === 'history')).toBe(true);
  });

  it('moves to the plan when the clinician starts a medicine or orders a test after the exam', () => {
    const phases = trackPhases([
      doctor('hello'),
      patient('my stomach hurts'),
      doctor('okay'),
      patient('yes'),
      doctor('good'),
      doctor('good'),
      doctor('let me examine your belly'),
      doctor('your abdomen is soft'),
      doctor('i need you to start omeprazole every morning'),
      doctor('and we will schedule an ultrasound'),
    ]);
    expect(phases.slice(6)).toEqual(['exam', 'exam', 'plan', 'plan']);
  });

  const FINGER_VISIT: ReadonlyArray<readonly ['doctor' | 'patient', string]> = [
    ['doctor', 'Hello.'],
    ['patient', 'My finger hurts.'],
    ['doctor', 'Okay.'],
    ['patient', 'Yes.'],
    ['doctor', 'Good.'],
    ['doctor', 'Good.'],
    ['doctor', "Let's do your exam."],
    ['doctor', 'You have some tenderness over the tip of your finger.'],
    ['doctor', 'So, the diagnosis would be a right hand, uh, index finger contusion.'],
    ['doctor', "So, I would recommend we get you a, uh, foam splint and we'll get you some Motrin."],
  ];
  const phasesOf = (render: (text: string) => string) =>
    trackPhases(
      FINGER_VISIT.map(([speaker, text]) => (speaker === 'patient' ? patient(render(text)) : doctor(render(text)))),
    );

  it('moves to the plan on a diagnosis or a recommendation said after the exam (written)', () => {
    expect(phasesOf((text) => text).slice(6)).toEqual(['exam', 'exam', 'plan', 'plan']);
  });

  it('moves to the plan on a diagnosis or a recommendation said after the exam (speech)', () => {
    expect(phasesOf(toSpeechStyle).slice(6)).toEqual(['exam', 'exam', 'plan', 'plan']);
  });

  it('moves to the plan on advice that plans care, without a named cue', () => {
    const lines = FINGER_VISIT.filter(([, text]) => !text.includes('diagnosis'));
    for (const render of [(text: string) => text, toSpeechStyle]) {
      const phases = trackPhases(
        lines.map(([speaker, text]) => (speaker === 'patient' ? patient(render(text)) : doctor(render(text)))),
      );
      expect(phases.slice(6)).toEqual(['exam', 'exam', 'plan']);
    }
  });

  it('starts the exam when the clinician says the examination findings will be called out', () => {
    const phases = trackPhases([
      doctor('hello'),
      patient('i have headaches'),
      doctor('okay'),
      patient('yes'),
      doctor('good'),
      doctor('let me take a good look at you , you will hear me calling out some details'),
      doctor('the patient is alert and oriented'),
    ]);
    expect(phases.slice(5)).toEqual(['exam', 'exam']);
  });
});

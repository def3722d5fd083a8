import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../../shared/speech-style';
import { writeObjective } from './objective-writer';
import { contextFor, GREETING } from './writer-test-kit';

const visit = [
  ...GREETING,
  '[doctor] okay , let me do a quick physical exam .',
  '[doctor] your vital signs look good .',
  '[doctor] your blood pressure is one thirty over eighty and your heart rate is seventy .',
  "[doctor] i'm going to listen to your heart .",
  '[doctor] your heart has a regular rate and rhythm with no murmurs .',
  '[doctor] on your knee exam there is swelling of the right knee .',
  '[doctor] the x-ray shows no fracture .',
];

describe('writeObjective', () => {
  it('writes vitals with numbers, exam findings by system and results, each with evidence', () => {
    const draft = writeObjective(contextFor(visit));
    const lines = draft.blocks.map((block) => [
      block.heading ?? '',
      block.label ?? '',
      block.statements.map((s) => s.text).join(' '),
    ]);
    expect(lines).toEqual([
      ['VITALS', '', 'Blood pressure: 130/80 mmHg. Heart rate: 70 bpm.'],
      [
        'PHYSICAL EXAM',
        'Cardiovascular: Auscultation of Heart',
        'The heart has a regular rate and rhythm with no murmurs.',
      ],
      ['', 'Musculoskeletal: Examination of the right knee', 'On the knee exam there is swelling of the right knee.'],
      ['RESULTS', '', 'The x-ray shows no fracture.'],
    ]);
    for (const block of draft.blocks)
      for (const statement of block.statements) expect(statement.evidence.length).toBeGreaterThan(0);
  });

  it('leaves talk of what others have or may get out of the exam, written and as speech', () => {
    const lines = [
      ...GREETING,
      '[doctor] okay , let me do a quick physical exam .',
      '[doctor] in this breast it does feel a little bit denser .',
      '[doctor] well , just like people have an increased risk of breast cancer , there is more risk for breast issues .',
    ];
    for (const context of [contextFor(lines), contextFor([toSpeechStyle(lines.join('\n'))])]) {
      const text = writeObjective(context)
        .blocks.flatMap((block) => block.statements.map((s) => s.text))
        .join(' ');
      expect(text).not.toContain('breast cancer');
    }
  });

  it('writes nothing when nothing was examined', () => {
    expect(writeObjective(contextFor(GREETING)).blocks).toEqual([]);
  });

  it('files a finding any part can show under the part examined, and reads findings said amid the history', () => {
    const draft = writeObjective(
      contextFor([
        '[doctor] any fever ?',
        '[patient] no .',
        '[doctor] your throat is red . your belly is a little tender .',
      ]),
    );
    expect(draft.blocks.map((block) => block.label)).toEqual([
      'HENT: Examination of the throat',
      'Gastrointestinal: Examination of the abdomen',
    ]);
  });
});

describe('writeObjective and the plan', () => {
  it('leaves a sentence that changes a medicine for the plan, written or unpunctuated', () => {
    const lines = [
      ...GREETING,
      '[doctor] so for your hypertension .',
      "[doctor] i want to increase your lisinopril to forty milligrams a day , just because your blood pressure's high .",
    ];
    for (const context of [contextFor(lines), contextFor([toSpeechStyle(lines.join('\n'))])]) {
      const [dose] = context.sentences.filter((s) => /lisinopril/.test(s.text));
      writeObjective(context);
      expect(context.used.has(dose!.index)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { openingStatement, writeHpi } from './hpi-writer';
import type { DraftStatement } from './note-draft';
import { toSpeechStyle } from '../../shared/speech-style';
import { contextFor, GREETING } from './writer-test-kit';

describe('openingStatement', () => {
  it('uses the dictated one-liner when there is one', () => {
    const context = contextFor(['[doctor] so , mary is a 45-year-old female who presents with a cough .']);
    expect(openingStatement(context)?.text).toBe('Mary is a 45-year-old female who presents with a cough.');
  });

  it('builds one from the chief complaint otherwise, without adding age or sex', () => {
    const context = contextFor(['[doctor] what brings you in ?', '[patient] my back hurts .']);
    expect(openingStatement(context)?.text).toBe('The patient presents today with back pain.');
  });
});

describe('writeHpi', () => {
  it('writes the story in the third person and answered questions as statements, with evidence', () => {
    const context = contextFor([
      ...GREETING,
      '[doctor] mrs. jones , what brings you in ?',
      "[patient] i've had a headache for about a week , um , mostly in the evening .",
      '[doctor] are you taking anything for it ?',
      '[patient] yes .',
      '[doctor] you know , the weather has been nice .',
    ]);
    const social: DraftStatement[] = [];
    const [hpi] = writeHpi(context, social);
    const texts = hpi!.statements.map((statement) => statement.text);
    expect(texts).toContain('She has had a headache for about a week, mostly in the evening.');
    expect(texts).toContain('She is taking anything for it.');
    expect(texts.join(' ')).not.toContain('weather');
    expect(hpi!.heading).toBe('HISTORY OF PRESENT ILLNESS');
    for (const statement of hpi!.statements) expect(statement.evidence.length).toBeGreaterThan(0);
  });

  it('does not write a list question as a statement when the patient says yes to one item and denies another', () => {
    const lines = [
      ...GREETING,
      '[doctor] what brings you in ?',
      '[patient] my ankle has been aching for a fortnight .',
      '[doctor] Are you feverish, short of breath on the hills, any nausea?',
      '[patient] A bit feverish, yes, at night.',
      '[patient] Not short of breath though.',
    ];
    for (const context of [contextFor(lines), contextFor([toSpeechStyle(lines.join('\n'))])]) {
      const texts = writeHpi(context, [])[0]!.statements.map((statement) => statement.text);
      expect(texts.join(' ')).not.toMatch(/short of breath on the hills/i);
    }
  });

  it('moves social history out of the story', () => {
    const context = contextFor([
      ...GREETING,
      '[patient] i smoke about a pack a day .',
      '[patient] my knee hurts when i walk .',
    ]);
    const social: DraftStatement[] = [];
    const [hpi] = writeHpi(context, social);
    expect(social.map((statement) => statement.text)).toEqual(['The patient smokes about a pack a day.']);
    expect(hpi!.statements.map((statement) => statement.text)).toContain("The patient's knee hurts when they walk.");
  });

  it('leaves a bare denial to the pertinent negatives', () => {
    const context = contextFor([
      '[doctor] any chest pain ?',
      '[patient] no . my chest does not hurt either .',
      '[patient] but i get short of breath on the stairs .',
    ]);
    const texts = writeHpi(context, []).flatMap((block) => block.statements.map((s) => s.text));
    expect(texts.some((text) => text.includes('does not hurt'))).toBe(false);
    expect(texts.some((text) => text.includes('short of breath on the stairs'))).toBe(true);
  });

  it('leaves a family-history listing to the family history, written and as speech', () => {
    const lines = [
      ...GREETING,
      '[patient] my knee hurts when i walk .',
      '[doctor] and do you have any medical problems ?',
      '[patient] i had my gallbladder removed .',
      '[doctor] and for family history .',
      '[doctor] it says there is high blood pressure and diabetes .',
      '[doctor] and you are allergic to penicillin ?',
      '[patient] yes .',
    ];
    const hpiOf = (context: ReturnType<typeof contextFor>) =>
      writeHpi(context, []).flatMap((block) => block.statements.map((s) => s.text));
    const written = hpiOf(contextFor(lines));
    expect(written.some((text) => text.includes('knee hurts'))).toBe(true);
    expect(written.some((text) => text.includes('diabetes'))).toBe(false);
    const speech = hpiOf(contextFor([toSpeechStyle(lines.join('\n'))]));
    expect(speech.some((text) => text.includes('diabetes'))).toBe(false);
  });

  describe('a yes taken back', () => {
    const lines = [
      ...GREETING,
      '[doctor] what brings you in ?',
      '[patient] my tummy has been upset for a month .',
      '[doctor] have you been waking at night with it ?',
      '[patient] yes . hmm , actually no , sorry . that was when i had the flu . i sleep fine .',
      '[doctor] okay .',
    ];

    it('writes no statement from a yes the patient corrects, written and as speech', () => {
      for (const said of [lines, [toSpeechStyle(lines.join('\n'))]]) {
        const text = writeHpi(contextFor(said), [])
          .flatMap((block) => block.statements.map((statement) => statement.text))
          .join(' ');
        expect(text).not.toMatch(/has been waking at night/i);
      }
    });
  });
});

describe('writeHpi: what may happen is no part of the story', () => {
  const LINES = [
    '[doctor] what brings you in ?',
    '[patient] my chest has felt tight when i climb the stairs , for about a month .',
    '[doctor] i am starting a water tablet . some people get cramps or dizziness with it .',
    '[doctor] and if you get chest pain at rest or you faint , call 999 .',
  ];
  it.each([
    ['written', LINES],
    ['speech', [toSpeechStyle(LINES.join('\n'))]],
  ])('leaves out a sentence whose every complaint is only a possibility (%s)', (_style, lines) => {
    const [hpi] = writeHpi(contextFor(lines), []);
    const story = hpi!.statements.map((statement) => statement.text).join(' ');
    expect(story).toMatch(/climb the stairs/i);
    expect(story).not.toMatch(/some people|cramps|faint/i);
  });
});

describe('writeHpi: questions are not facts', () => {
  const LINES = [
    '[doctor] tell me about the back pain .',
    '[patient] it started after gardening on saturday and it shoots down my left leg .',
    '[patient] i also get pins and needles in my left foot at night since the gardening .',
    '[patient] should i be resting it or keeping going with the back pain ?',
    '[doctor] keep moving as much as you can .',
  ];
  it.each([
    ['written', LINES],
    ['speech', [toSpeechStyle(LINES.join('\n'))]],
  ])('leaves out the clinician’s request to tell and the patient’s own question (%s)', (_style, lines) => {
    const [hpi] = writeHpi(contextFor(lines), []);
    const story = hpi!.statements.map((statement) => statement.text).join(' ');
    expect(story).toMatch(/gardening/i);
    expect(story).not.toMatch(/tell me|resting it or keeping going/i);
  });
});

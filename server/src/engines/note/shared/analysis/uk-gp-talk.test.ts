import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';

/** UK GP telephone talk, checked as written and as speech-recogniser text (no tags, no punctuation). */
const bothStyles = (dialogue: string) => [
  ['written', dialogue],
  ['speech', toSpeechStyle(dialogue)],
];

const mentionsOf = (transcript: string, conceptId: string) =>
  runAnalysis(transcript).mentions.filter((mention) => mention.conceptId === conceptId);

const EYE_PAIN = [
  '[doctor] Have you had any problems with your eyesight between the headaches?',
  '[patient] No, my eyes are fine. I had an eye test in the spring.',
  '[doctor] Any pain in the eye itself, or redness?',
  '[patient] No pain in the eye.',
  '[doctor] What do you take for them?',
  '[patient] Paracetamol, but it does not really work.',
].join('\n');

const INHALER = [
  '[doctor] Okay. Are you taking any other medicines?',
  '[patient] Just my inhaler.',
  '[doctor] And any allergies?',
  '[patient] No allergies.',
  '[doctor] Anything that sets your asthma off?',
  '[patient] Cats, and cold air.',
].join('\n');

const IMPRESSION = [
  '[doctor] And do you smoke?',
  '[patient] No, never.',
  "[doctor] Okay. So from what you're telling me, I think you've got a urine infection, a simple cystitis.",
  '[patient] Okay, that is what I thought.',
].join('\n');

const PRESCRIBED = [
  '[doctor] Do you have any allergies to medicines?',
  "[patient] Yes, I'm allergic to penicillin.",
  "[doctor] I'm going to prescribe an antibiotic called nitrofurantoin, which is fine with a penicillin allergy.",
  '[patient] Okay.',
].join('\n');

const DIAGNOSIS_THEN_PLAN = [
  '[doctor] Can you open your mouth fully?',
  '[patient] Yeah.',
  "[doctor] Okay. I think this is tonsillitis, most likely bacterial, right? I'm going to give you a course of penicillin.",
  '[patient] Okay.',
  "[doctor] I'm worried you may have injured one of the ligaments in the knee.",
  '[patient] Is that bad?',
  "[doctor] It's quite a common football injury.",
].join('\n');

const sentenceWith = (transcript: string, word: string) =>
  runAnalysis(transcript).sentences.find((sentence) => sentence.text.toLowerCase().includes(word))?.text ?? '';

const DENIALS_AFTER_ANSWERS = [
  '[doctor] Do they come on suddenly?',
  '[patient] No, they build up over an hour or so.',
  '[doctor] Any weakness in your arms or legs?',
  '[patient] No.',
  '[doctor] Are you short of breath?',
  '[patient] I get puffed going up hills, but I have done for a while.',
  '[doctor] Any chest pain?',
  '[patient] No.',
  '[doctor] Is he still playing?',
  '[patient] He played with his cars earlier.',
  '[doctor] Does he have any rash?',
  '[patient] No rash.',
  '[doctor] Any pain in your calf?',
  '[patient] No, just the knee.',
  '[doctor] And have you had a fever?',
  '[patient] No.',
].join('\n');

const MEDICINES_FOR_THOSE = [
  '[doctor] And what other health problems do you have?',
  '[patient] Blood pressure and cholesterol.',
  '[doctor] What do you take for those?',
  '[patient] Amlodipine five milligrams once a day and atorvastatin twenty milligrams at night.',
  '[doctor] Any allergies?',
  '[patient] No known allergies.',
].join('\n');

const EXPLANATION = [
  '[patient] Not that I know of.',
  '[doctor] Okay. I think the most likely explanation is that the cough is lingering after your cold, made worse by smoking.',
  '[patient] Okay.',
  '[patient] Is that the right dose for me?',
].join('\n');

describe('UK GP talk', () => {
  it.each(bothStyles(EXPLANATION))(
    'hears "the explanation is that …" as a statement and "is that the right dose" as a question (%s)',
    (_s, text) => {
      const sentences = runAnalysis(text).sentences;
      const explanation = sentences.find((sentence) => /explanation/i.test(sentence.text));
      expect(explanation?.isQuestion).toBe(false);
      expect(explanation?.speaker).toBe('doctor');
      expect(sentences.find((sentence) => /right dose/i.test(sentence.text))?.isQuestion).toBe(true);
    },
  );

  it.each(bothStyles(MEDICINES_FOR_THOSE))(
    'keeps the medicines said after "what do you take for those" (%s)',
    (_s, text) => {
      expect(mentionsOf(text, 'amlodipine').map((mention) => mention.assertion)).toEqual(['present']);
    },
  );

  it.each(bothStyles(DENIALS_AFTER_ANSWERS))('keeps each denial asked after an answer denied (%s)', (_s, text) => {
    const analysis = runAnalysis(text);
    const present = analysis.mentions
      .filter((mention) => mention.assertion === 'present')
      .map((mention) => mention.conceptId);
    for (const denied of ['weakness', 'chest-pain', 'rash', 'fever']) expect(present).not.toContain(denied);
    expect(analysis.mentions.filter((m) => m.conceptId === 'fever').map((m) => m.assertion)).toContain('negated');
  });

  it.each(bothStyles(DIAGNOSIS_THEN_PLAN))(
    'ends the diagnosis before the plan and the back-question (%s)',
    (_s, text) => {
      expect(sentenceWith(text, 'tonsillitis')).not.toMatch(/penicillin/i);
      expect(sentenceWith(text, 'ligaments')).not.toMatch(/bad/i);
    },
  );

  it.each(bothStyles(EYE_PAIN))('reads "any pain in the eye … no pain in the eye" as denied (%s)', (_style, text) => {
    const eyePain = mentionsOf(text, 'eye-pain');
    expect(eyePain.length).toBeGreaterThan(0);
    expect(eyePain.map((mention) => mention.assertion)).not.toContain('present');
  });

  it.each(bothStyles(INHALER))('keeps "my inhaler" a medicine after "and any allergies" (%s)', (_style, text) => {
    const analysis = runAnalysis(text);
    expect(analysis.mentions.filter((mention) => mention.kind === 'allergy')).toEqual([]);
    expect(analysis.findings.filter((finding) => finding.kind === 'allergy')).toEqual([]);
  });

  it.each(bothStyles(IMPRESSION))(
    'hears "I think you\'ve got …" as the clinician\'s impression (%s)',
    (_style, text) => {
      const analysis = runAnalysis(text);
      const uti = analysis.mentions.find((mention) => mention.conceptId === 'urinary-tract-infection');
      expect(uti).toBeDefined();
      expect(analysis.sentences[uti!.sentenceIndex]!.speaker).toBe('doctor');
    },
  );

  it.each(bothStyles(PRESCRIBED))('lists the allergen, not the drug prescribed around it (%s)', (_style, text) => {
    const allergies = runAnalysis(text)
      .mentions.filter((mention) => mention.kind === 'allergy')
      .map((mention) => mention.conceptId);
    expect(allergies).toContain('penicillin');
    expect(allergies).not.toContain('nitrofurantoin');
    expect(allergies).not.toContain('antibiotic');
  });
});

describe('UK GP spelling', () => {
  const BRITISH = [
    '[doctor] Any blood in your urine, or coughing up blood?',
    '[patient] No.',
    '[doctor] Any swelling of your ankles?',
    '[patient] Yes, some oedema in both ankles, and I have had diarrhoea for three days.',
  ].join('\n');

  it.each(bothStyles(BRITISH))('finds symptoms spelt the British way (%s)', (_style, text) => {
    expect(mentionsOf(text, 'diarrhea').map((mention) => mention.assertion)).toContain('present');
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { splitSentences } from './sentence-splitter';
import { inferSpeakers } from './speaker-inference';
import { structureTranscript } from './transcript-structure';
import { tokenizeWords } from './word-tokenizer';

/** Sentence cutting and speaker guessing on speech-recogniser text (issue 12), with the written form alongside. */
function texts(transcript: string): string[] {
  return splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));
}

const sentenceWith = (transcript: string, words: string) =>
  structureTranscript(transcript).sentences.find((sentence) => sentence.text.includes(words));

describe('speech-style sentence cutting', () => {
  it('keeps a noun question with its verb and starts the answer at "now"', () => {
    expect(texts('how much lexapro are you taking now i am taking ten m g')).toEqual([
      'how much lexapro are you taking',
      'now i am taking ten m g',
    ]);
  });

  it('keeps a spelled-out "u t i" whole and cuts before the next question', () => {
    const transcript =
      'i sent the referral for physical therapy and the antibiotic that will take care of the u t i do you have any questions';
    expect(texts(transcript).slice(-2)).toEqual(['that will take care of the u t i', 'do you have any questions']);
  });

  it('still cuts a complete question from its answer', () => {
    expect(texts("what happened i twisted my right ankle playing basketball yesterday and now it's swollen")[0]).toBe(
      'what happened',
    );
  });

  it('cuts a history question from its answer', () => {
    expect(texts("what's her medical history she suffers from bipolar disorder and anxiety")[0]).toBe(
      "what's her medical history",
    );
  });

  it('cuts a what-question from a drug named with its dose', () => {
    expect(texts('what was he given in the e r epi one m g zero point three m l subcutaneously')).toEqual([
      'what was he given in the e r',
      'epi one m g zero point three m l subcutaneously',
    ]);
  });

  it('looks past a hesitation to find a cue', () => {
    const transcript =
      'on the omeprazole 40 milligrams once a day and continue with those dietary modifications um for your second problem your gout um do you need a refill of that yes';
    const pieces = texts(transcript);
    expect(pieces[0]).toBe(
      'on the omeprazole 40 milligrams once a day and continue with those dietary modifications um',
    );
    expect(pieces).toContain('do you need a refill of that');
  });

  it('cuts at a confirming question', () => {
    expect(texts('yes i take it once a day it is ten m g tablet is that so yes')).toContain('is that so');
  });

  it("cuts before the patient's question about their own care", () => {
    const transcript =
      "i believe a migraine is highly likely can i take anything for it i'm going to prescribe you tylenol with codeine";
    expect(texts(transcript)).toEqual([
      'i believe a migraine is highly likely',
      'can i take anything for it',
      "i'm going to prescribe you tylenol with codeine",
    ]);
    // Inside a clause "can i" goes on with it.
    expect(
      texts('what can i do for the pain in my lower back and the stiffness every morning when i wake up'),
    ).toHaveLength(1);
  });

  it('hears the answer to symptoms asked after thanks: a denial stays a denial', () => {
    const visit = [
      '[patient] okay, thank you.',
      '[doctor] are you experiencing any symptoms currently, such as headache, nausea or chest pain?',
      '[patient] not right now, no.',
    ].join('\n');
    for (const transcript of [visit, toSpeechStyle(visit)]) {
      const headache = runAnalysis(transcript).mentions.find((m) => m.conceptId === 'headache');
      expect(headache?.assertion).toBe('negated');
    }
  });

  it('leaves the written form of the same talk as punctuated', () => {
    expect(texts('How much Lexapro are you taking now? I am taking ten M G.')).toEqual([
      'How much Lexapro are you taking now',
      'I am taking ten M G',
    ]);
    expect(texts('That will take care of the UTI. Do you have any questions?')).toEqual([
      'That will take care of the UTI',
      'Do you have any questions',
    ]);
  });
});

describe('speech-style speakers and questions', () => {
  const plan = [
    '[doctor] for your next problem your diabetes i think it is a little out of control.',
    "[doctor] so i want to increase the metformin to 1000 mg twice a day and i'm going to repeat a hemoglobin a1c in about 6 months.",
    '[patient] okay.',
  ].join('\n');

  it("gives a clinician's first-person plan to the clinician", () => {
    expect(sentenceWith(toSpeechStyle(plan), 'increase the metformin')?.speaker).toBe('doctor');
    expect(sentenceWith(plan, 'increase the metformin')?.speaker).toBe('doctor');
    // As guessed sentence by sentence: "i", "i'm" twice sound like the patient; the plan verbs say otherwise.
    const said = [
      'for your next problem your diabetes i think it is a little out of control',
      "so i want to increase the metformin to 1000 mg twice a day and i'm going to um i'm going to repeat a hemoglobin a1c",
    ];
    const guessed = inferSpeakers(said.map((text) => ({ tokens: tokenizeWords(text, 0), isQuestion: false })));
    expect(guessed).toEqual(['doctor', 'doctor']);
  });

  it('reads "what i\'m gon na do is prescribe" as a plan, not a question', () => {
    const written =
      "[doctor] now, so what i'm gon na do for that is actually gon na prescribe you a low dose of prednisone";
    for (const transcript of [written, toSpeechStyle(written)]) {
      const sentence = sentenceWith(transcript, 'prednisone');
      expect(sentence?.isQuestion).toBe(false);
      expect(sentence?.speaker).toBe('doctor');
    }
  });

  it("gives the patient's question about their own care to the patient", () => {
    const said = ['i believe a migraine is highly likely', 'can i take anything for it'];
    const guessed = inferSpeakers(said.map((text) => ({ tokens: tokenizeWords(text, 0), isQuestion: true })));
    expect(guessed[1]).toBe('patient');
    const written = '[doctor] I believe a migraine is highly likely.\n[patient] Can I take anything for it?';
    expect(sentenceWith(toSpeechStyle(written), 'can i take')?.speaker).toBe('patient');
    expect(sentenceWith(written, 'Can I take')?.speaker).toBe('patient');
  });

  it('still hears a what-question as a question', () => {
    expect(sentenceWith('what do you take for the pain', 'pain')?.isQuestion).toBe(true);
  });
});

describe('speech-style answers about relatives', () => {
  it('ends the answer about the family where its speaker stops', () => {
    const visit = [
      '[doctor] any family history of heart disease?',
      '[patient] no, not in my immediate family.',
      '[doctor] okay. your blood pressure is high today. the carvedilol helps with coronary disease as well as your blood pressure.',
    ].join('\n');
    for (const transcript of [visit, toSpeechStyle(visit)]) {
      const heart = runAnalysis(transcript).mentions.filter((m) => m.conceptId === 'coronary-artery-disease');
      // The question's own "heart disease" is the family's; the clinician's talk of it later is not an answer.
      expect(heart.map((m) => m.assertion)).toEqual(['family', 'present']);
    }
  });
});

describe('a clause after "any times" inside a question', () => {
  const MOOD = [
    '[doctor] How have things been at home? Have there been any times you felt hopeless, or had thoughts of harming yourself?',
    '[patient] No, never. Work is stressful but I cope.',
  ].join('\n');

  it.each([
    ['written', MOOD],
    ['speech', toSpeechStyle(MOOD)],
  ])('stays with the question, so the answer denies it (%s)', (_style, text) => {
    const statuses = runAnalysis(text)
      .mentions.filter((mention) => mention.conceptId === 'suicidal-ideation')
      .map((mention) => mention.assertion);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses).not.toContain('present');
  });
});

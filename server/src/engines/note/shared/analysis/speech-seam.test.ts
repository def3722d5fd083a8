import { describe, expect, it } from 'vitest';
import { stemTokens } from './phrase-index';
import {
  speechSeamAt,
  asksForSelf,
  isSpelledLetter,
  opensCleftAt,
  planTalkPhrases,
  questionAwaitsVerb,
  wordBeforeHesitation,
} from './speech-seam';
import * as rules from './speech-seam.rules';
import { tokenizeWords } from './word-tokenizer';

const words = (text: string) => {
  const tokens = tokenizeWords(text, 0);
  return { tokens, stems: stemTokens(tokens), at: (word: string) => tokens.findIndex((t) => t.norm === word) };
};

describe('speech seam rules', () => {
  it('keeps every list lower case and without repeats', () => {
    for (const list of Object.values(rules).filter((value): value is readonly string[] => Array.isArray(value))) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((cue) => cue === cue.toLowerCase().trim())).toBe(true);
    }
  });
});

describe('planTalkPhrases', () => {
  it('joins each first-person lead with each prescriber verb', () => {
    const phrases = planTalkPhrases();
    expect(phrases).toContain('i want to increase the');
    expect(phrases).toContain("i'm going to repeat");
    expect(phrases).toContain("we'll order");
    // A patient's own plan ("i want to stop taking it") is no clinician cue.
    expect(phrases).not.toContain('i want to stop');
    expect(phrases).toContain("i'll be prescribing");
  });
});

describe('opensCleftAt', () => {
  it('reads "what i\'m gon na do is" as a statement and "what do you take" as a question', () => {
    const cleft = words("what i'm gon na do for that is prescribe you prednisone");
    expect(opensCleftAt(cleft.stems, 0)).toBe(true);
    const question = words('what do you take for it');
    expect(opensCleftAt(question.stems, 0)).toBe(false);
  });
});

describe('isSpelledLetter', () => {
  it('finds the letters of "u t i" but not the pronoun or the stutter "i i"', () => {
    const spelled = words('that will take care of the u t i do you have any questions');
    expect(isSpelledLetter(spelled.tokens, spelled.at('i'))).toBe(true);
    const pronoun = words('the pain is better i do not need it');
    expect(isSpelledLetter(pronoun.tokens, pronoun.at('i'))).toBe(false);
    const stutter = words('well i i think so');
    expect(isSpelledLetter(stutter.tokens, 1)).toBe(false);
  });
});

describe('wordBeforeHesitation', () => {
  it('looks past "um" and "uh"', () => {
    const { tokens, at } = words('continue those dietary modifications um uh for your gout');
    expect(wordBeforeHesitation(tokens, at('for'))).toBe('modifications');
    expect(wordBeforeHesitation(tokens, at('um'))).toBe('modifications');
  });
});

describe('questionAwaitsVerb', () => {
  it('keeps "how much lexapro" with its verb, but not a question that has one', () => {
    const noun = words('how much lexapro are you taking');
    expect(questionAwaitsVerb(noun.tokens, 0, noun.at('are'))).toBe(true);
    const complete = words('what brings you in today do you have pain');
    expect(questionAwaitsVerb(complete.tokens, 0, complete.at('do'))).toBe(false);
    // "what's" has its verb already: the answer may follow.
    const contracted = words("what's her medical history she suffers from anxiety");
    expect(questionAwaitsVerb(contracted.tokens, 0, contracted.at('she'))).toBe(false);
  });
});

describe('speechSeamAt', () => {
  it('starts the answer after a history question and at a drug said with its dose', () => {
    const history = words("what's her medical history she suffers from bipolar disorder");
    expect(speechSeamAt(history.tokens, history.stems, 0, history.at('she'), true)).toBe(true);
    const given = words('what was he given in the e r epi one m g');
    expect(speechSeamAt(given.tokens, given.stems, 0, given.at('epi'), true)).toBe(true);
  });

  it('starts the answer after a question that ends in "you"', () => {
    const age = words("how old are you i'm fifty seven years old");
    expect(speechSeamAt(age.tokens, age.stems, 0, age.at("i'm"), true)).toBe(true);
    // Not asking: "let me tell you | i'm not worried" is one speaker's clause.
    const told = words("let me tell you i'm not worried about it");
    expect(speechSeamAt(told.tokens, told.stems, 0, told.at("i'm"), false)).toBe(false);
  });

  it('starts a question of amount and a question after thanks', () => {
    const amount = words('no unfortunately how much klonopin do you take');
    expect(speechSeamAt(amount.tokens, amount.stems, 0, amount.at('how'), false)).toBe(true);
    const known = words("i don't know how much i take");
    expect(speechSeamAt(known.tokens, known.stems, 0, known.at('how'), false)).toBe(false);
    const thanks = words('okay thank you are you experiencing any symptoms');
    expect(speechSeamAt(thanks.tokens, thanks.stems, 0, thanks.at('are'), false)).toBe(true);
    const thanksFor = words('okay thank you for coming in today');
    expect(speechSeamAt(thanksFor.tokens, thanksFor.stems, 0, thanksFor.at('for'), false)).toBe(false);
  });

  it('keeps a drug asked about inside its question', () => {
    const asked = words('what dose of lisinopril 10 mg or 20 mg');
    expect(speechSeamAt(asked.tokens, asked.stems, 0, asked.at('lisinopril'), true)).toBe(false);
    const statement = words('she suffers from anxiety');
    expect(speechSeamAt(statement.tokens, statement.stems, 0, 0, false)).toBe(false);
  });

  it('starts the answer to a dose question that points back at a drug named before', () => {
    const dose = words('okay what strength is that twenty milligrams in the morning');
    expect(speechSeamAt(dose.tokens, dose.stems, 0, dose.at('twenty'), true)).toBe(true);
    // A number without a unit of dose is no answer to read off the question.
    const count = words('okay what strength is that one or two');
    expect(speechSeamAt(count.tokens, count.stems, 0, count.at('one'), true)).toBe(false);
  });

  it('starts the answer where a second drug and its dose run on from the drug the question named', () => {
    const run = words("what do you take besides the aspirin the atorvastatin that's forty milligrams");
    const second = run.tokens.findIndex((t, k) => t.norm === 'the' && run.tokens[k + 1]?.norm === 'atorvastatin');
    expect(speechSeamAt(run.tokens, run.stems, 0, second, true)).toBe(true);
    // Without a dose the second drug may still be part of the question ("the aspirin or the atorvastatin").
    const bare = words('what do you take besides the aspirin the atorvastatin at night');
    const next = bare.tokens.findIndex((t, k) => t.norm === 'the' && bare.tokens[k + 1]?.norm === 'atorvastatin');
    expect(speechSeamAt(bare.tokens, bare.stems, 0, next, true)).toBe(false);
  });

  it('starts a confirming question after what was said', () => {
    const confirm = words('it is ten m g tablet is that so yes'); // "is that so" at 6
    expect(speechSeamAt(confirm.tokens, confirm.stems, 0, 6, false)).toBe(true);
    expect(speechSeamAt(confirm.tokens, confirm.stems, 0, 1, false)).toBe(false);
  });
});

describe('asksForSelf', () => {
  it('hears a question about one\'s own care, not the clinician\'s "do you"', () => {
    expect(asksForSelf(words('can i take anything for it').stems, 0)).toBe(true);
    expect(asksForSelf(words('do you take anything for it').stems, 0)).toBe(false);
  });
});

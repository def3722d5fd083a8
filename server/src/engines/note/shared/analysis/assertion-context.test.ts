import { describe, expect, it } from 'vitest';
import { assessContext, type TokenSpan } from './assertion-context';
import { tokenizeWords } from './word-tokenizer';

/** Runs ConText on a sentence for the given finding phrases (each found by its first occurrence). */
function statusOf(sentence: string, ...phrases: string[]): string[] {
  const tokens = tokenizeWords(sentence);
  const words = tokens.map((token) => token.norm);
  const spans: TokenSpan[] = phrases.map((phrase) => {
    const parts = phrase.split(' ');
    const first = words.findIndex((_, i) => parts.every((part, j) => words[i + j] === part));
    if (first < 0) throw new Error(`"${phrase}" not in sentence`);
    return { first, last: first + parts.length };
  });
  return assessContext(tokens, spans).map((result) => result.assertion);
}

describe('assessContext negation', () => {
  it('negates a list after a forward trigger', () => {
    expect(
      statusOf('she denies chest pain , shortness of breath or nausea', 'chest pain', 'shortness of breath', 'nausea'),
    ).toEqual(['negated', 'negated', 'negated']);
  });

  it("ends a relative's scope where the speaker's own denials start", () => {
    expect(
      statusOf('my wife had pneumonia no fever chills or night sweats', 'pneumonia', 'fever', 'night sweats'),
    ).toEqual(['family', 'negated', 'negated']);
    expect(statusOf('my mother does not have diabetes', 'diabetes')).toEqual(['family']);
  });

  it("ends a relative's scope at the speaker's own 'my' finding", () => {
    expect(statusOf("my wife's been on at me to ring about my cough", 'cough')).toEqual(['present']);
    expect(statusOf("my wife 's been on at me to ring about my cough", 'cough')).toEqual(['present']);
    expect(statusOf('my wife has a cough', 'cough')).toEqual(['family']);
    expect(statusOf('my mother has asthma and my sister has eczema', 'asthma', 'eczema')).toEqual(['family', 'family']);
  });

  it('ends the scope at but and however', () => {
    expect(statusOf('no fever but she has a cough', 'fever', 'cough')).toEqual(['negated', 'present']);
    expect(statusOf('denies nausea , however reports vomiting', 'nausea', 'vomiting')).toEqual(['negated', 'present']);
  });

  it('handles split contractions and backward triggers', () => {
    expect(statusOf("i do n't have any headaches", 'headaches')).toEqual(['negated']);
    expect(statusOf('the rash has resolved', 'rash')).toEqual(['negated']);
  });

  it('negates after "nothing" unless nothing helped the complaint', () => {
    const written = 'a little bit of numbing , but nothing tingling or hurting down my legs';
    expect(statusOf(written, 'numbing', 'tingling')).toEqual(['present', 'negated']);
    expect(statusOf(written.replace(' ,', ''), 'numbing', 'tingling')).toEqual(['present', 'negated']);
    expect(statusOf('nothing helps the pain in my back', 'pain')).toEqual(['present']);
  });

  it('ignores pseudo triggers', () => {
    expect(statusOf('no change in the swelling', 'swelling')).toEqual(['present']);
    expect(statusOf("the pain has n't gone away", 'pain')).toEqual(['present']);
  });

  it('reads a suspicion as uncertain, and one confirmed as said', () => {
    expect(statusOf('i am suspecting a coronary spasm', 'coronary spasm')).toEqual(['uncertain']);
    expect(statusOf('suspected pneumonia on the film', 'pneumonia')).toEqual(['uncertain']);
    expect(statusOf('as we suspected , the x-ray shows pneumonia', 'pneumonia')).toEqual(['present']);
    expect(statusOf('as we suspected the x-ray shows pneumonia', 'pneumonia')).toEqual(['present']);
  });

  it('negates the condition a contrast names', () => {
    expect(statusOf('this is allergic rather than a sinus infection', 'sinus infection')).toEqual(['negated']);
    expect(statusOf('is it different from a sinus infection', 'sinus infection')).toEqual(['negated']);
  });

  it('runs a trigger on along a list of findings past its window, and stops at a new clause', () => {
    const list =
      'some possible causes are certain medications that can be toxic to the liver , alcohol abuse , fatty liver disease , hepatitis , cirrhosis';
    expect(statusOf(list, 'alcohol abuse', 'fatty liver disease', 'cirrhosis')).toEqual([
      'uncertain',
      'uncertain',
      'uncertain',
    ]);
    const speech = list.replace(/ ,/g, '');
    expect(statusOf(speech, 'alcohol abuse', 'fatty liver disease', 'cirrhosis')).toEqual([
      'uncertain',
      'uncertain',
      'uncertain',
    ]);
    const clause = 'no fever or chills and then last week after the long walk home i have a cough';
    expect(statusOf(clause, 'fever', 'chills', 'cough')).toEqual(['negated', 'negated', 'present']);
  });

  it('reads "causes" as a word, not as the terminator "cause" (because)', () => {
    expect(statusOf('possible causes include gout', 'gout')).toEqual(['uncertain']);
    expect(statusOf("no fever 'cause i have a cough", 'cough')).toEqual(['present']);
  });

  it('reads a bare denial after an asked-about finding or list as its answer, not after a statement', () => {
    expect(statusOf('diarrhea no', 'diarrhea')).toEqual(['negated']);
    const asked = 'have you had any recent issues with excessive bruising or bleeding nope';
    expect(statusOf(asked, 'bruising')).toEqual(['negated']);
    expect(statusOf("i'm having issues with the constipation and diarrhea no", 'diarrhea')).toEqual(['present']);
    expect(statusOf('any cough and then i went home no', 'cough')).toEqual(['present']);
  });

  it('ends a scope where a problem lead-in starts talk of another problem', () => {
    const speech = 'there is no swelling in your legs for your congestive heart failure continue lasix';
    expect(statusOf(speech, 'swelling', 'congestive heart failure')).toEqual(['negated', 'present']);
    const written = 'no swelling in your legs . in terms of your heart failure , continue lasix';
    expect(statusOf(written, 'swelling', 'heart failure')).toEqual(['negated', 'present']);
  });

  it('lets "if" reach across a safety-netting list', () => {
    const netting =
      'if it becomes weepy , crusty or painful , you get blisters , or you feel unwell with a fever , contact us';
    expect(statusOf(netting, 'fever')).toEqual(['hypothetical']);
    expect(statusOf(netting.replace(/ ,/g, ''), 'fever')).toEqual(['hypothetical']);
  });

  it('lets a trigger that shares a word with a test reach past it ("a blood test for glandular fever")', () => {
    const written = "if you're not improving , let us know and we'll arrange a blood test for glandular fever .";
    expect(statusOf(written.replace(/^.*know and /, ''), 'blood test', 'fever')).toEqual(['present', 'uncertain']);
    const speech = "we'll arrange a blood test for glandular fever";
    expect(statusOf(speech, 'blood test', 'fever')).toEqual(['present', 'uncertain']);
  });

  it('keeps findings beyond the scope window present', () => {
    const far = 'no , well i was at the store and then i went home and walked the dog for a long while and got a cough';
    expect(statusOf(far, 'cough')).toEqual(['present']);
  });
});

describe('assessContext other statuses', () => {
  it('marks family, hypothetical, historical and uncertain findings', () => {
    expect(statusOf('my mother had breast cancer', 'breast cancer')).toEqual(['family']);
    expect(statusOf('call me if you develop a fever', 'fever')).toEqual(['hypothetical']);
    expect(statusOf('i had pneumonia years ago', 'pneumonia')).toEqual(['historical']);
    expect(statusOf('this could be a meniscus tear', 'meniscus tear')).toEqual(['uncertain']);
  });

  it('keeps a family pertinent negative both family and negated', () => {
    const tokens = tokenizeWords('no family history of colon cancer');
    const [result] = assessContext(tokens, [{ first: 4, last: 6 }]);
    expect(result).toMatchObject({ assertion: 'family', negated: true });
  });

  it('flags history-of without changing the status of a chronic condition, naming the phrase that did', () => {
    const tokens = tokenizeWords('past medical history significant for diabetes');
    const [result] = assessContext(tokens, [{ first: 5, last: 6 }]);
    expect(result).toEqual({
      assertion: 'present',
      historyOf: true,
      negated: false,
      historyPhrase: 'past medical history',
    });
  });

  it('gives the words that date a historical finding', () => {
    const tokens = tokenizeWords('i broke my wrist when i was ten');
    const [result] = assessContext(tokens, [{ first: 1, last: 4 }]);
    expect(result).toMatchObject({ assertion: 'historical', datedBy: { first: 4, last: 8 } });
  });

  it('makes nothing family history in the words that name the patient a parent brings', () => {
    const tokens = tokenizeWords('my son has had ear pain for three days');
    const asPatient = assessContext(tokens, [{ first: 4, last: 6 }], { patientTokens: new Set([1]) });
    expect(asPatient[0]?.assertion).toBe('present');
    expect(assessContext(tokenizeWords('my brother has had a stroke'), [{ first: 5, last: 6 }])[0]?.assertion).toBe(
      'family',
    );
  });
});

describe('assessContext over a dictated problem list', () => {
  it('ends an uncertainty at the next numbered problem', () => {
    const written = 'Impression: number one, left arm neuropathy suspicious for radiculopathy. Number two, neck pain.';
    const spoken = 'impression number one left arm neuropathy suspicious for radiculopathy number two neck pain';
    expect(statusOf(spoken, 'radiculopathy', 'neck pain')).toEqual(['uncertain', 'present']);
    expect(statusOf(written.toLowerCase().replace(/[.,:]/g, ''), 'neck pain')).toEqual(['present']);
    expect(statusOf('suspicious for radiculopathy paragraph neck pain', 'neck pain')).toEqual(['present']);
    expect(
      statusOf('no family history of colon cancer uh the next one is diabetes', 'colon cancer', 'diabetes'),
    ).toEqual(['family', 'present']);
  });
});

describe('assessContext over alternatives', () => {
  it('reads a list after "either" as alternatives, not diagnoses', () => {
    const written = 'So, either a psychiatric disease, or schizophrenia, bipolar, things like that.';
    const spoken = 'so either a psychiatric disease or schizophrenia bipolar things like that';
    for (const text of [written.toLowerCase().replace(/[.,]/g, ' , '), spoken])
      expect(statusOf(text, 'schizophrenia', 'bipolar')).toEqual(['uncertain', 'uncertain']);
    expect(statusOf("i haven't had either asthma or eczema", 'asthma')).toEqual(['negated']);
  });
});

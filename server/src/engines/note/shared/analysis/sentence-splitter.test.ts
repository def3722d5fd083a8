import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentence-splitter';
import { toSpeechStyle } from '../speech-style';

function texts(transcript: string): string[] {
  return splitSentences(transcript, 0, transcript.length).map((piece) => transcript.slice(piece.start, piece.end));
}

describe('splitSentences with punctuation', () => {
  it('splits at spaced and attached punctuation and marks questions', () => {
    const transcript = "i'm doing okay . how are you ? Fine.";
    const pieces = splitSentences(transcript, 0, transcript.length);
    expect(pieces.map((piece) => transcript.slice(piece.start, piece.end))).toEqual([
      "i'm doing okay",
      'how are you',
      'Fine',
    ]);
    expect(pieces.map((piece) => piece.questionMark)).toEqual([false, true, false]);
  });

  it('keeps abbreviations and decimals inside a sentence', () => {
    expect(texts('I saw Dr. Gutierrez today. Temp was 98.6 degrees.')).toEqual([
      'I saw Dr. Gutierrez today',
      'Temp was 98.6 degrees',
    ]);
  });

  it('skips pieces without words', () => {
    expect(texts('... okay .')).toEqual(['okay']);
  });

  it('keeps a relative "that" with its clause in a long written sentence, but cuts there in speech', () => {
    const written =
      'some possible causes are certain medications that can be toxic to the liver , alcohol abuse , fatty liver disease and cirrhosis .';
    expect(texts(written)).toHaveLength(1);
    const speech = 'he had cancer he actually had breast cancer that is incredibly rare is your mother still with us';
    expect(texts(speech).some((text) => text.startsWith('that'))).toBe(true);
  });
});

describe('splitSentences without punctuation', () => {
  it('cuts dictated exam speech at cue words', () => {
    const transcript =
      "okay so let's do physical exam so i'm just gon na listen to your heart your heart sounds normal no murmurs or gallops listen to your lungs lungs are clear that's good news";
    expect(texts(transcript)).toEqual([
      "okay so let's do physical exam",
      "so i'm just gon na listen to your heart",
      'your heart sounds normal no murmurs or gallops listen to your lungs',
      'lungs are clear',
      "that's good news",
    ]);
  });

  it('keeps a clause that says who the people are with them ("the people i work with")', () => {
    const transcript = 'i have a sore throat and a fever the people i work with all have the flu';
    expect(texts(transcript).some((piece) => piece.startsWith('i work with'))).toBe(false);
    const described = 'my knee hurts when i kneel i look after my aunt who has emphysema most evenings';
    expect(texts(described).some((piece) => piece.startsWith('who'))).toBe(false);
  });

  it('keeps a clause that says which things are meant with them ("those things i mentioned")', () => {
    const written =
      'If you get any of those things I mentioned, chest tightness, fainting or blue lips, tell us today.';
    expect(texts(written).some((piece) => piece.startsWith('I mentioned'))).toBe(false);
    const spoken = toSpeechStyle(
      '[doctor] If you get any of the things I listed, a cough with blood or night sweats, ring us.',
    );
    expect(texts(spoken).some((piece) => piece.startsWith('i listed'))).toBe(false);
  });

  it('cuts a patient story at new subjects but not after joining words', () => {
    const transcript =
      "my headache started about a week ago it's feeling like a dull pain in the back of my head i have flushing in my ears and sometimes i just feel dizzy when i get these headaches";
    expect(texts(transcript)).toEqual([
      'my headache started about a week ago',
      "it's feeling like a dull pain in the back of my head",
      'i have flushing in my ears and sometimes i just feel dizzy when i get these headaches',
    ]);
  });

  it('cuts a one-word answer off the question it answers', () => {
    const transcript =
      'i have had a headache for a week have you had any fever no fever okay any vision changes no okay let me take a look';
    expect(texts(transcript)).toEqual([
      'i have had a headache for a week',
      'have you had any fever',
      'no fever',
      'okay any vision changes',
      'no',
      'okay let me take a look',
    ]);
  });

  it('cuts the answer off a short unpunctuated question', () => {
    expect(texts('any known drug allergies no')).toEqual(['any known drug allergies', 'no']);
    expect(texts('are you allergic to anything nope')).toEqual(['are you allergic to anything', 'nope']);
  });

  it('cuts the answer off a question about a history topic', () => {
    expect(texts('i have had a cough for three days any health problems in the family high blood pressure')).toEqual([
      'i have had a cough for three days',
      'any health problems in the family',
      'high blood pressure',
    ]);
    expect(texts('okay and what medicines do you take metformin five hundred milligrams twice a day')).toEqual([
      'okay and what medicines do you take',
      'metformin five hundred milligrams twice a day',
    ]);
  });

  it('cuts a short exchange that changes hands more than once', () => {
    expect(texts('any allergies at all i am allergic to latex are you sure yes')).toEqual([
      'any allergies at all',
      'i am allergic to latex',
      'are you sure',
      'yes',
    ]);
    expect(texts('so tell me are you allergic to anything no not that i know of')).toEqual([
      'so tell me are you allergic to anything',
      'no not that i know of',
    ]);
  });

  it('cuts the answer to "how long" and to "what do you take for it"', () => {
    expect(texts('and how long exactly two weeks sorry i mean three days')).toEqual([
      'and how long exactly',
      'two weeks sorry i mean three days',
    ]);
    expect(texts('what do you take for it ibuprofen twice a day')).toEqual([
      'what do you take for it',
      'ibuprofen twice a day',
    ]);
  });

  it('cuts a question about who in the family has a condition', () => {
    const said = 'let us go over your family history there is a lot of asthma in the family who has asthma';
    expect(texts(said).slice(-1)).toEqual(['who has asthma']);
  });

  it('leaves short unpunctuated answers whole', () => {
    expect(texts('yeah i felt a little pop and then it swelled up')).toEqual([
      'yeah i felt a little pop and then it swelled up',
    ]);
  });

  it('cuts a recogniser line into questions, answers, findings and plans', () => {
    const transcript =
      'good morning what brings you in today i have had a fever and a bad cough for three days do you have any chest pain no i take lisinopril for my blood pressure your temperature is one hundred and one point two your lungs sound clear i think this is a viral bronchitis we will start doxycycline one hundred milligrams twice a day and check your blood sugar come back in one week';
    expect(texts(transcript)).toEqual([
      'good morning what brings you in today',
      'i have had a fever and a bad cough for three days',
      'do you have any chest pain',
      'no',
      'i take lisinopril for my blood pressure',
      'your temperature is one hundred and one point two',
      'your lungs sound clear',
      'i think this is a viral bronchitis',
      'we will start doxycycline one hundred milligrams twice a day and check your blood sugar',
      'come back in one week',
    ]);
  });

  it('starts a question at "any" and an answer after it, and keeps qualifiers with their symptom', () => {
    const transcript =
      'any chest pain no my chest does not hurt either any shortness of breath my chest does not hurt but i do get short of breath on the stairs okay';
    expect(texts(transcript)).toEqual([
      'any chest pain',
      'no',
      'my chest does not hurt either',
      'any shortness of breath',
      'my chest does not hurt',
      'but i do get short of breath on the stairs',
      'okay',
    ]);
  });

  it('keeps the time said after an amount with it', () => {
    const transcript = 'vitamin d ten thousand units on mondays excuse me and a thousand on the other six days okay';
    expect(texts(transcript).some((text) => text.endsWith('a thousand on the other six days'))).toBe(true);
    const written = 'Vitamin D, 10,000 units on Mondays, excuse me, and 1000s on the other six days.';
    expect(texts(written)).toEqual([written.slice(0, -1)]);
  });

  it('never cuts a spoken number at its "and"', () => {
    const words = Array.from({ length: 14 }, () => 'well').join(' ');
    const transcript = `${words} she has had ear pain since last night and her temperature was one hundred and two at home and she has been crying a lot and she is tired`;
    expect(texts(transcript).some((text) => text.endsWith('one hundred'))).toBe(false);
  });
});

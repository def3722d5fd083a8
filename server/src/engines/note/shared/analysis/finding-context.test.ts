import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

/** Status of one concept in a transcript, written and as a speech recogniser gives it. */
function statuses(transcript: string, conceptId: string): { written: string[]; speech: string[] } {
  const of = (text: string) => {
    const { sentences } = structureTranscript(text);
    return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
      .filter((m) => m.conceptId === conceptId)
      .map((m) => `${m.assertion}${m.negatedToo && m.assertion !== 'negated' ? '+denied' : ''}`);
  };
  return { written: of(transcript), speech: of(toSpeechStyle(transcript)) };
}

const greeting = '[doctor] hi , how are you ?\n[patient] i am okay .\n';

describe('assertion context on unseen phrasings', () => {
  it('keeps a family-history listing after its heading as family history', () => {
    const visit = `${greeting}[doctor] and for family history . it looks like there's high blood pressure and diabetes .\n[doctor] for your current medications , you take nothing .`;
    expect(statuses(visit, 'type-2-diabetes')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('marks a relative’s illness answered "none" as denied family history', () => {
    const visit = `${greeting}[doctor] okay so tell me about your family .\n[doctor] any family history of breast cancer ?\n[patient] none .\n[doctor] okay and how is your knee doing ?`;
    expect(statuses(visit, 'breast-cancer')).toEqual({ written: ['family+denied'], speech: ['family+denied'] });
    const said = `${greeting}[doctor] no family history of colon cancer .`;
    expect(statuses(said, 'colon-cancer')).toEqual({ written: ['family+denied'], speech: ['family+denied'] });
  });

  it('reads a wish as the finding missing', () => {
    const visit = `${greeting}[doctor] any weight loss ?\n[patient] slightly decreased appetite , but i wish i had some weight loss .`;
    expect(statuses(visit, 'weight-loss')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('gives people in general and side effects to nobody', () => {
    const people = `${greeting}[doctor] people would take huge doses . and then they would have a heart attack at 50 .`;
    expect(statuses(people, 'myocardial-infarction')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
    const effects = `${greeting}[doctor] the most common side effects are going to be nausea and diarrhea .`;
    expect(statuses(effects, 'nausea')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
    const indication = `${greeting}[doctor] it is a medication which has been used for diabetes treatment .`;
    expect(statuses(indication, 'type-2-diabetes')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
  });

  it('does not find what a negative test was checking for', () => {
    const exam = `${greeting}[doctor] looks like your mcmurray's test is negative , just checking for a meniscus tear .`;
    const { written, speech } = statuses(exam, 'meniscus-tear');
    expect(written).not.toContain('present');
    expect(speech).not.toContain('present');
    expect(written.length).toBe(1);
  });

  it('gives a sentence led by a relative’s "she" to the relative up to where the speaker comes in', () => {
    const visit = `${greeting}[doctor] any family history of stomach problems ?\n[patient] well my sister does have problems with her stomach too . she has irritable bowel syndrome and that is kind of what i always thought i had .`;
    expect(statuses(visit, 'irritable-bowel-syndrome')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('reads "have you had any …" as asked, whoever the transcript says asks it (tags swapped)', () => {
    const swapped = `${greeting}[patient] and have you experienced any numbness in your arm or in your fingers ?\n[doctor] no numbness or tingling .`;
    expect(statuses(swapped, 'arm-numbness').written).not.toContain('present');
    expect(statuses(swapped, 'arm-numbness').speech).not.toContain('present');
    const own = `${greeting}[patient] do you think my numbness in my arm is any worse ?`;
    expect(statuses(own, 'arm-numbness').written).toEqual(['present']);
  });

  it('reads a fear as no diagnosis, written and as speech', () => {
    const fear = `${greeting}[patient] i was struggling breathing . i thought i was having a heart attack , got really nervous .`;
    const { written, speech } = statuses(fear, 'myocardial-infarction');
    expect(written).toEqual(['uncertain']);
    expect(speech).toEqual(['uncertain']);
  });

  it('reads a worry voiced about a diagnosis as no diagnosis, written and as speech', () => {
    const worry = `${greeting}[patient] the pain came on so fast , i was worried it was a heart attack .`;
    expect(statuses(worry, 'myocardial-infarction')).toEqual({ written: ['uncertain'], speech: ['uncertain'] });
  });

  it('still reads the patient’s own illness as present', () => {
    const own = `${greeting}[patient] i have diabetes and i had a heart attack at 50 .`;
    expect(statuses(own, 'type-2-diabetes')).toEqual({ written: ['present'], speech: ['present'] });
  });
});

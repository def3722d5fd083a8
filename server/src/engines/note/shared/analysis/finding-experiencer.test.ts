import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

/** Status of one concept in a transcript, written and as a speech recogniser gives it. */
function statuses(transcript: string, conceptId: string): { written: string[]; speech: string[] } {
  const of = (text: string) => {
    const { sentences } = structureTranscript(text);
    return [
      ...new Set(
        extractMentions(sentences, pairQuestionsWithAnswers(sentences))
          .filter((m) => m.conceptId === conceptId)
          .map((m) => `${m.assertion}${m.negatedToo && m.assertion !== 'negated' ? '+denied' : ''}`),
      ),
    ];
  };
  return { written: of(transcript), speech: of(toSpeechStyle(transcript)) };
}

const opening =
  '[doctor] good morning , what brings you in ?\n[patient] my knee has been sore for a week now .\n[doctor] okay , that sounds painful .\n';

describe('who has it: answers about the family', () => {
  it('reads "I have …" answering an open family question as the family’s list', () => {
    const visit = `${opening}[doctor] okay . and what health problems run in your family ?\n[patient] i have heart trouble , sugar diabetes and depression .\n[doctor] alright .`;
    expect(statuses(visit, 'type-2-diabetes')).toEqual({ written: ['family'], speech: ['family'] });
    expect(statuses(visit, 'depression')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('keeps the speaker’s own condition when they come in again ("I have it too")', () => {
    const visit = `${opening}[doctor] okay . and what health problems run in your family ?\n[patient] i have diabetes too .\n[doctor] alright .`;
    expect(statuses(visit, 'type-2-diabetes').written).not.toContain('family');
  });

  it('gives relatives nothing when the patient cannot know ("I was adopted")', () => {
    const visit = `${opening}[doctor] okay . does anyone in your family have cancer ?\n[patient] i was adopted so i really have no idea about any of that .\n[doctor] understood .`;
    expect(statuses(visit, 'cancer')).toEqual({ written: [], speech: [] });
  });

  it('looks past thinking aloud to the "no" that follows', () => {
    const visit = `${opening}[doctor] any family history of arthritis ?\n[patient] i'm trying to think , no , i do n't believe so .\n[doctor] alright .`;
    expect(statuses(visit, 'arthritis')).toEqual({ written: ['family+denied'], speech: ['family+denied'] });
  });

  it('reads "they" after children named, and "one of them" after parents named, as those relatives', () => {
    const kids = `${opening}[patient] i have two small children at daycare .\n[patient] and they always have a cough going .\n[doctor] i see .`;
    expect(statuses(kids, 'cough')).toEqual({ written: ['family'], speech: ['family'] });
    const parents = `${opening}[patient] my parents are both in their eighties .\n[patient] and one of them has kidney disease .\n[doctor] i see .`;
    expect(statuses(parents, 'chronic-kidney-disease')).toEqual({ written: ['family'], speech: ['family'] });
  });
});

describe('whether: repeats and possible complications', () => {
  it('takes the answer for a clinician’s repeat after an echo question ("a history of what?")', () => {
    const visit = `${opening}[doctor] any history of endometriosis ?\n[patient] history of what ?\n[doctor] endometriosis .\n[patient] no .\n[doctor] okay .`;
    expect(statuses(visit, 'endometriosis')).toEqual({ written: ['negated'], speech: ['negated'] });
  });

  it('reads a complication that may come as hypothetical ("you could develop arthritis")', () => {
    const visit = `${opening}[doctor] over time you could develop arthritis in the ankle .\n[patient] okay .`;
    expect(statuses(visit, 'arthritis')).toEqual({ written: ['hypothetical'], speech: ['hypothetical'] });
  });
});

describe('what: other senses of a condition word', () => {
  it('reads "cut down" as less of a habit, not a wound', () => {
    const visit = `${opening}[patient] i have cut down on the beer a lot .\n[doctor] good .`;
    expect(statuses(visit, 'laceration')).toEqual({ written: [], speech: [] });
    const wound = `${opening}[patient] i got a cut on my hand from a knife .\n[doctor] i see .`;
    expect(statuses(wound, 'laceration').written).toEqual(['present']);
  });

  it('reads "clear with cough" as an exam manoeuvre', () => {
    const visit = `${opening}[doctor] on exam there are some rhonchi that clear with cough .`;
    expect(statuses(visit, 'cough')).toEqual({ written: [], speech: [] });
  });

  it('drops a condition said as what another one is ("… is a viral infection")', () => {
    const visit = `${opening}[doctor] hepatitis c is a viral infection of the liver .`;
    expect(statuses(visit, 'upper-respiratory-infection')).toEqual({ written: [], speech: [] });
    expect(statuses(visit, 'hepatitis-c').written).toEqual(['present']);
  });
});

/** Whether a concept's mentions carry the "no blood relative" mark, written and as speech. */
function notKin(transcript: string, conceptId: string): { written: boolean; speech: boolean } {
  const of = (text: string) => {
    const { sentences } = structureTranscript(text);
    return extractMentions(sentences, pairQuestionsWithAnswers(sentences))
      .filter((m) => m.conceptId === conceptId)
      .some((m) => m.attributes.notKin === 'true');
  };
  return { written: of(transcript), speech: of(toSpeechStyle(transcript)) };
}

describe('who has it: people around the patient', () => {
  it('reads what the people at work have as theirs, not the patient’s', () => {
    const visit = `${opening}[patient] i have been running a temperature since yesterday .\n[patient] the people i work with all have covid right now .\n[doctor] okay .`;
    expect(statuses(visit, 'covid-19')).toEqual({ written: ['family'], speech: ['family'] });
    const office = `${opening}[patient] half of my coworkers have covid this week .\n[doctor] okay .`;
    expect(statuses(office, 'covid-19')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('reads "they" after the speaker’s own children as the children, whoever is guessed to say it', () => {
    // Speech cuts the answer and gives its second half to the clinician.
    const visit = `${opening}[doctor] anyone sick at home ?\n[patient] well we have two little kids who go to daycare so they always have a runny nose or a cough going around .\n[doctor] okay .`;
    expect(statuses(visit, 'cough')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('reads "anyone else in your family" as asking about relatives', () => {
    const visit = `${opening}[doctor] does anyone else in your family have gout ?\n[patient] my uncle does .\n[doctor] okay .`;
    expect(statuses(visit, 'gout')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('marks a spouse’s or friend’s illness as no blood relative’s, and a parent’s as a relative’s', () => {
    const spouse = `${opening}[doctor] and how is your husband's diabetes these days ?\n[patient] a lot better , thanks .`;
    expect(statuses(spouse, 'type-2-diabetes').written).toEqual(['family']);
    expect(statuses(spouse, 'type-2-diabetes').speech).not.toContain('present');
    expect(notKin(spouse, 'type-2-diabetes').written).toBe(true);
    const friend = `${opening}[patient] my best friend just had a stroke and it scared me .\n[doctor] i understand .`;
    expect(notKin(friend, 'stroke')).toEqual({ written: true, speech: true });
    const mother = `${opening}[patient] my mother has diabetes .\n[doctor] okay .`;
    expect(notKin(mother, 'type-2-diabetes')).toEqual({ written: false, speech: false });
  });
});

describe('who has it: the speaker coming in after a relative', () => {
  it('keeps a relative’s scope through the clause that describes them ("my aunt who has …")', () => {
    const visit = `${opening}[patient] i look after my aunt who has emphysema most evenings .\n[doctor] that is a lot .`;
    expect(statuses(visit, 'emphysema')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('gives the finding to the speaker named between ("my husband says I have been coughing")', () => {
    const says = `${opening}[patient] my husband says i have been coughing in my sleep .\n[doctor] okay .`;
    expect(statuses(says, 'cough')).toEqual({ written: ['present'], speech: ['present'] });
    const toldMe = `${opening}[patient] my dad told me last night that he has gout .\n[doctor] okay .`;
    expect(statuses(toldMe, 'gout')).toEqual({ written: ['family'], speech: ['family'] });
    const someone = `${opening}[patient] my aunt told me somebody on that side had ovarian cancer .\n[doctor] okay .`;
    expect(statuses(someone, 'ovarian-cancer')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('reads a relative who only noticed as the reporter ("my wife noticed a rash on my neck")', () => {
    const mine = `${opening}[patient] my wife noticed a rash on my neck on sunday .\n[doctor] okay .`;
    expect(statuses(mine, 'rash')).toEqual({ written: ['present'], speech: ['present'] });
    const hers = `${opening}[patient] my wife noticed a rash on her neck on sunday .\n[doctor] okay .`;
    expect(statuses(hers, 'rash')).toEqual({ written: ['family'], speech: ['family'] });
  });

  it('reads an illness said right after a sentence that only names a relative as theirs', () => {
    const visit = `${opening}[doctor] any heart trouble in the family ?\n[patient] yes , my younger brother .\n[patient] a heart attack at forty .\n[doctor] okay .`;
    expect(statuses(visit, 'myocardial-infarction')).toEqual({ written: ['family'], speech: ['family'] });
    const drove = `${opening}[patient] my wife drove me here today .\n[patient] chest pain since this morning .\n[doctor] okay .`;
    expect(statuses(drove, 'chest-pain')).toEqual({ written: ['present'], speech: ['present'] });
  });
});

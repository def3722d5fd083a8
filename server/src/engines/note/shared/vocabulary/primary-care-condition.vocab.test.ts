import { describe, expect, it } from 'vitest';
import { findMentions } from '../analysis/mention-finder';
import { phraseKeys, tokenizeWords } from '../analysis/word-tokenizer';
import { toSpeechStyle } from '../speech-style';
import { CONDITIONS } from './condition.vocab';
import { PRIMARY_CARE_CONDITIONS } from './primary-care-condition.vocab';
import { SYMPTOMS } from './symptom.vocab';
import { conditionsIn, expectUnambiguousPhrases, expectWellFormedConcepts } from './vocabulary-checks';

describe('primary-care condition vocabulary', () => {
  it('is well formed, unambiguous and part of the condition table', () => {
    expectWellFormedConcepts(PRIMARY_CARE_CONDITIONS);
    expectUnambiguousPhrases(CONDITIONS);
    const conditionIds = new Set(CONDITIONS.map((entry) => entry.id));
    expect(PRIMARY_CARE_CONDITIONS.filter((entry) => !conditionIds.has(entry.id))).toEqual([]);
  });

  it('shares no phrase with a symptom, so a mention is never read two ways', () => {
    const symptomPhrases = new Set(
      SYMPTOMS.flatMap((entry) => [entry.term.toLowerCase(), ...entry.synonyms]).map((p) => phraseKeys(p).join(' ')),
    );
    const shared = PRIMARY_CARE_CONDITIONS.flatMap((entry) => [entry.term.toLowerCase(), ...entry.synonyms]).filter(
      (phrase) => symptomPhrases.has(phraseKeys(phrase).join(' ')),
    );
    expect(shared).toEqual([]);
  });

  const said: Array<[string, string]> = [
    ['The exam shows a lot of earwax in the right ear.', 'cerumen-impaction'],
    ['I think you have tonsillitis.', 'tonsillitis'],
    ["It's a chest infection, so I'll give you some antibiotics.", 'chest-infection'],
    ['This looks like a kidney infection.', 'pyelonephritis'],
    ['Your son has glue ear on the left.', 'otitis-media-with-effusion'],
    ['She gets really painful periods every month.', 'dysmenorrhea'],
    ['This sounds like heavy menstrual bleeding, so we will check her iron.', 'heavy-menstrual-bleeding'],
    ["You've got athlete's foot between the toes.", 'tinea-pedis'],
    ['This is vaginal thrush.', 'vaginal-thrush'],
    ['I think this is tennis elbow.', 'tennis-elbow'],
    ["So the inner elbow pain is golfer's elbow.", 'golfers-elbow'],
    ['Both arms show medial epicondylitis.', 'golfers-elbow'],
    ["Pain at the front of the knee after running is runner's knee.", 'patellofemoral-pain-syndrome'],
    ['The biopsy confirmed ovarian cancer.', 'ovarian-cancer'],
    ['It looks like a water infection.', 'urinary-tract-infection'],
    ['Your blood test shows your sodium is low.', 'hyponatremia'],
    ['Her hand, foot and mouth disease is settling.', 'hand-foot-mouth-disease'],
    ['He keeps getting mouth ulcers.', 'mouth-ulcer'],
    ['The baby has nappy rash again.', 'diaper-rash'],
    ['She had a febrile convulsion last night.', 'febrile-seizure'],
    ['I think the itching is from threadworms.', 'pinworms'],
    ["It's de Quervain's tenosynovitis of the right wrist.", 'de-quervain-tenosynovitis'],
    ['This pain is renal colic from a stone.', 'renal-colic'],
    ['The sleep study shows obstructive sleep apnoea.', 'obstructive-sleep-apnea'],
  ];
  for (const [sentence, id] of said) {
    it(`finds ${id} as a condition mention, written and spoken`, () => {
      const { written, speech } = conditionsIn(sentence);
      expect(written).toContain(id);
      expect(speech).toContain(id);
    });
  }

  it('reads the British spelling as the same concept as the US one', () => {
    const pairs: Array<[string, string]> = [
      ['dysmenorrhoea', 'dysmenorrhea'],
      ['hyponatraemia', 'hyponatremia'],
      ['hypokalaemia', 'hypokalemia'],
      ['seborrhoeic dermatitis', 'seborrheic dermatitis'],
      ['iron deficiency anaemia', 'iron deficiency anemia'],
      ['haemorrhoids', 'hemorrhoids'],
      ['coeliac disease', 'celiac disease'],
      ['gord', 'gerd'],
      ['pulmonary oedema', 'pulmonary edema'],
      ['ischaemic heart disease', 'ischemic heart disease'],
      ['obstructive sleep apnoea', 'obstructive sleep apnea'],
    ];
    for (const [british, us] of pairs) {
      const ids = (text: string) => conditionsIn(`I think you have ${text}.`).written;
      expect(ids(british), british).toEqual(ids(us));
      expect(ids(british), british).toHaveLength(1);
    }
  });

  it('reads British spellings of symptoms as the US ones', () => {
    const symptoms = (text: string) =>
      findMentions(tokenizeWords(text), false)
        .filter((mention) => mention.kind === 'symptom')
        .map((mention) => mention.conceptId);
    expect(symptoms('some dyspnoea and haematuria')).toEqual(symptoms('some dyspnea and hematuria'));
    expect(symptoms('some dyspnoea and haematuria')).toHaveLength(2);
  });

  it('reads glandular fever as one illness, not as a fever', () => {
    for (const sentence of ['My sister had glandular fever.', toSpeechStyle('My sister had glandular fever.')]) {
      const kinds = findMentions(tokenizeWords(sentence), false).map((m) => `${m.kind} ${m.conceptId}`);
      expect(kinds).toEqual(['condition infectious-mononucleosis']);
    }
  });

  it('leaves out what names something else: a low sodium diet and feeling cold are no diagnosis', () => {
    expect(conditionsIn('Keep to a low sodium diet and wrap up if you feel cold.').written).toEqual([]);
  });

  it('reads iron deficiency anaemia as itself, not as anaemia in general', () => {
    expect(conditionsIn('She has iron deficiency anaemia.').written).toEqual(['iron-deficiency-anemia']);
    expect(conditionsIn('She is anaemic.').written).toEqual(['anemia']);
  });
});

import { describe, expect, it } from 'vitest';
import { toSpeechStyle } from '../speech-style';
import { runAnalysis } from './analysis-pipeline';
import { findContact } from './contact-story';
import { findPatientReferent } from './patient-referent';
import { extractMentions } from './finding-extractor';
import { pairQuestionsWithAnswers } from './question-answer';
import { structureTranscript } from './transcript-structure';

/**
 * The patient's own findings said near a contact stay the patient's: a parent's "he" of the child, the speaker's
 * own verb after the contact, a contact's opinion, the clinician's colleague, "the patient" in a clinician's question.
 */
const STYLES = [
  ['written', (text: string) => text],
  ['speech', toSpeechStyle],
] as const;

/** The statuses the whole analysis gives a concept, written and speech-style. */
function statuses(lines: readonly string[], conceptId: string): Array<[string, string[]]> {
  return STYLES.map(([style, render]) => {
    const analysis = runAnalysis(render(lines.join('\n')));
    return [style, analysis.mentions.filter((m) => m.conceptId === conceptId).map((m) => m.assertion)];
  });
}

const expectOwn = (lines: readonly string[], conceptId: string) => {
  for (const [style, found] of statuses(lines, conceptId)) {
    expect(found.length, style).toBeGreaterThan(0);
    expect(found, style).not.toContain('family');
  }
};

describe("a contact's story leaves the patient's own findings alone", () => {
  it('reads a parent\'s "he" after a classmate\'s illness as the child patient', () => {
    expectOwn(
      [
        '[doctor] what brings your son in today ?',
        '[patient] my son has had a fever since monday .',
        "[patient] a boy in his class had chickenpox . he's got a rash all over now .",
      ],
      'rash',
    );
  });

  it('ends the contact\'s part at the speaker\'s own verb ("i work with kids and have had …")', () => {
    expectOwn(
      ['[doctor] what brings you in today ?', '[patient] i work with kids and have had a cough for two weeks .'],
      'cough',
    );
    expectOwn(
      ['[doctor] what brings you in today ?', "[patient] i work with kids and i've got a cough for two weeks ."],
      'cough',
    );
  });

  it("reads a contact's opinion of the patient's finding as the patient's finding", () => {
    expectOwn(
      ['[doctor] what brings you in today ?', '[patient] my friend thinks the lump in my breast has got bigger .'],
      'breast-lump',
    );
  });

  it("still reads the contact's own illness told after their opinion as theirs", () => {
    for (const [style, found] of statuses(
      ['[doctor] what brings you in today ?', '[patient] my mate said he had shingles last year .'],
      'shingles',
    ))
      expect(found, style).not.toContain('present');
  });

  it('still reads what a contact the speaker works with has, told by their pronoun, as theirs', () => {
    for (const [style, found] of statuses(
      ['[doctor] what brings you in today ?', '[patient] i work with a guy . he had shingles last year .'],
      'shingles',
    ))
      expect(found, style).toEqual(['family']);
    for (const [style, found] of statuses(
      ['[doctor] what brings you in today ?', '[patient] i work with a guy who had shingles last year .'],
      'shingles',
    ))
      expect(
        found.filter((status) => status !== 'family'),
        style,
      ).toEqual([]);
  });

  it("starts no contact story from the clinician's own colleague", () => {
    expectOwn(
      [
        '[doctor] what brings you in today ?',
        '[patient] my heart keeps racing .',
        '[doctor] i discussed your ecg with a colleague . he agrees it shows atrial fibrillation .',
      ],
      'atrial-fibrillation',
    );
  });

  it('reads "the patient" in a clinician\'s question as the patient', () => {
    expectOwn(['[doctor] has the patient had fevers ?', '[patient] yes , on and off .'], 'fever');
  });
});

describe("a relative named as the object of the speaker's clause", () => {
  it('keeps what the relative has after their own pronoun as theirs', () => {
    const cases: Array<[string, string]> = [
      ['[patient] my brother and i both have asthma .', 'asthma'],
      ['[patient] i live with my mum and she has diabetes .', 'type-2-diabetes'],
      ['[patient] i went with my dad to see his doctor , he said he has angina .', 'angina'],
      ['[patient] my mum says the angina is worse this year .', 'angina'],
    ];
    for (const [line, conceptId] of cases)
      for (const [style, found] of statuses(['[doctor] what brings you in today ?', line], conceptId))
        expect(found, `${style}: ${line}`).toEqual(['family']);
  });
});

describe('findContact with a child patient', () => {
  it("does not read the child patient's relative, named by the child's name, as a contact", () => {
    const transcript = [
      '[doctor] what brings your daughter in today ?',
      '[patient] my daughter lily has had a rash on her arms for a week .',
      "[patient] lily's dad had eczema .",
    ].join('\n');
    for (const [style, render] of STYLES) {
      const { sentences } = structureTranscript(render(transcript));
      const referent = findPatientReferent(sentences, extractMentions(sentences, pairQuestionsWithAnswers(sentences)));
      expect(referent, style).not.toBeNull();
      const last = sentences.find((sentence) => sentence.tokens.some((token) => token.norm === 'dad'))!;
      expect(findContact(last, referent), style).toBeNull();
    }
  });

  it("still reads a friend's relative as a contact", () => {
    const { sentences } = structureTranscript("[patient] my friend's dad had eczema .");
    expect(findContact(sentences[0]!, null)?.contact).toBe("friend's dad");
  });
});

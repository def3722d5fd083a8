import { describe, expect, it } from 'vitest';
import { ASSESSED_DIAGNOSES } from '../engines/note/shared/vocabulary/assessed-diagnosis.vocab';
import { findIcd10cmByConcept } from './icd10cm-table';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

/**
 * Diagnoses a clinician names in the assessment that had no concept or no code link (a stiff big-toe joint, a
 * posterior cruciate sprain, esophagitis, sick sinus syndrome, a low sodium, a foreign body up the nose), through
 * the real analysis and coder, written and as a speech recogniser gives them; and the words that must not code a
 * diagnosis nobody made (a sad moment, a suspected spasm, a contrast, the words of an injury already named).
 */
const categories = (codes: string[]) => codes.map((code) => code.slice(0, 3));

describe('diagnoses named in the assessment are coded', () => {
  it('links every concept to at least one curated code', () => {
    const unlinked = ASSESSED_DIAGNOSES.filter((entry) => findIcd10cmByConcept(entry.id).length === 0);
    expect(unlinked.map((entry) => entry.id)).toEqual([]);
  });

  const cases: Array<[string, string, string]> = [
    [
      'a stiff arthritic big-toe joint on the left',
      visit(
        '[patient] My left big toe has been stiff and sore for months.',
        '[doctor] The x-ray shows a spur on top of the joint. This is hallux rigidus of your left foot, so we will try a stiff-soled shoe.',
      ),
      'M20.22',
    ],
    [
      'a posterior cruciate strain said with a possessive',
      visit(
        '[patient] My right knee hurts since I fell on it bent playing basketball.',
        '[doctor] For your right knee, I think you have a strain of your posterior cruciate ligament. We will start physical therapy.',
      ),
      'S83.521A',
    ],
    [
      'esophagitis',
      visit(
        '[patient] It hurts when I swallow.',
        '[doctor] The scope showed acute esophagitis, so we will start a proton pump inhibitor.',
      ),
      'K20.90',
    ],
    [
      'sick sinus syndrome',
      visit(
        '[patient] The heart doctor put me on a monitor last month.',
        '[doctor] Yes, they found sick sinus syndrome and you will see them about a pacemaker.',
      ),
      'I49.5',
    ],
    [
      'a sodium said very low, beside another result',
      visit(
        '[doctor] Your labs show that your sodium levels are very low, probably from the water pill.',
        '[doctor] They also show anemia, so we will add iron.',
      ),
      'E87.1',
    ],
    [
      'a foreign body up a child’s nose',
      visit(
        '[parent] He keeps rubbing his nose and it smells bad.',
        '[doctor] There is a foreign body in his right nostril, a small bead. I will take it out now.',
      ),
      'T17.1XXA',
    ],
  ];
  codesEachCase(cases, it, (codes, code) => expect(codes).toContain(code));

  it('keeps both results the visit is about when nothing else is diagnosed', () => {
    const transcript = visit(
      '[doctor] Your blood work shows that your sodium is low.',
      '[doctor] Your blood work also shows anemia.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).toEqual(expect.arrayContaining(['E87.1', 'D64.9']));
  });
});

describe('words that name no diagnosis', () => {
  it('codes a sad mood as a mood, not as depression', () => {
    const transcript = visit(
      '[patient] Honestly I am a bit sad today, school has been a lot.',
      '[doctor] That sounds hard. Let us talk about your breathing first.',
    );
    for (const text of bothWays(transcript)) expect(categories(icd10Of(text))).not.toContain('F32');
  });

  it('does not code a coronary spasm the clinician only suspects, nor a muscle spasm for it', () => {
    const transcript = visit(
      '[patient] The chest pain comes at night.',
      '[doctor] I am suspecting a coronary spasm, but the heart tests were normal.',
    );
    for (const text of bothWays(transcript)) {
      const found = categories(icd10Of(text));
      expect(found).not.toContain('I20');
      expect(found).not.toContain('M62');
    }
  });

  it('does not code the infection a diagnosis is contrasted with', () => {
    const transcript = visit(
      '[doctor] Your stuffy nose is allergic rhinitis rather than a sinus infection.',
      '[patient] So it is different from a sinus infection? [doctor] Yes, we will try a nasal spray.',
    );
    for (const text of bothWays(transcript)) {
      const found = categories(icd10Of(text));
      expect(found).toContain('J30');
      expect(found).not.toContain('J01');
      expect(found).not.toContain('J32');
    }
  });

  it('reads a "yes" to "is it different from …?" as confirming the contrast', () => {
    const transcript = visit(
      '[patient] My nose runs every spring.',
      '[doctor] So we call it allergic rhinitis.',
      '[patient] Is that different than a sinus infection?',
      '[doctor] Yes, it is different.',
    );
    // Unpunctuated, "… allergic rhinitis is that different …" reads as one question: only the contrast is checked.
    expect(categories(icd10Of(transcript))).toContain('J30');
    for (const text of bothWays(transcript)) {
      const found = categories(icd10Of(text));
      expect(found).not.toContain('J01');
      expect(found).not.toContain('J32');
    }
  });

  it('codes a medial collateral strain by its ligament, not as an unspecified injury', () => {
    const transcript = visit(
      '[patient] I twisted my right knee at soccer.',
      '[doctor] You have an MCL strain of the right knee from the injury. We will get you a hinged brace.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('S83.411A');
      expect(categories(codes)).not.toContain('T14');
    }
  });

  it('does not code COVID-19 for the pandemic named as a time', () => {
    const transcript = visit(
      '[patient] I put on weight working from home during COVID.',
      '[doctor] Since covid a lot of people have. Let us look at your blood pressure.',
    );
    for (const text of bothWays(transcript)) expect(categories(icd10Of(text))).not.toContain('U07');
  });
});

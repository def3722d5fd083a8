import { describe, expect, it } from 'vitest';
import { bothWays, icd10Of, visit } from './transcript-codes.test-kit';

/** Codes that hang on a word's sense: an ulcer's site, CVA in a flank exam, smoking that is over. */
describe('word senses in coding, written and spoken', () => {
  it('codes an ulcer on the foot as a foot ulcer, never a peptic ulcer', () => {
    const transcript = visit(
      '[doctor] Tell me about the sore.',
      '[patient] There is an ulcer under my right big toe, it has been weeping for a month.',
      '[doctor] We will dress this ulcer and see you in a week.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.some((code) => code.startsWith('L97.5'))).toBe(true);
      expect(codes).not.toContain('K27.9');
    }
  });

  it('codes a diabetic foot ulcer as E11.621', () => {
    const transcript = visit(
      '[doctor] How is the sore on your sole?',
      '[patient] Still open. The nurse called it a diabetic foot ulcer.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).toContain('E11.621');
  });

  it('codes the foot ulcer of a patient with type 2 diabetes as E11.621, not when diabetes is denied', () => {
    const diabetic = visit(
      '[doctor] Any other medical problems?',
      '[patient] I have type 2 diabetes, I take metformin for it.',
      '[doctor] There is a one centimeter ulcer on the ball of your left foot. We will dress it weekly.',
    );
    for (const text of bothWays(diabetic)) expect(icd10Of(text)).toContain('E11.621');
    const notDiabetic = visit(
      '[doctor] Do you have diabetes?',
      '[patient] No.',
      '[doctor] There is a one centimeter ulcer on the ball of your left foot. We will dress it weekly.',
    );
    for (const text of bothWays(notDiabetic)) {
      const codes = icd10Of(text);
      expect(codes).not.toContain('E11.621');
      expect(codes.some((code) => code.startsWith('L97.5'))).toBe(true);
    }
  });

  it('gives a bare "this ulcer" the site the visit placed it at', () => {
    const transcript = visit(
      '[doctor] So the ulcer is on your left shin?',
      '[patient] Yes.',
      '[doctor] Okay.',
      '[doctor] This ulcer needs compression bandaging.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.some((code) => code.startsWith('L97.9'))).toBe(true);
      expect(codes).not.toContain('K27.9');
    }
  });

  it('keeps a stomach ulcer peptic and a mouth ulcer oral', () => {
    const stomach = visit('[patient] I had an ulcer in my stomach from taking too much ibuprofen.');
    for (const text of bothWays(stomach)) expect(icd10Of(text)).not.toContain('L97.509');
    const mouth = visit('[patient] I keep getting an ulcer on my tongue.');
    for (const text of bothWays(mouth)) {
      expect(icd10Of(text)).toContain('K12.0');
      expect(icd10Of(text)).not.toContain('K27.9');
    }
  });

  it('reads "CVA tinnitus" (a misheard "CVA tenderness") as a flank exam sign, not ringing in the ears', () => {
    const transcript = visit(
      '[doctor] On exam your belly is soft. There is CVA tinnitus on the left.',
      '[doctor] I think the kidney stone is causing this.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.some((code) => code.startsWith('H93.1'))).toBe(false);
      expect(codes).not.toContain('I63.9');
    }
  });

  it('codes a smoker whose answer says the smoking is over as a former smoker', () => {
    const transcript = visit(
      '[doctor] Are you a smoker?',
      "[patient] I was, but I haven't smoked since my daughter was born.",
      '[doctor] When did you stop smoking?',
      '[patient] About eight years back.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('Z87.891');
      expect(codes).not.toContain('F17.210');
    }
  });

  it('keeps a smoker who is trying to quit a current smoker', () => {
    const transcript = visit(
      '[doctor] Are you a smoker?',
      '[patient] Yes, about ten a day. I want to quit.',
      '[doctor] We can help you quit smoking.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('F17.210');
      expect(codes).not.toContain('Z87.891');
    }
  });
});

describe('more senses in coding, written and spoken', () => {
  it('codes no COVID-19 for a clinic, a time or a vaccine named after it', () => {
    const transcript = visit(
      '[patient] I put on weight during covid, the covid 15 they call it.',
      '[doctor] And you are vaccinated against covid?',
      '[patient] Yes, I work at the covid clinic so I had to be.',
      '[doctor] Your blood pressure is high today. We will start amlodipine for hypertension.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).not.toContain('U07.1');
  });

  it('still codes a COVID-19 infection', () => {
    const transcript = visit('[patient] I tested positive for covid three days ago and I have a fever and a cough.');
    for (const text of bothWays(transcript)) expect(icd10Of(text)).toContain('U07.1');
  });

  it('codes no skin lesion for a lesion of an organ seen on a scan', () => {
    const transcript = visit(
      '[doctor] The scan shows a small pituitary lesion and a liver lesion.',
      '[doctor] We will refer you to endocrinology.',
    );
    for (const text of bothWays(transcript)) expect(icd10Of(text)).not.toContain('L98.9');
  });

  it('codes degenerative joint disease by the joint named before it', () => {
    const transcript = visit(
      '[patient] My left hip aches when I climb stairs.',
      '[doctor] I think this is left hip degenerative joint disease. I will prescribe meloxicam.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('M16.12');
      expect(codes).not.toContain('M19.90');
    }
  });
});

describe('a skin lesion explained by its diagnosis', () => {
  it('codes the melanoma a biopsied lesion turned out to be, not also an unspecified skin disorder', () => {
    const transcript = visit(
      '[doctor] The lesion we biopsied on your shoulder came back as a melanoma.',
      '[doctor] We will do a wide local excision next week.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.some((code) => code.startsWith('C43'))).toBe(true);
      expect(codes).not.toContain('L98.9');
    }
  });
});

describe('idioms and likenesses, written and spoken', () => {
  it('codes no abscess for "it boils down to" and no influenza for "flu like" aches', () => {
    const transcript = visit(
      '[doctor] Any flu like symptoms, aches or chills?',
      '[patient] Yes, I have had chills and aches all week.',
      '[doctor] I think it boils down to the new job and the long shifts. Your chest is clear.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.some((code) => code.startsWith('L02'))).toBe(false);
      expect(codes.some((code) => code.startsWith('J1'))).toBe(false);
    }
  });

  it('codes an MCL strain as the sprain of that ligament, not an unspecified injury', () => {
    const transcript = visit(
      '[patient] I twisted my left knee playing netball.',
      '[doctor] You have what we call an MCL strain of the left knee. Rest, ice and a brace for now.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('S83.412A');
      expect(codes).not.toContain('T14.90XA');
    }
  });
});

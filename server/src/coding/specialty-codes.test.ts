import { describe, expect, it } from 'vitest';
import { SITED_CONDITIONS } from '../engines/note/shared/vocabulary/laterality-carry.vocab';
import { SPECIALTY_CONDITIONS } from '../engines/note/shared/vocabulary/specialty-condition.vocab';
import { findIcd10cmByConcept } from './icd10cm-table';
import { bothWays, codesEachCase, icd10Of, visit } from './transcript-codes.test-kit';

/**
 * Clinic diagnoses the main list lumped together or lacked (skin cancers by kind, breast carcinoma in situ,
 * lymphomas, hypogonadism, an enlarged liver, thyroid disease), through the real analysis and the coder, written
 * and as a speech recogniser gives them; a relative's or a past one is never coded as the patient's current one.
 */
const categories = (codes: string[]) => codes.map((code) => code.slice(0, 3));

describe('specialty diagnoses are coded from their concepts', () => {
  it('links every specialty concept to at least one curated code', () => {
    // A laceration is coded by where it is ("hand laceration"), like a contusion.
    const unlinked = SPECIALTY_CONDITIONS.filter(
      (entry) => findIcd10cmByConcept(entry.id).length === 0 && !SITED_CONDITIONS.includes(entry.id),
    );
    expect(unlinked.map((entry) => entry.id)).toEqual([]);
  });

  const cases: Array<[string, string, string]> = [
    [
      'a melanoma, not an unspecified skin cancer',
      visit(
        '[doctor] The biopsy of the mole on your back came back as melanoma.',
        '[doctor] For assessment and plan, this is a newly diagnosed melanoma. We will cut out the area with wider margins.',
      ),
      'C43.9',
    ],
    [
      'ductal carcinoma in situ',
      visit(
        '[doctor] The pathology from the core biopsy confirmed DCIS.',
        '[doctor] You have ductal carcinoma in situ of the right breast, so I will refer you to the breast surgeon.',
      ),
      'D05.10',
    ],
    [
      "non-Hodgkin's lymphoma",
      visit(
        '[doctor] The lymph node biopsy shows non-Hodgkin lymphoma.',
        '[doctor] My assessment is non-Hodgkin lymphoma and we will refer you to haematology for staging.',
      ),
      'C85.90',
    ],
    [
      'hypogonadism',
      visit(
        '[patient] I have had no energy and no sex drive.',
        '[doctor] Your testosterone came back low twice. This is hypogonadism and we will start testosterone gel.',
      ),
      'E29.1',
    ],
    [
      'an enlarged liver',
      visit(
        '[doctor] On examination I can feel an enlarged liver on the right side.',
        '[doctor] So for the hepatomegaly, we will get an ultrasound of your abdomen and check your liver enzymes.',
      ),
      'R16.0',
    ],
    [
      'thyroid disease said without its kind',
      visit(
        '[doctor] Your thyroid disease is stable on the current dose.',
        '[doctor] We will recheck your thyroid levels in six months.',
      ),
      'E07.9',
    ],
    [
      'a proximal humerus fracture named by the bone',
      visit(
        '[patient] I fell on my right arm and it hurts to lift it.',
        '[doctor] The x-ray of your right arm shows a proximal humerus fracture. We will put you in a sling.',
      ),
      'S42.201A',
    ],
    [
      'poor renal function as renal insufficiency, not chronic kidney disease',
      visit(
        '[doctor] What brought them in today?',
        '[doctor] Poor renal sufficiency, possibly due to dehydration. She also has high blood pressure.',
      ),
      'N28.9',
    ],
    [
      'cuts on the right hand as a hand laceration',
      visit(
        '[patient] My fist went through a window and it has been bleeding since.',
        '[doctor] There are two cuts in your right hand. We will clean and close them.',
      ),
      'S61.411A',
    ],
    [
      'a Lisfranc fracture by its side',
      visit(
        '[patient] I landed badly on my left foot at football and it is swollen on top.',
        '[doctor] Your scan shows a Lisfranc fracture, so you will need a boot and crutches.',
      ),
      'S92.302A',
    ],
    [
      'ovarian cancer by its side',
      visit(
        '[doctor] The scan shows a solid mass in the pelvis.',
        '[doctor] For assessment and plan, this is a right ovarian cancer and I will refer you to oncology.',
      ),
      'C56.1',
    ],
    [
      "medial epicondylitis said as golfer's elbow",
      visit(
        '[patient] The inside of my right elbow hurts when I lift things.',
        "[doctor] This is golfer's elbow. Rest it and we will start physical therapy.",
      ),
      'M77.01',
    ],
    [
      'patellofemoral pain syndrome by its side',
      visit(
        '[patient] My left knee aches at the front when I go down stairs.',
        '[doctor] This is patellofemoral pain syndrome, so we will start some strengthening exercises.',
      ),
      'M22.2X2',
    ],
  ];
  codesEachCase(cases, it, (codes, code) => expect(codes).toContain(code));

  it("codes a relative's lymphoma and skin cancer as family history only", () => {
    const transcript = visit(
      '[patient] My mom had non-Hodgkin lymphoma.',
      '[doctor] You had mentioned that cancer runs in your family. What type of cancer?',
      '[patient] Skin cancer.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes.filter((code) => /^(C|D0)/.test(code))).toEqual([]);
      expect(categories(codes)).toContain('Z80');
    }
  });

  it('reads "who in your family has had skin cancer" as asking about relatives', () => {
    const transcript = visit(
      '[patient] I wanted to be extra cautious because skin cancer runs in my family.',
      "[doctor] I'm glad you got it checked. Who in your family has had skin cancer?",
      '[patient] My aunt.',
    );
    for (const text of bothWays(transcript)) expect(categories(icd10Of(text))).not.toContain('C44');
  });

  it('codes a skin cancer removed months ago as a history, though later talk names it again', () => {
    const transcript = visit(
      '[doctor] And you had a skin cancer removed about five months ago as well.',
      '[doctor] In reviewing the pathology report for your skin cancer, the margins were clear.',
    );
    for (const text of bothWays(transcript)) {
      const codes = icd10Of(text);
      expect(codes).toContain('Z85.828');
      expect(categories(codes)).not.toContain('C44');
    }
  });

  it('codes the status a past operation leaves, said as past or as now', () => {
    const transcript = visit(
      '[doctor] Any surgeries in the past?',
      '[patient] They had to do a CABG on me when I was young, and I had cataract surgery on my left eye two years ago.',
      '[doctor] And you had a lobectomy for the lung nodule. Your chest pain today is from the muscle.',
    );
    for (const text of bothWays(transcript)) {
      expect(icd10Of(text)).toEqual(expect.arrayContaining(['Z95.1', 'Z98.42', 'Z90.2']));
    }
  });

  it('codes no status for an operation only planned or considered', () => {
    const transcript = visit(
      '[patient] My vision in the right eye is getting cloudy.',
      '[doctor] You have a cataract in the right eye. We will schedule cataract surgery for the right eye next month.',
      '[doctor] If the chest pain gets worse we should consider bypass surgery.',
    );
    for (const text of bothWays(transcript)) {
      expect(icd10Of(text).filter((code) => /^(Z98.4|Z95)/.test(code))).toEqual([]);
    }
  });

  it('keeps the code of an abnormal finding the clinician names again and again beside a diagnosis', () => {
    const named = visit(
      '[patient] I have been constipated for two weeks.',
      '[doctor] Your constipation is likely from the iron tablets. I also feel a slight hepatomegaly on the right side.',
      '[doctor] The hepatomegaly means your liver is enlarged, so we will get an ultrasound.',
    );
    for (const text of bothWays(named)) expect(icd10Of(text)).toEqual(expect.arrayContaining(['K59.00', 'R16.0']));
  });

  it('codes a current smoker as nicotine dependence, a former smoker as a history, a non-smoker as nothing', () => {
    const current = visit(
      '[doctor] Do you smoke?',
      '[patient] Yes, about twenty a day.',
      "[doctor] Because you're a smoker over forty we will do a chest x-ray. I can refer you to the stop smoking service.",
    );
    const former = visit(
      '[doctor] Do you smoke?',
      "[patient] I'm a former smoker, I quit ten years ago.",
      '[doctor] Your cough is from a cold. Rest and fluids.',
    );
    const never = visit(
      '[doctor] Are you a smoker?',
      "[patient] No, never. I'm a non-smoker.",
      '[doctor] Your cough is from a cold. Rest and fluids.',
    );
    for (const text of bothWays(current)) expect(icd10Of(text)).toContain('F17.210');
    for (const text of bothWays(former)) {
      expect(icd10Of(text)).toContain('Z87.891');
      expect(categories(icd10Of(text))).not.toContain('F17');
    }
    for (const text of bothWays(never))
      expect(categories(icd10Of(text)).filter((c) => /^(F17|Z72|Z87)$/.test(c))).toEqual([]);
  });

  it('reads no laceration into cutting something out or cutting down', () => {
    const transcript = visit(
      '[doctor] The treatment for the melanoma on your back is to cut out the area.',
      '[doctor] You should also cut down on sugary drinks.',
    );
    for (const text of bothWays(transcript))
      expect(categories(icd10Of(text)).filter((c) => /^S[0-9]1$/.test(c))).toEqual([]);
  });
});

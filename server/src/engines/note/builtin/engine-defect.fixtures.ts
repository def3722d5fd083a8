import type { Assertion } from '../../../coding/clinical-finding';

/**
 * Short visits (our own text) that once produced a wrong note or code in the builtin engine. Each says what the
 * note and its codes must (and must never) hold, so a return of the defect fails a test.
 */
export type NotePart = 'chiefComplaint' | 'subjective' | 'objective' | 'assessment' | 'plan';

export interface ExpectedFinding {
  conceptId: string;
  assertion: Assertion;
  laterality?: string;
}

export interface DefectVisit {
  name: string;
  transcript: string;
  /** Concepts the analysis must find with this status (and side). */
  findings: ExpectedFinding[];
  /** Concepts the analysis must not find at all, under any status. */
  absent: string[];
  /** No finding may carry these statuses (a child's complaint as a relative's). */
  forbiddenStatuses?: Assertion[];
  written: Partial<Record<NotePart, RegExp[]>>;
  notWritten: Partial<Record<NotePart, RegExp[]>>;
  codes: string[];
  notCodes: RegExp[];
}

const lines = (...said: string[]) => said.join('\n');

export const DEFECT_VISITS: readonly DefectVisit[] = [
  {
    name: 'a parent speaks for a son with right ear pain; the right eardrum bulges',
    transcript: lines(
      '[doctor] What brings you in today?',
      '[patient] My son has had ear pain on the right side for three days and a fever.',
      '[doctor] Has he been eating?',
      '[patient] Not much.',
      '[doctor] His right eardrum is red and bulging. The left eardrum is normal. I think this is an ear infection. We will start amoxicillin twice a day for ten days.',
    ),
    findings: [
      { conceptId: 'ear-pain', assertion: 'present', laterality: 'right' },
      { conceptId: 'fever', assertion: 'present' },
      { conceptId: 'otitis-media', assertion: 'present', laterality: 'right' },
    ],
    absent: [],
    forbiddenStatuses: ['family'],
    written: { chiefComplaint: [/ear pain/i], subjective: [/the patient has had ear pain/i] },
    notWritten: { subjective: [/\bson\b/i, /family history/i] },
    codes: ['H66.91'],
    notCodes: [/^H66\.9[023]$/, /^Z8[0-4]/],
  },
  {
    name: 'a mother with asthma of her own speaks for a four-year-old daughter; the left eardrum is red',
    transcript: lines(
      '[doctor] Hi, what brings you in?',
      '[patient] My daughter has had a cough and a runny nose for five days. I have asthma myself.',
      '[doctor] Has she had a fever?',
      '[patient] No fever.',
      '[doctor] How old is she?',
      '[patient] She is four years old.',
      '[doctor] Her lungs are clear. Her left eardrum is red and bulging and the right eardrum is normal. This is an ear infection. We will start amoxicillin.',
    ),
    findings: [
      { conceptId: 'cough', assertion: 'present' },
      { conceptId: 'runny-nose', assertion: 'present' },
      { conceptId: 'fever', assertion: 'negated' },
      { conceptId: 'asthma', assertion: 'family' },
      { conceptId: 'otitis-media', assertion: 'present', laterality: 'left' },
    ],
    absent: [],
    written: { chiefComplaint: [/cough/i] },
    notWritten: { subjective: [/\bdaughter\b/i], assessment: [/asthma/i] },
    codes: ['H66.92', 'Z82.5'],
    notCodes: [/^J45/, /^H66\.9[013]$/],
  },
  {
    name: 'an adult who mentions her own son stays the patient',
    transcript: lines(
      '[doctor] What brings you in today?',
      '[patient] I have had a headache for two days. My son had a cold last week.',
      '[doctor] Your neuro exam is normal. I think this is a tension headache. Take ibuprofen as needed.',
    ),
    findings: [{ conceptId: 'headache', assertion: 'present' }],
    absent: [],
    written: { chiefComplaint: [/headache/i] },
    notWritten: {},
    codes: [],
    notCodes: [/^J00/],
  },
  {
    name: 'a flu shot, a strep test and a covid test are services, not influenza, strep throat or covid',
    transcript: lines(
      '[doctor] What brings you in today?',
      '[patient] I have had a sore throat and a fever for two days.',
      '[doctor] Did you get your flu shot this year?',
      '[patient] No, I have not had a flu vaccine.',
      '[doctor] Your throat is red. We did a strep test and a covid test. The rapid strep test is negative and the covid test is negative. I think this is a viral pharyngitis. We will give you the flu shot today.',
    ),
    findings: [
      { conceptId: 'sore-throat', assertion: 'present' },
      { conceptId: 'flu-vaccine', assertion: 'present' },
    ],
    absent: ['influenza', 'strep-pharyngitis', 'covid-19'],
    written: { assessment: [/pharyngitis/i], plan: [/flu shot/i] },
    notWritten: { assessment: [/influenza|strep throat|covid/i], subjective: [/reports (influenza|covid)/i] },
    codes: ['J02.9', '90471', 'Z23'],
    notCodes: [/^J0[9]|^J1[01]/, /^J02\.0$/, /^U07/, /^Z20/],
  },
  {
    name: 'a declined flu vaccine is neither influenza nor a vaccine given',
    transcript: lines(
      '[doctor] How is your blood pressure doing?',
      '[patient] Good, I take lisinopril every day.',
      '[doctor] Your blood pressure is one twenty over seventy eight. Your hypertension is well controlled. Would you like the flu vaccine today?',
      '[patient] No, I do not want the flu vaccine.',
    ),
    findings: [{ conceptId: 'flu-vaccine', assertion: 'negated' }],
    absent: ['influenza'],
    written: {},
    notWritten: { assessment: [/influenza/i] },
    codes: ['I10'],
    notCodes: [/^J1[01]/, /^Z23$/, /^9047[12]$/, /^906/],
  },
  {
    name: 'CVA tenderness is the costovertebral angle, never a stroke',
    transcript: lines(
      '[doctor] What brings you in today?',
      '[patient] I have had burning with urination and pain in my back for three days.',
      '[doctor] On exam there is CVA tenderness on the right. Positive CVA on the right to percussion. No CVA or suprapubic tenderness on the left. Your abdomen is soft. I think this is a urinary tract infection. We will start ciprofloxacin twice a day for seven days.',
    ),
    findings: [{ conceptId: 'urinary-tract-infection', assertion: 'present' }],
    absent: ['stroke'],
    written: { objective: [/cva tenderness/i] },
    notWritten: { assessment: [/stroke|cerebrovascular/i], subjective: [/stroke/i] },
    codes: ['N39.0'],
    notCodes: [/^I6[0-9]/, /^Z86\.73$/],
  },
  {
    name: 'a stroke seven years ago and a wrist broken at ten are history, not problems of this visit',
    transcript: lines(
      '[doctor] Tell me about your medical history.',
      '[patient] Seven years ago I had a stroke. I broke my wrist when I was ten. I also have high blood pressure and I take lisinopril.',
      '[doctor] Any weakness now?',
      '[patient] No, I recovered fully.',
      '[doctor] Your blood pressure is one thirty over eighty. Your hypertension is controlled. Continue lisinopril.',
    ),
    findings: [
      { conceptId: 'stroke', assertion: 'historical' },
      { conceptId: 'fracture', assertion: 'historical' },
      { conceptId: 'essential-hypertension', assertion: 'present' },
    ],
    absent: [],
    written: { subjective: [/history of[^.]*stroke/i] },
    notWritten: { chiefComplaint: [/stroke|fracture/i], assessment: [/stroke|fracture/i] },
    codes: ['I10', 'Z86.73'],
    notCodes: [/^I63/, /^S[0-9]/],
  },
  {
    name: 'pulmonary edema on a chest x-ray is the result, not an exam finding of oedema',
    transcript: lines(
      '[doctor] What brings you in?',
      '[patient] I have been short of breath for a week.',
      '[doctor] Your lungs have crackles at the bases. Your chest x-ray showed pulmonary edema. I think this is congestive heart failure. We will start furosemide twenty milligrams daily.',
    ),
    findings: [
      { conceptId: 'pulmonary-edema', assertion: 'present' },
      { conceptId: 'congestive-heart-failure', assertion: 'present' },
    ],
    absent: ['edema'],
    written: { objective: [/x-ray showed pulmonary edema/i] },
    notWritten: {},
    codes: ['I50.9'],
    notCodes: [/^R60/],
  },
  {
    name: '"pain in my side" stays side pain, never flank pain',
    transcript: lines(
      '[doctor] What brings you in today?',
      '[patient] I have had burning when I pee and pain in my side for two days.',
      '[doctor] Any fever?',
      '[patient] No fever.',
      '[doctor] Your abdomen is soft. I think this is a urinary tract infection. We will start nitrofurantoin twice a day for five days.',
    ),
    findings: [{ conceptId: 'side-pain', assertion: 'present' }],
    absent: ['flank-pain'],
    written: { chiefComplaint: [/side pain/i] },
    notWritten: { chiefComplaint: [/flank|\bmy\b/i], subjective: [/flank/i] },
    codes: ['N39.0'],
    notCodes: [/^R10\.(1|3|8|9)/],
  },
  {
    name: 'stress in a general explanation, an unpunctuated question about stressors denied, and exam or brace stress',
    transcript: lines(
      '[doctor] what brings you in today',
      '[patient] my right ankle has been hurting for a week',
      '[doctor] okay now you know a lot of times we can see this with you know high levels of stress has there been any new mental or emotional stressors at work or at home',
      '[patient] not really',
      '[doctor] on exam there is no laxity on the anterior drawer and inversion stress . we will brace your ankle to take off some of the stress that you might be putting on it',
    ),
    findings: [{ conceptId: 'ankle-pain', assertion: 'present', laterality: 'right' }],
    absent: [],
    written: { chiefComplaint: [/ankle pain/i] },
    notWritten: { subjective: [/reports stress/i, /stressors at work/i] },
    codes: [],
    notCodes: [/^Z73\.3$/],
  },
];

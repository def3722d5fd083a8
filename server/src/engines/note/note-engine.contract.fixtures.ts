/** Visits written for the engine contract: our own text, covering labels, no labels, and speech-to-text output. */
export interface ContractVisit {
  name: string;
  transcript: string;
  /** Words of conditions the patient denies: no code may be suggested for them. */
  deniedConditions: string[];
}

export const CONTRACT_VISITS: readonly ContractVisit[] = [
  {
    name: 'labelled visit',
    transcript: [
      '[doctor] good morning . what brings you in today ?',
      "[patient] i've had a sore throat and a cough for three days . no fever .",
      '[doctor] any history of diabetes ?',
      "[patient] no , i don't have diabetes .",
      '[doctor] are you taking any medications ?',
      '[patient] just lisinopril ten milligrams once a day for my blood pressure .',
      '[doctor] any allergies to medications ?',
      '[patient] no .',
      '[doctor] okay . your blood pressure is one twenty eight over eighty two and your temperature is ninety eight point six .',
      '[doctor] let me take a look . your throat is red , no exudate . lungs are clear .',
      '[doctor] i think this is a viral upper respiratory infection . continue the lisinopril . use ibuprofen four hundred milligrams every six hours as needed and follow up in one week .',
      '[patient] okay , sounds good .',
    ].join('\n'),
    deniedConditions: ['diabetes'],
  },
  {
    name: 'unlabelled plain text',
    transcript:
      'What brings you in today? My lower back has been hurting for two weeks since I lifted a heavy box. Any numbness or tingling in your legs? No. Have you had any problems with your bladder? No. Let me examine your back. There is tenderness over the lumbar muscles and your strength is normal. I think this is a lumbar strain. Take naproxen 500 mg twice a day with food and we will see you in two weeks.',
    deniedConditions: [],
  },
  {
    name: 'speech-to-text output without punctuation',
    transcript:
      "so tell me what's going on my right knee has been swelling since i fell playing soccer about four days ago does it hurt when you walk yeah it hurts quite a bit okay on exam there is swelling of the right knee and some pain to palpation on the medial side i think you have a sprain i want you to ice it twenty minutes at a time and i'll prescribe meloxicam fifteen milligrams once a day",
    deniedConditions: [],
  },
  {
    name: 'short labelled visit with a denied symptom and a new medicine',
    transcript: [
      '[doctor] Any chest pain?',
      '[patient] No. My chest does not hurt either.',
      '[doctor] Any shortness of breath?',
      "[patient] My chest doesn't hurt either, but I do get short of breath on the stairs.",
      '[doctor] Okay. Your blood pressure is one twenty over eighty. I think this is mild asthma. We will start albuterol two puffs every four hours as needed.',
    ].join('\n'),
    deniedConditions: ['chest pain'],
  },
  {
    name: 'recogniser output on one line, no labels',
    transcript:
      'Good morning what brings you in today i have had a fever and a bad cough for three days do you have any chest pain no i take lisinopril for my blood pressure your temperature is one hundred and one point two your lungs sound clear i think this is a viral bronchitis we will start doxycycline one hundred milligrams twice a day and check your blood sugar come back in one week',
    deniedConditions: ['chest pain'],
  },
];

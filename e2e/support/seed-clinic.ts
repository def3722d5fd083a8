import { SeedApi } from './seed-api';

export interface SeededClinic {
  tokens: { doctor: string; assistant: string; patient: string };
  /** Sign-in emails (every seeded account's password is SEED_PASSWORD). */
  emails: { doctor: string; assistant: string };
  visits: { pending: number; inProgress: number; completed: number; unassigned: number };
  patientIds: number[];
}

const CODES = [
  { type: 'ICD-10', code: 'J20.9', description: 'Acute bronchitis, unspecified', confidence: 0.82 },
  { type: 'ICD-11', code: 'CA42.Z', description: 'Acute bronchitis, unspecified', confidence: 0.74 },
  { type: 'CPT', code: '99213', description: 'Office visit, established patient, low complexity', confidence: 0.61 },
];

/** A doctor, an assistant, a patient-role account, three patients and visits in every state. */
export async function seedClinic(baseURL: string): Promise<SeededClinic> {
  const api = new SeedApi(baseURL);
  const stamp = Date.now().toString(36);
  const doctor = await api.account('Dr. Dana Reyes', `dana.${stamp}@clinic.test`, 'doctor');
  const assistant = await api.account('Mia Chen', `mia.${stamp}@clinic.test`, 'medical_assistant');
  const patientUser = await api.account('Paula Patient', `paula.${stamp}@clinic.test`, 'patient');

  const p1 = await api.patient(assistant.token, {
    name: 'Alice Johnson',
    email: 'alice@example.test',
    phoneNumber: '+1 555 0101',
    gender: 'female',
    dateOfBirth: '1984-03-09',
  });
  const p2 = await api.patient(assistant.token, {
    name: 'Bruno Silva',
    email: 'bruno@example.test',
    gender: 'male',
    dateOfBirth: '1961-11-23',
  });
  const p3 = await api.patient(assistant.token, {
    name: 'Chloe Martin',
    phoneNumber: '+1 555 0199',
    gender: 'female',
    dateOfBirth: '2001-07-14',
  });

  // Pending review: the assistant documented S and O and sent it to the doctor.
  const pending = await api.openVisit(assistant.token, p1.id);
  await api.recording(assistant.token, {
    visitId: pending.id,
    patientId: p1.id,
    recordingType: 'initial',
    creatorRole: 'medical_assistant',
    transcription: 'I have had a cough and a fever for three days. My throat is sore.',
    subjective: 'Cough and fever for three days; sore throat.',
    objective: 'Temperature 38.5 C. Pulse 92.',
    codeSuggestions: CODES,
    metadata: { duration: 42 },
  });
  await api.updateVisit(assistant.token, pending.id, {
    providerId: doctor.user.id,
    patientId: p1.id,
    status: 'pending_doctor_review',
  });

  // In progress: the assistant's note is saved, not yet sent for review. (An opened visit with nothing saved is
  // listed nowhere.)
  const inProgress = await api.openVisit(assistant.token, p2.id);
  await api.recording(assistant.token, {
    visitId: inProgress.id,
    recordingType: 'initial',
    creatorRole: 'medical_assistant',
    subjective: 'Headache since this morning.',
    metadata: { duration: 20 },
  });

  // Completed by the doctor with a final diagnosis.
  const done = await api.openVisit(doctor.token, p3.id);
  await api.recording(doctor.token, {
    visitId: done.id,
    patientId: p3.id,
    recordingType: 'doctor_review',
    creatorRole: 'doctor',
    transcription: 'My ankle hurts since I twisted it playing football yesterday.',
    subjective: 'Right ankle pain after an inversion injury yesterday.',
    objective: 'Swelling over the lateral malleolus; able to bear weight.',
    assessment: 'Right ankle sprain.',
    plan: 'Rest, ice, compression, elevation. Review in one week if not improving.',
    codeSuggestions: [
      {
        type: 'ICD-10',
        code: 'S93.401A',
        description: 'Sprain of unspecified ligament of right ankle, initial encounter',
        confidence: 0.77,
      },
    ],
    metadata: { duration: 65 },
  });
  await api.updateVisit(doctor.token, done.id, {
    status: 'completed',
    patientId: p3.id,
    finalDiagnosis: 'Right ankle sprain (grade I)',
  });

  // Unassigned: a visit recorded without a patient.
  const unassigned = await api.openVisit(assistant.token, 0);
  await api.recording(assistant.token, {
    visitId: unassigned.id,
    recordingType: 'initial',
    creatorRole: 'medical_assistant',
    subjective: 'Walk-in, dizziness.',
    metadata: { duration: 15 },
  });

  return {
    tokens: { doctor: doctor.token, assistant: assistant.token, patient: patientUser.token },
    emails: { doctor: doctor.user.email, assistant: assistant.user.email },
    visits: { pending: pending.id, inProgress: inProgress.id, completed: done.id, unassigned: unassigned.id },
    patientIds: [p1.id, p2.id, p3.id],
  };
}

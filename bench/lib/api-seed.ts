import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/src/db/database';
import { patients, recordings, users, visits } from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/modules/auth/password';

/**
 * Seeds a clinic's history through the real schema (drizzle, migrations applied by openDatabase) in batches:
 * clinicians, patients, visits with their SOAP note recordings. Much faster than the API, same rows.
 */
export interface SeedOptions {
  visits: number;
  /** Of which not completed (the active list); the rest is completed history. */
  openVisits: number;
  clinicians: number;
  password: string;
}

export interface Clinician {
  id: number;
  email: string;
  role: 'doctor' | 'medical_assistant' | 'nurse_practitioner';
}

export interface OpenNote {
  recordingId: number;
  visitId: number;
}

export interface SeedResult {
  clinicians: Clinician[];
  /** The recordings of open visits: what clinicians edit during the load. */
  openNotes: OpenNote[];
  counts: { users: number; patients: number; visits: number; recordings: number };
}

const FIRST = [
  'Maria',
  'James',
  'Aisha',
  'Chen',
  'Olga',
  'Diego',
  'Fatima',
  'Noah',
  'Priya',
  'Lucas',
  'Amara',
  'Yusuf',
  'Elena',
  'Kofi',
  'Sofia',
  'Hiro',
];
const LAST = [
  'Lopez',
  'Smith',
  'Khan',
  'Wang',
  'Ivanova',
  'Garcia',
  'Haddad',
  'Brown',
  'Patel',
  'Silva',
  'Okafor',
  'Demir',
  'Rossi',
  'Mensah',
  'Novak',
  'Sato',
];
const COMPLAINTS = [
  'Cough for a week',
  'Lower back pain',
  'Headache',
  'Sore throat',
  'Follow-up hypertension',
  'Rash on forearm',
  'Knee pain',
  'Fatigue',
];
const TRANSCRIPT =
  "[doctor] What brings you in today? [patient] I've had a dry cough for about a week, worse at night, no fever. " +
  '[doctor] Any shortness of breath or chest pain? [patient] A little tightness when I climb stairs, no chest pain. ' +
  '[doctor] Do you smoke? [patient] No, never. [doctor] Any allergies to medicines? [patient] Penicillin gives me a rash. ' +
  '[doctor] Let me listen to your lungs. Breathe in deeply. Your lungs are clear, oxygen saturation is ninety eight percent. ' +
  "[doctor] Temperature is thirty seven point one, blood pressure one twenty eight over eighty two. [patient] That's good. " +
  '[doctor] This looks like a viral bronchitis. Drink plenty of fluids, honey for the cough, and come back if you get a fever ' +
  'or the breathing gets worse. [patient] Thank you, doctor.';
const NOTE = {
  subjective:
    'Dry cough for one week, worse at night. No fever. Mild exertional chest tightness, no chest pain. Non-smoker. Allergy: penicillin (rash).',
  objective: 'T 37.1 C, BP 128/82, SpO2 98% on room air. Lungs clear to auscultation bilaterally.',
  assessment: 'Acute bronchitis, likely viral.',
  plan: 'Supportive care: fluids, honey for cough. Return if fever or worsening shortness of breath.',
};
const CODES = [
  { type: 'ICD-10' as const, code: 'J20.9', description: 'Acute bronchitis, unspecified', confidence: 0.82 },
  { type: 'ICD-11' as const, code: 'CA42.Z', description: 'Acute bronchitis, unspecified', confidence: 0.7 },
  {
    type: 'CPT' as const,
    code: '99213',
    description: 'Office visit, established patient, low complexity',
    confidence: 0.64,
  },
];
const BATCH = 500;

function roleOf(index: number): Clinician['role'] {
  if (index % 4 === 0) return 'doctor';
  return index % 20 === 1 ? 'nurse_practitioner' : 'medical_assistant';
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function seedClinic(db: Database, options: SeedOptions): Promise<SeedResult> {
  const passwordHash = await hashPassword(options.password);
  const clinicianRows = Array.from({ length: options.clinicians }, (_, i) => ({
    email: `bench-clinician-${i}@clinic.test`,
    passwordHash,
    role: roleOf(i),
    name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
  }));
  const clinicians: Clinician[] = [];
  await inBatches(clinicianRows, async (batch) => {
    const rows = await db.insert(users).values(batch).returning({ id: users.id, email: users.email, role: users.role });
    clinicians.push(...rows.map((row) => ({ id: row.id, email: row.email, role: row.role as Clinician['role'] })));
  });
  const doctors = clinicians.filter((c) => c.role === 'doctor');
  const assistants = clinicians.filter((c) => c.role !== 'doctor');

  // Four visits per patient; an open visit is always its patient's newest, and a patient has at most one.
  const patientCount = Math.max(options.openVisits, Math.ceil(options.visits / 4));
  const patientIds: number[] = [];
  const patientRows = Array.from({ length: patientCount }, (_, i) => ({
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}-${i}`,
    email: `patient-${i}@example.org`,
    phoneNumber: `+1 555 ${String(1000 + (i % 9000)).padStart(4, '0')}`,
    gender: (['female', 'male', 'other'] as const)[i % 3],
    dateOfBirth: `${1940 + (i % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    createdBy: assistants[i % assistants.length]?.id ?? null,
  }));
  await inBatches(patientRows, async (batch) => {
    patientIds.push(...(await db.insert(patients).values(batch).returning({ id: patients.id })).map((row) => row.id));
  });

  const now = Date.now();
  const day = 86_400_000;
  const visitRows = Array.from({ length: options.visits }, (_, i) => {
    const open = i < options.openVisits;
    const patientId = patientIds[i % patientIds.length] ?? null;
    const visitDate = new Date(open ? now - (i % 480) * 60_000 : now - (1 + (i % 365)) * day - (i % 600) * 60_000);
    const doctor = doctors[i % doctors.length];
    const assistant = assistants[i % assistants.length];
    if (!doctor || !assistant) throw new Error('seed needs at least one doctor and one assistant');
    const status = !open ? 'completed' : i % 4 === 0 ? 'pending_doctor_review' : 'in_progress';
    return {
      patientId,
      providerId: doctor.id,
      status,
      visitDate,
      chiefComplaint: COMPLAINTS[i % COMPLAINTS.length] ?? null,
      finalDiagnosis: open ? null : 'Acute bronchitis',
      soapNote: NOTE,
      createdAt: visitDate,
      completedAt: open ? null : new Date(visitDate.getTime() + 45 * 60_000),
      createdBy: assistant.id,
    };
  });
  const visitIds: number[] = [];
  await inBatches(visitRows, async (batch) => {
    visitIds.push(...(await db.insert(visits).values(batch).returning({ id: visits.id })).map((row) => row.id));
  });

  const openNotes: OpenNote[] = [];
  const openVisitIds = new Set(visitIds.slice(0, options.openVisits));
  const recordingRows = visitIds.map((visitId, i) => {
    const visit = visitRows[i];
    const creator = visit?.status === 'completed' ? doctors[i % doctors.length] : assistants[i % assistants.length];
    return {
      visitId,
      patientId: visit?.patientId ?? null,
      recordingType: creator?.role === 'doctor' ? 'doctor_review' : 'initial',
      createdBy: creator?.id ?? 1,
      creatorRole: creator?.role ?? 'medical_assistant',
      transcription: TRANSCRIPT,
      ...NOTE,
      codeSuggestions: CODES,
      metadata: { duration: 95 },
      createdAt: visit?.visitDate ?? new Date(),
    };
  });
  await inBatches(recordingRows, async (batch) => {
    const rows = await db
      .insert(recordings)
      .values(batch)
      .returning({ id: recordings.id, visitId: recordings.visitId });
    await db.execute(
      sql`update ${visits} set recording_id = r.id from (values ${sql.join(
        rows.map((row) => sql`(${row.id}::int, ${row.visitId}::int)`),
        sql`, `,
      )}) as r(id, visit_id) where ${visits.id} = r.visit_id`,
    );
    for (const row of rows)
      if (openVisitIds.has(row.visitId)) openNotes.push({ recordingId: row.id, visitId: row.visitId });
  });

  return {
    clinicians,
    openNotes,
    counts: {
      users: clinicians.length,
      patients: patientIds.length,
      visits: visitIds.length,
      recordings: recordingRows.length,
    },
  };
}

/** Opens (and migrates) the database the server will use, seeds it, and closes it so the server can take it over. */
export async function seedDatabase(
  target: { pgliteDir?: string; databaseUrl?: string },
  options: SeedOptions,
): Promise<SeedResult> {
  const handle = await openDatabase({ ...target, poolSize: 4 });
  try {
    return await seedClinic(handle.db, options);
  } finally {
    await handle.close();
  }
}

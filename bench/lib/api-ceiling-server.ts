import Fastify from 'fastify';
import pg from 'pg';

/**
 * The ceiling for the API benchmark: bare Fastify and node-postgres serving the same list queries as
 * VisitsRepository.listSummaries, as the same DTOs — no auth, no security headers, no rate limit, no logging, no
 * ORM. Started by bench/api.bench.ts with DATABASE_URL, PORT and DATABASE_POOL_SIZE.
 */
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? '10'),
});
pool.on('error', () => undefined);

const SELECT = `select v.id, v.patient_id, p.name as patient_name, v.provider_id, u.name as provider_name, v.status, v.visit_date,
  v.chief_complaint, v.final_diagnosis, v.created_at, v.completed_at, v.created_by, v.recording_id, v.version
  from visits v left join patients p on p.id = v.patient_id left join users u on u.id = v.provider_id`;
const ACTIVE = `${SELECT} where v.status <> 'completed' order by v.visit_date desc, v.id desc`;
const COMPLETED = `${SELECT} where v.status = 'completed' order by v.completed_at desc, v.id desc`;

interface Row {
  id: number;
  patient_id: number | null;
  patient_name: string | null;
  provider_id: number;
  provider_name: string | null;
  status: string;
  visit_date: Date;
  chief_complaint: string | null;
  final_diagnosis: string | null;
  created_at: Date;
  completed_at: Date | null;
  created_by: number;
  recording_id: number | null;
  version: number;
}

const toDto = (row: Row) => ({
  id: row.id,
  patientId: row.patient_id,
  patientName: row.patient_name,
  providerId: row.provider_id,
  providerName: row.provider_name,
  status: row.status,
  visitDate: row.visit_date.toISOString(),
  chiefComplaint: row.chief_complaint,
  finalDiagnosis: row.final_diagnosis,
  createdAt: row.created_at.toISOString(),
  completedAt: row.completed_at?.toISOString() ?? null,
  createdBy: row.created_by,
  recordingId: row.recording_id,
  version: row.version,
});

const app = Fastify({ logger: false });
app.get('/active', async () => (await pool.query<Row>(ACTIVE)).rows.map(toDto));
app.get('/completed', async () => (await pool.query<Row>(COMPLETED)).rows.map(toDto));

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? '0') });

import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { patients } from '../../db/schema';

export type PatientRow = typeof patients.$inferSelect;
export type NewPatientRow = typeof patients.$inferInsert;

export class PatientsRepository {
  constructor(private readonly db: Executor) {}

  list(tx: Executor = this.db): Promise<PatientRow[]> {
    return tx.select().from(patients).orderBy(asc(patients.name), asc(patients.id));
  }

  async findById(id: number, tx: Executor = this.db): Promise<PatientRow | undefined> {
    const [row] = await tx.select().from(patients).where(eq(patients.id, id)).limit(1);
    return row;
  }

  async insert(values: NewPatientRow, tx: Executor = this.db): Promise<PatientRow> {
    const [row] = await tx.insert(patients).values(values).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }
}

import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { audioUploads, patients, recordings, users, visits } from '../../db/schema';

export type VisitRow = typeof visits.$inferSelect;
export type NewVisitRow = typeof visits.$inferInsert;
export type VisitWithNames = VisitRow & { patientName: string | null; providerName: string | null };
export type VisitList = 'active' | 'completed' | 'unassigned';

/** List rows leave out the note text: list screens never show it. */
const { soapNote: _soapNote, notes: _notes, ...summaryColumns } = getTableColumns(visits);
export type VisitSummaryRow = Omit<VisitWithNames, 'soapNote' | 'notes'>;

/**
 * A visit someone saved something to: audio or a recording, a diagnosis, or a move past in_progress. Lists leave out
 * the others — a "New visit" opened and left (GET /api/visits/active/{id} still gets or creates it, and reuses it).
 */
function hasContent(tx: Executor): SQL {
  return or(
    ne(visits.status, 'in_progress'),
    isNotNull(visits.finalDiagnosis),
    exists(
      tx
        .select({ one: sql`1` })
        .from(recordings)
        .where(eq(recordings.visitId, visits.id)),
    ),
    exists(
      tx
        .select({ one: sql`1` })
        .from(audioUploads)
        .where(eq(audioUploads.visitId, visits.id)),
    ),
  ) as SQL;
}

export class VisitsRepository {
  constructor(private readonly db: Executor) {}

  /** One query per list screen, names joined, sorted as the spec says. */
  async listSummaries(
    filter: { list?: VisitList; patientId?: number },
    tx: Executor = this.db,
  ): Promise<VisitSummaryRow[]> {
    const where: SQL[] = [hasContent(tx)];
    let order: SQL[] = [desc(visits.visitDate), desc(visits.id)];
    if (filter.patientId !== undefined) where.push(eq(visits.patientId, filter.patientId));
    if (filter.list === 'active') where.push(ne(visits.status, 'completed'));
    if (filter.list === 'unassigned') where.push(ne(visits.status, 'completed'), isNull(visits.patientId));
    if (filter.list === 'completed') {
      where.push(eq(visits.status, 'completed'));
      order = [desc(visits.completedAt), desc(visits.id)];
    }
    return tx
      .select({ ...summaryColumns, patientName: patients.name, providerName: users.name })
      .from(visits)
      .leftJoin(patients, eq(patients.id, visits.patientId))
      .leftJoin(users, eq(users.id, visits.providerId))
      .where(and(...where))
      .orderBy(...order);
  }

  /**
   * What changes whenever a list's content can change: its row count, newest update and highest id (patient and
   * provider names cannot be edited). One aggregate over an index instead of the whole list.
   */
  async fingerprint(list: VisitList, tx: Executor = this.db): Promise<string> {
    const filter =
      list === 'completed'
        ? eq(visits.status, 'completed')
        : list === 'active'
          ? ne(visits.status, 'completed')
          : and(ne(visits.status, 'completed'), isNull(visits.patientId));
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        updated: sql<string | null>`max(${visits.updatedAt})::text`,
        maxId: sql<number | null>`max(${visits.id})`,
      })
      .from(visits)
      .where(and(filter, hasContent(tx)));
    return `${list}:${row?.count ?? 0}:${row?.updated ?? '-'}:${row?.maxId ?? 0}`;
  }

  async findById(id: number, tx: Executor = this.db, lock = false): Promise<VisitWithNames | undefined> {
    const query = tx
      .select({ visit: visits, patientName: patients.name, providerName: users.name })
      .from(visits)
      .leftJoin(patients, eq(patients.id, visits.patientId))
      .leftJoin(users, eq(users.id, visits.providerId))
      .where(eq(visits.id, id))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: visits }) : await query;
    return row ? { ...row.visit, patientName: row.patientName, providerName: row.providerName } : undefined;
  }

  /** The patient's newest visit that is not completed. */
  async findOpenForPatient(patientId: number, tx: Executor = this.db): Promise<VisitRow | undefined> {
    const [row] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.patientId, patientId), ne(visits.status, 'completed')))
      .orderBy(desc(visits.visitDate), desc(visits.id))
      .limit(1);
    return row;
  }

  /** The caller's unassigned visit that has nothing recorded yet, so opening /visit/new twice reuses it. */
  async findEmptyUnassigned(createdBy: number, tx: Executor = this.db): Promise<VisitRow | undefined> {
    const [row] = await tx
      .select()
      .from(visits)
      .where(
        and(
          isNull(visits.patientId),
          eq(visits.status, 'in_progress'),
          eq(visits.createdBy, createdBy),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(recordings)
              .where(eq(recordings.visitId, visits.id)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(audioUploads)
              .where(eq(audioUploads.visitId, visits.id)),
          ),
        ),
      )
      .orderBy(desc(visits.id))
      .limit(1);
    return row;
  }

  async insert(values: NewVisitRow, tx: Executor = this.db): Promise<VisitRow> {
    const [row] = await tx.insert(visits).values(values).returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  /** Applies changes and bumps the version; with `expectedVersion`, only if nobody changed it meanwhile. */
  async update(
    id: number,
    changes: Partial<NewVisitRow>,
    tx: Executor = this.db,
    expectedVersion?: number,
  ): Promise<VisitRow | undefined> {
    const where =
      expectedVersion === undefined ? eq(visits.id, id) : and(eq(visits.id, id), eq(visits.version, expectedVersion));
    const [row] = await tx
      .update(visits)
      .set({ ...changes, version: sql`${visits.version} + 1`, updatedAt: new Date() })
      .where(where)
      .returning();
    return row;
  }

  async delete(id: number, tx: Executor = this.db): Promise<VisitRow | undefined> {
    const [row] = await tx.delete(visits).where(eq(visits.id, id)).returning();
    return row;
  }

  /** Keeps the recordings' served patientId in step when a visit gets its patient. */
  async setRecordingsPatient(visitId: number, patientId: number, tx: Executor = this.db): Promise<void> {
    await tx.update(recordings).set({ patientId }).where(eq(recordings.visitId, visitId));
  }

  async countAll(tx: Executor = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(visits);
    return row?.n ?? 0;
  }

  async listIdsForPatient(patientId: number, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ id: visits.id })
      .from(visits)
      .where(eq(visits.patientId, patientId))
      .orderBy(asc(visits.id));
    return rows.map((row) => row.id);
  }
}

import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { cptDescriptors, icd10cmCodes } from '../../db/schema';

export interface Icd10cmRow {
  code: string;
  description: string;
  billable: boolean;
}

export interface CptDescriptorRow {
  code: string;
  descriptor: string;
}

/** LIKE patterns treat % and _ as wildcards; user text must match them literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Words of a search query worth a LIKE (two or more characters). */
function likeWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2)
    .slice(0, 8);
}

/** The only module that touches the imported code tables. */
export class CodesRepository {
  constructor(private readonly db: Executor) {}

  async upsertIcd10cm(rows: readonly Icd10cmRow[], release: string, tx: Executor = this.db): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insert(icd10cmCodes)
      .values(rows.map((row) => ({ ...row, release, importedAt: new Date() })))
      .onConflictDoUpdate({
        target: icd10cmCodes.code,
        set: {
          description: sql`excluded.description`,
          billable: sql`excluded.billable`,
          release: sql`excluded.release`,
          importedAt: sql`excluded.imported_at`,
        },
      });
  }

  /** Removes codes an earlier release had and this one does not; returns how many. */
  async deleteIcd10cmOutsideRelease(release: string, tx: Executor = this.db): Promise<number> {
    const removed = await tx
      .delete(icd10cmCodes)
      .where(ne(icd10cmCodes.release, release))
      .returning({ code: icd10cmCodes.code });
    return removed.length;
  }

  async countIcd10cm(tx: Executor = this.db): Promise<{ total: number; billable: number }> {
    const [row] = await tx
      .select({ total: count(), billable: sql<number>`count(*) filter (where ${icd10cmCodes.billable})` })
      .from(icd10cmCodes);
    return { total: Number(row?.total ?? 0), billable: Number(row?.billable ?? 0) };
  }

  async findIcd10cm(code: string, tx: Executor = this.db): Promise<Icd10cmRow | undefined> {
    const [row] = await tx
      .select({ code: icd10cmCodes.code, description: icd10cmCodes.description, billable: icd10cmCodes.billable })
      .from(icd10cmCodes)
      .where(eq(icd10cmCodes.code, code))
      .limit(1);
    return row;
  }

  /** Codes starting with the query (with or without the dot) or whose description holds every query word. */
  async searchIcd10cm(query: string, limit: number, tx: Executor = this.db): Promise<Icd10cmRow[]> {
    const compact = query.trim().toUpperCase().replace(/\./g, '');
    const conditions: SQL[] = [];
    if (/^[A-Z0-9]{1,7}$/.test(compact)) {
      conditions.push(ilike(sql`replace(${icd10cmCodes.code}, '.', '')`, `${escapeLike(compact)}%`));
    }
    const words = likeWords(query);
    if (words.length > 0) {
      const all = and(...words.map((word) => ilike(icd10cmCodes.description, `%${escapeLike(word)}%`)));
      if (all) conditions.push(all);
    }
    const where = or(...conditions);
    if (!where) return [];
    return tx
      .select({ code: icd10cmCodes.code, description: icd10cmCodes.description, billable: icd10cmCodes.billable })
      .from(icd10cmCodes)
      .where(where)
      .orderBy(sql`length(${icd10cmCodes.code})`, asc(icd10cmCodes.code))
      .limit(limit);
  }

  async upsertCptDescriptors(rows: readonly CptDescriptorRow[], tx: Executor = this.db): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insert(cptDescriptors)
      .values(rows.map((row) => ({ ...row, importedAt: new Date() })))
      .onConflictDoUpdate({
        target: cptDescriptors.code,
        set: { descriptor: sql`excluded.descriptor`, importedAt: sql`excluded.imported_at` },
      });
  }

  async countCptDescriptors(tx: Executor = this.db): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(cptDescriptors);
    return Number(row?.total ?? 0);
  }

  async findCptDescriptors(codes: readonly string[], tx: Executor = this.db): Promise<CptDescriptorRow[]> {
    if (codes.length === 0) return [];
    return tx
      .select({ code: cptDescriptors.code, descriptor: cptDescriptors.descriptor })
      .from(cptDescriptors)
      .where(inArray(cptDescriptors.code, [...codes]));
  }

  async searchCptDescriptors(query: string, limit: number, tx: Executor = this.db): Promise<CptDescriptorRow[]> {
    const conditions: SQL[] = [];
    const code = query.trim().toUpperCase();
    if (/^[0-9A-Z]{1,5}$/.test(code)) conditions.push(ilike(cptDescriptors.code, `${escapeLike(code)}%`));
    const words = likeWords(query);
    if (words.length > 0) {
      const all = and(...words.map((word) => ilike(cptDescriptors.descriptor, `%${escapeLike(word)}%`)));
      if (all) conditions.push(all);
    }
    const where = or(...conditions);
    if (!where) return [];
    return tx
      .select({ code: cptDescriptors.code, descriptor: cptDescriptors.descriptor })
      .from(cptDescriptors)
      .where(where)
      .orderBy(asc(cptDescriptors.code))
      .limit(limit);
  }
}

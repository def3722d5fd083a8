import type { InsertPatient, PatientDto, PatientWithVisitsDto } from '@common/schemas/patient.schema';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../lib/request-context';
import type { AuditStore } from '../audit/audit.store';
import type { VisitsStore } from '../visits/visits.store';
import { toVisitSummaryDto } from '../visits/visits.dto';
import { toPatientDto } from './patients.dto';
import type { PatientsRepository } from './patients.repository';

export interface PatientsServiceDeps {
  db: Database;
  patients: PatientsRepository;
  visits: VisitsStore;
  audit: AuditStore;
}

export class PatientsService {
  constructor(private readonly deps: PatientsServiceDeps) {}

  async list(): Promise<PatientDto[]> {
    return (await this.deps.patients.list()).map(toPatientDto);
  }

  async create(input: InsertPatient, context: RequestContext): Promise<PatientDto> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.deps.patients.insert(
        {
          name: input.name,
          email: input.email ?? null,
          phoneNumber: input.phoneNumber ?? null,
          gender: input.gender ?? null,
          dateOfBirth: input.dateOfBirth ?? null,
          createdBy: context.actor.id,
        },
        tx,
      );
      await this.deps.audit.append(
        context,
        {
          action: 'create',
          entityType: 'patient',
          entityId: row.id,
          patientId: row.id,
          detail: { fields: Object.keys(input) },
        },
        tx,
      );
      return toPatientDto(row);
    });
  }

  async getWithVisits(id: number, context: RequestContext): Promise<PatientWithVisitsDto> {
    const row = await this.deps.patients.findById(id);
    if (!row) throw notFound('Patient not found');
    const visits = await this.deps.visits.listSummaries({ patientId: id });
    await this.deps.audit.append(context, { action: 'read', entityType: 'patient', entityId: id, patientId: id });
    return { ...toPatientDto(row), visits: visits.map(toVisitSummaryDto) };
  }
}

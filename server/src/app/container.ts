import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { LocksRepository } from '../db/locks.repository';
import { AuditRepository } from '../modules/audit/audit.repository';
import { AudioUploadsRepository } from '../modules/audio/audio-uploads.repository';
import { AuthService } from '../modules/auth/auth.service';
import { CodesRepository } from '../modules/codes/codes.repository';
import { CodesService } from '../modules/codes/codes.service';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { SessionsRepository } from '../modules/auth/sessions.repository';
import { PatientsRepository } from '../modules/patients/patients.repository';
import { PatientsService } from '../modules/patients/patients.service';
import { RecordingsRepository } from '../modules/recordings/recordings.repository';
import { RecordingsService } from '../modules/recordings/recordings.service';
import { UsersRepository } from '../modules/users/users.repository';
import { UsersService } from '../modules/users/users.service';
import { VisitsRepository } from '../modules/visits/visits.repository';
import { VisitsService, type AudioFileRemover } from '../modules/visits/visits.service';

/** Builds every repository and service once, wiring dependencies explicitly. */
export function createContainer(config: AppConfig, db: Database, audioFiles: AudioFileRemover) {
  const repositories = {
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    patients: new PatientsRepository(db),
    visits: new VisitsRepository(db),
    recordings: new RecordingsRepository(db),
    audioUploads: new AudioUploadsRepository(db),
    audit: new AuditRepository(db),
    locks: new LocksRepository(),
    codes: new CodesRepository(db),
  };
  const throttle = new LoginThrottle(config.loginThrottle);
  const auth = new AuthService({ db, ...repositories, throttle, sessionTtlHours: config.sessionTtlHours });
  const users = new UsersService(repositories.users);
  const visits = new VisitsService({ db, ...repositories, audioFiles });
  const patients = new PatientsService({ db, ...repositories });
  const recordings = new RecordingsService({ db, ...repositories, visitsService: visits });
  const codes = new CodesService(repositories.codes);
  return { repositories, services: { auth, users, visits, patients, recordings, codes } };
}

export type Container = ReturnType<typeof createContainer>;

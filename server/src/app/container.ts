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
import { RecordingDraftsService } from '../modules/recordings/recording-drafts.service';
import { RecordingsService } from '../modules/recordings/recordings.service';
import { UsersRepository } from '../modules/users/users.repository';
import { UsersService } from '../modules/users/users.service';
import { VisitsRepository } from '../modules/visits/visits.repository';
import { VisitsService } from '../modules/visits/visits.service';
import { AudioService } from '../modules/audio/audio.service';
import type { AudioStorage } from '../modules/audio/audio-storage';
import { TranscribeService } from '../modules/transcribe/transcribe.service';
import { TranscriptionJobs } from '../modules/transcribe/transcription-jobs';
import type { Engines } from './engines';

/** Builds every repository and service once, wiring dependencies explicitly. */
export function createContainer(
  config: AppConfig,
  db: Database,
  storage: AudioStorage,
  engines: Engines,
  log?: (event: Record<string, unknown>, message: string) => void,
) {
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
  const jobs = new TranscriptionJobs();
  const visits = new VisitsService({ db, ...repositories, audioFiles: storage, jobs });
  const patients = new PatientsService({ db, ...repositories });
  const recordings = new RecordingsService({ db, ...repositories, visitsService: visits });
  const drafts = new RecordingDraftsService(repositories);
  const codes = new CodesService(repositories.codes);
  const audio = new AudioService({ ...repositories, storage });
  const transcribe = new TranscribeService({
    db,
    ...repositories,
    visitsService: visits,
    storage,
    toolkit: engines.toolkit,
    runner: engines.runner,
    noteEngine: engines.note,
    codes,
    drafts,
    jobs,
    timeoutMs: config.transcription.timeoutMs,
    log,
  });
  return { repositories, services: { auth, users, visits, patients, recordings, codes, audio, transcribe } };
}

export type Container = ReturnType<typeof createContainer>;

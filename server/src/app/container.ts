import type { RequestContext } from '../lib/request-context';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { LocksRepository } from '../db/locks.repository';
import { AuditRepository } from '../modules/audit/audit.repository';
import { AuditService } from '../modules/audit/audit.service';
import { AudioUploadsRepository } from '../modules/audio/audio-uploads.repository';
import { AdminRepository } from '../modules/admin/admin.repository';
import { AdminService } from '../modules/admin/admin.service';
import { AuthService } from '../modules/auth/auth.service';
import { OidcService } from '../modules/auth/oidc.service';
import { CareTeamRepository } from '../modules/care-team/care-team.repository';
import { CareTeamService } from '../modules/care-team/care-team.service';
import { RegistrationService } from '../modules/auth/registration.service';
import { InvalidTokenLimiter, SessionKeyCache } from '../modules/auth/token-limits';
import { CodesRepository } from '../modules/codes/codes.repository';
import { CodesService } from '../modules/codes/codes.service';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { SessionsRepository } from '../modules/auth/sessions.repository';
import { PatientsRepository } from '../modules/patients/patients.repository';
import { PatientsService } from '../modules/patients/patients.service';
import { RecordingsRepository } from '../modules/recordings/recordings.repository';
import { NoteVersionsRepository } from '../modules/recordings/note-versions.repository';
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
import { LiveTranscriptionWorker } from '../modules/recording-sessions/live-transcription.worker';
import { RecordingSessionsRepository } from '../modules/recording-sessions/recording-sessions.repository';
import { RecordingSessionsService } from '../modules/recording-sessions/recording-sessions.service';
import { SessionPiecesStore } from '../modules/recording-sessions/session-pieces.store';

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
    noteVersions: new NoteVersionsRepository(db),
    audioUploads: new AudioUploadsRepository(db),
    audit: new AuditRepository(db),
    locks: new LocksRepository(),
    codes: new CodesRepository(db),
    admin: new AdminRepository(db),
    careTeam: new CareTeamRepository(db),
    recordingSessions: new RecordingSessionsRepository(db),
  };
  const throttle = new LoginThrottle(config.loginThrottle);
  const limits = {
    invalidTokens: new InvalidTokenLimiter(config.invalidTokenMaxPerMinute),
    sessionKeys: new SessionKeyCache(),
  };
  const auth = new AuthService({
    db,
    ...repositories,
    throttle,
    sessionTtlHours: config.sessionTtlHours,
    sessionKeys: limits.sessionKeys,
  });
  const registration = new RegistrationService({ db, ...repositories, mode: config.registration });
  const admin = new AdminService({ db, ...repositories, registration });
  const audit = new AuditService(repositories.audit);
  const careTeam = config.access === 'care-team' ? new CareTeamService(repositories) : undefined;
  const oidc = config.oidc
    ? new OidcService(config.oidc, { users: repositories.users, registration, auth })
    : undefined;
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
    vad: engines.vad,
    codes,
    drafts,
    jobs,
    timeoutMs: config.transcription.timeoutMs,
    log,
    // ACCESS=care-team: audio goes only to a chart the uploader may open (its reason, if needed, was given there).
    ...(careTeam
      ? {
          checkChart: (visitId: number, context: RequestContext) =>
            careTeam.checkOpen({ visitId }, undefined, 'POST /api/transcribe', context),
        }
      : {}),
  });
  const pieces = new SessionPiecesStore(storage.dir, engines.ffmpegPath);
  const liveWorker = new LiveTranscriptionWorker({
    sessions: repositories.recordingSessions,
    pieces,
    ffmpegPath: engines.ffmpegPath,
    vad: engines.vad,
    runner: engines.runner,
    workDir: engines.workDir,
    timeoutMs: config.transcription.timeoutMs,
    log,
  });
  const recordingSessions = new RecordingSessionsService({
    db,
    sessions: repositories.recordingSessions,
    pieces,
    worker: liveWorker,
    transcribe,
    visitsService: visits,
    audioDir: storage.dir,
    limits: config.live,
  });
  return {
    repositories,
    limits,
    liveWorker,
    services: {
      auth,
      registration,
      oidc,
      admin,
      audit,
      careTeam,
      users,
      visits,
      patients,
      recordings,
      codes,
      audio,
      transcribe,
      recordingSessions,
    },
  };
}

export type Container = ReturnType<typeof createContainer>;

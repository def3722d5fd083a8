import type { RecordingSessionDto, RecordingSessionStatus } from '@common/schemas/recording-session.schema';
import type { RecordingSessionRow, UtteranceRow } from './recording-sessions.repository';
import { composeTranscript } from './session-transcript';

const round = (value: number) => Math.round(value * 100) / 100;

/** A session as the API shows it; `live` (this process's pipeline) is fresher than the row while recording. */
export function toRecordingSessionDto(
  row: RecordingSessionRow,
  utterances: readonly UtteranceRow[],
  live?: { decodedSeconds: number; transcribedSeconds: number },
): RecordingSessionDto {
  const stored = utterances.reduce((max, u) => Math.max(max, u.endSec), 0);
  const secondsReceived = live?.decodedSeconds ?? row.secondsReceived;
  const finished = row.status === 'done' || row.status === 'failed';
  return {
    id: row.id,
    status: row.status as RecordingSessionStatus,
    visitId: row.visitId,
    recordingType: row.recordingType,
    mimeType: row.mimeType,
    chunksReceived: row.chunksReceived,
    secondsReceived: round(secondsReceived),
    transcript: composeTranscript(utterances).text,
    transcribedSeconds: round(live?.transcribedSeconds ?? (finished ? secondsReceived : stored)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.audioId ? { audioId: row.audioId } : {}),
  };
}

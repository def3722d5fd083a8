import { describe, expect, it } from 'vitest';
import type { RecordingSessionDto } from '@common/schemas/recording-session.schema';
import type { LocalSession } from './chunk-queue';
import { mergeUnfinishedSessions } from './merge-unfinished-sessions';

const local = (id: string, visitId: number, nextSeq: number, updatedAt: string): LocalSession => ({
  id,
  visitId,
  recordingType: 'initial',
  mimeType: 'audio/webm',
  nextSeq,
  secondsRecorded: nextSeq * 5,
  startedAt: updatedAt,
  updatedAt,
});

const server = (
  id: string,
  visitId: number | null,
  chunks: number,
  status: RecordingSessionDto['status'] = 'recording',
): RecordingSessionDto => ({
  id,
  status,
  chunksReceived: chunks,
  secondsReceived: chunks * 5,
  transcript: '',
  transcribedSeconds: 0,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:30:00.000Z',
  visitId,
  recordingType: 'initial',
  mimeType: 'audio/webm',
});

describe('mergeUnfinishedSessions', () => {
  it("joins both sides by id, keeps this browser's piece count and the longer duration", () => {
    const merged = mergeUnfinishedSessions(
      [local('a', 1, 3, '2026-11-25T09:00:00.000Z')],
      [server('a', 1, 2), server('b', 1, 4)],
      1,
      [],
    );
    expect(merged.map((s) => [s.id, s.pieces, s.seconds, s.local !== null])).toEqual([
      ['a', 3, 15, true],
      ['b', 4, 20, false],
    ]);
  });

  it("lists this browser's copy only when the server lists it too, or when the server is unreachable", () => {
    const kept = [
      local('mine', 1, 2, '2026-11-25T09:00:00.000Z'),
      local('someone-else', 1, 1, '2026-11-25T09:00:00.000Z'),
    ];
    expect(mergeUnfinishedSessions(kept, [server('mine', 1, 2)], 1, []).map((s) => s.id)).toEqual(['mine']);
    expect(mergeUnfinishedSessions(kept, [], 1, [])).toEqual([]);
    expect(mergeUnfinishedSessions(kept, null, 1, []).map((s) => s.id)).toEqual(['mine', 'someone-else']);
  });

  it('keeps to the visit (a server session without one shows everywhere), skips busy and non-recording ones', () => {
    const merged = mergeUnfinishedSessions(
      [local('other-visit', 2, 1, '2026-11-25T09:00:00.000Z'), local('busy', 1, 1, '2026-11-25T09:00:00.000Z')],
      [
        server('no-visit', null, 1),
        server('done', 1, 3, 'done'),
        server('elsewhere', 2, 1),
        server('other-visit', 2, 1),
        server('busy', 1, 1),
      ],
      1,
      ['busy'],
    );
    expect(merged.map((s) => s.id)).toEqual(['no-visit']);
  });
});

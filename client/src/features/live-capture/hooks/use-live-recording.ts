import type { CreateRecordingSessionInput, RecordingSessionDto } from '@common/schemas/recording-session.schema';
import type { RecordingType } from '@common/schemas/recording.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCreateRecordingSession } from '../api/create-recording-session';
import { getChunkQueue, type LocalSession } from '../utils/chunk-queue';
import { getChunkSender } from '../utils/live-capture-store';
import { canRecord, containerType, pickMimeType, TIMESLICE_MS } from '../utils/microphone';
import { markSessionBusy } from './use-busy-sessions';
import { LOCAL_SESSIONS_KEY } from './use-unfinished-sessions';

/** Continue a session: this browser's copy when it has one, else the server's counts. */
export interface ResumeTarget {
  id: string;
  pieces: number;
  seconds: number;
}

interface Options {
  visitId?: number;
  recordingType: RecordingType;
  onMicrophoneError: () => void;
  onStartError: (error: unknown) => void;
}

interface Capture {
  recorder: MediaRecorder;
  stream: MediaStream;
  /** The session once opened; null when it could not be (the recording then stops). */
  ready: Promise<LocalSession | null>;
  /** Pieces are written one after another, in the order the recorder emits them. */
  writes: Promise<void>;
  stopped: Promise<void>;
}

type CreateSession = (input: CreateRecordingSessionInput) => Promise<RecordingSessionDto>;

async function openSession(
  options: Options,
  create: CreateSession,
  mimeType: string,
  resume?: ResumeTarget,
): Promise<LocalSession> {
  const queue = await getChunkQueue();
  const now = new Date().toISOString();
  if (resume) {
    const local = await queue.getSession(resume.id);
    if (local) return local;
  }
  const id =
    resume?.id ??
    String((await create({ visitId: options.visitId, recordingType: options.recordingType, mimeType })).id);
  const session: LocalSession = {
    id,
    visitId: options.visitId ?? null,
    recordingType: options.recordingType,
    mimeType,
    nextSeq: resume?.pieces ?? 0,
    secondsRecorded: resume?.seconds ?? 0,
    startedAt: now,
    updatedAt: now,
  };
  await queue.saveSession(session);
  return session;
}

/**
 * Microphone capture in 5-s pieces. Each piece is stored in IndexedDB first, then the sender uploads it, so
 * a reload or crash loses at most the piece being recorded. `seconds` counts the whole session, resumes included.
 */
export function useLiveRecording(options: Options) {
  const queryClient = useQueryClient();
  const createSession = useCreateRecordingSession().mutateAsync;
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [seconds, setSeconds] = useState(0);
  const captureRef = useRef<Capture | null>(null);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  const release = useCallback((capture: Capture) => {
    capture.stream.getTracks().forEach((track) => track.stop());
    setStream(null);
  }, []);

  // Leaving the page mid-recording keeps everything stored; the recovery panel offers to resume or finish.
  useEffect(
    () => () => {
      const capture = captureRef.current;
      if (capture && capture.recorder.state !== 'inactive') capture.recorder.stop();
    },
    [],
  );

  // Store what was recorded so far whenever the tab is hidden: it may never come back.
  useEffect(() => {
    const flush = () => {
      const recorder = captureRef.current?.recorder;
      if (document.visibilityState === 'hidden' && recorder?.state === 'recording') recorder.requestData();
    };
    document.addEventListener('visibilitychange', flush);
    return () => document.removeEventListener('visibilitychange', flush);
  }, []);

  useEffect(() => {
    if (!stream) return undefined;
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, [stream]);

  const start = useCallback(
    async (resume?: ResumeTarget) => {
      if (!canRecord()) {
        optionsRef.current.onMicrophoneError();
        return;
      }
      let media: MediaStream;
      try {
        media = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        optionsRef.current.onMicrophoneError();
        return;
      }
      const requested = pickMimeType();
      const recorder = new MediaRecorder(media, requested ? { mimeType: requested } : undefined);
      const startedAt = Date.now();
      // The microphone runs at once; the session opens meanwhile and each piece waits for it before it is stored.
      const ready = openSession(optionsRef.current, createSession, containerType(recorder, requested), resume).then(
        (session) => session,
        (error: unknown) => {
          failStart(error);
          return null;
        },
      );
      let onStopped: () => void = () => undefined;
      const capture: Capture = {
        recorder,
        stream: media,
        ready,
        writes: Promise.resolve(),
        stopped: new Promise<void>((resolve) => (onStopped = resolve)),
      };
      function failStart(error: unknown) {
        recorder.ondataavailable = null;
        if (captureRef.current === capture) captureRef.current = null;
        if (recorder.state !== 'inactive') recorder.stop();
        optionsRef.current.onStartError(error);
      }
      recorder.ondataavailable = (event: BlobEvent) => {
        if (event.data.size === 0) return;
        const elapsed = (Date.now() - startedAt) / 1000;
        capture.writes = capture.writes
          .then(async () => {
            const session = await ready;
            if (!session) return;
            const [queue, sender] = await Promise.all([getChunkQueue(), getChunkSender()]);
            await queue.addChunk(session.id, await event.data.arrayBuffer(), session.secondsRecorded + elapsed);
            void sender.drain(session.id).catch(() => undefined);
          })
          .catch(() => optionsRef.current.onStartError(new Error('This browser could not store the recording.')));
      };
      recorder.onstop = () => {
        release(capture);
        if (captureRef.current === capture) {
          // Stopped without stop(): the device went away or the page is leaving; the session waits for recovery.
          captureRef.current = null;
          void ready.then((session) => {
            if (session) markSessionBusy(session.id, false);
            return queryClient.invalidateQueries({ queryKey: LOCAL_SESSIONS_KEY });
          });
        }
        void capture.writes.then(onStopped);
      };
      captureRef.current = capture;
      setSeconds(Math.floor(resume?.seconds ?? 0));
      recorder.start(TIMESLICE_MS);
      setStream(media);
      const session = await ready;
      if (!session) return;
      markSessionBusy(session.id, true);
      setSessionId(session.id);
      // Pieces left over from before a reload go first.
      void getChunkSender().then((sender) => sender.drain(session.id).catch(() => undefined));
      void queryClient.invalidateQueries({ queryKey: LOCAL_SESSIONS_KEY });
    },
    [queryClient, release, createSession],
  );

  /**
   * Stops the microphone and resolves with the session id once the last piece is stored. The session stays
   * busy: the caller finishes it and then releases it.
   */
  const stop = useCallback(async (): Promise<string | null> => {
    const capture = captureRef.current;
    if (!capture) return null;
    captureRef.current = null;
    if (capture.recorder.state !== 'inactive') capture.recorder.stop();
    await capture.stopped;
    return (await capture.ready)?.id ?? null;
  }, []);

  return { recording: stream !== null, sessionId, stream, seconds, start, stop };
}

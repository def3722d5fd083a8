import 'fake-indexeddb/auto';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer, type RecordedRequest, type TestResponse } from '../../../test/api-test-server';
import { FakeMediaRecorder, fakeMicrophone } from '../../../test/fake-media-recorder';
import { renderWithProviders } from '../../../test/render-with-providers';
import { getChunkQueue } from '../utils/chunk-queue';
import { LiveRecorder } from './live-recorder';

const result: TranscriptionResponse = {
  recordingId: null,
  recordingVersion: null,
  transcription: 'I have had a cough for three days.',
  subjective: 'Cough for three days.',
  objective: '',
  assessment: '',
  plan: '',
  codeSuggestions: [],
  duration: 12,
  audioId: '0b7c7c86-7d0e-4a57-9b36-3f9ab3f0c001',
  segments: [],
  evidence: [],
  engine: { id: 'builtin', version: '1' },
  transcriptionEngine: 'pocketsphinx',
};

const session = {
  id: 'sess-1',
  status: 'recording',
  chunksReceived: 0,
  secondsReceived: 0,
  transcript: 'Patient reports a cough',
  updatedAt: '2026-11-25T09:00:00.000Z',
};

type Handler = (request: RecordedRequest) => TestResponse;
const getUserMedia = vi.fn();
let close: (() => Promise<void>) | undefined;
let requests: RecordedRequest[] = [];

async function startApi(overrides: Record<string, Handler> = {}) {
  const api = await startApiTestServer({
    'GET /api/recording-sessions': () => ({ json: [] }),
    'POST /api/recording-sessions': () => ({ status: 201, json: session }),
    'GET /api/recording-sessions/sess-1': () => ({ json: session }),
    'PUT /api/recording-sessions/sess-1/chunks/0': () => ({ status: 204 }),
    'PUT /api/recording-sessions/sess-1/chunks/1': () => ({ status: 204 }),
    'PUT /api/recording-sessions/sess-1/chunks/2': () => ({ status: 204 }),
    'POST /api/recording-sessions/sess-1/finish': () => ({ json: result, delay: 700 }),
    ...overrides,
  });
  close = api.close;
  requests = api.requests;
}

const chunkPuts = () => requests.filter((request) => request.method === 'PUT').map((request) => request.path);

beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  getUserMedia.mockReset().mockResolvedValue(fakeMicrophone());
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});
afterEach(async () => {
  // Unmount before the API goes away, so no poll is left talking to a closed server.
  cleanup();
  vi.unstubAllGlobals();
  const queue = await getChunkQueue();
  for (const stored of await queue.listSessions()) await queue.removeSession(stored.id);
  await close?.();
  close = undefined;
});

function renderRecorder(onTranscribed = vi.fn()) {
  renderWithProviders(
    <LiveRecorder visitId={42} recordingType="initial" onTranscribed={onTranscribed} upload={<span>upload</span>} />,
  );
  return onTranscribed;
}

async function startRecording() {
  await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
  expect(await screen.findByRole('timer')).toHaveTextContent('00:00');
  return FakeMediaRecorder.last!;
}

describe('LiveRecorder', () => {
  it('records in 5-s pieces, shows the live transcript, finishes into the note and goes back to idle', async () => {
    await startApi();
    const onTranscribed = renderRecorder();
    expect(screen.getByText('upload')).toBeInTheDocument();

    const recorder = await startRecording();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(recorder.timeslice).toBe(5000);
    await waitFor(() =>
      expect(JSON.parse(requests.find((request) => request.method === 'POST')?.body ?? '{}')).toEqual({
        visitId: 42,
        recordingType: 'initial',
        mimeType: 'audio/webm',
      }),
    );
    expect(await screen.findByText('Patient reports a cough')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    expect(await screen.findByText('Saved up to 00:00')).toBeInTheDocument();

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    recorder.emit('piece-zero');
    await waitFor(() => expect(chunkPuts()).toEqual(['/api/recording-sessions/sess-1/chunks/0']));
    expect(requests.find((request) => request.method === 'PUT')?.body).toBe('piece-zero');

    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText(/Processing audio\.\.\./)).toBeInTheDocument();
    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith(result));
    expect(chunkPuts()).toEqual(['/api/recording-sessions/sess-1/chunks/0', '/api/recording-sessions/sess-1/chunks/1']);
    const finish = requests.find((request) => request.path.endsWith('/finish'));
    expect(JSON.parse(finish?.body ?? '{}')).toEqual({ chunks: 2 });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
    expect(await (await getChunkQueue()).listSessions()).toEqual([]);

    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('offers an interrupted recording of the visit in the same frame as Start Recording, and resumes it there', async () => {
    await startApi({
      'GET /api/recording-sessions': () => ({
        json: [{ ...session, chunksReceived: 2, secondsReceived: 10, visitId: 42 }],
      }),
      'PUT /api/recording-sessions/sess-1/chunks/2': () => ({ status: 204 }),
    });
    renderRecorder();
    const resume = await screen.findByRole('button', { name: 'Resume recording' });
    const frame = resume.closest('[data-recorder-state]');
    expect(frame).toHaveAttribute('data-recorder-state', 'unfinished');
    expect(within(frame as HTMLElement).getByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
    expect(within(frame as HTMLElement).getByText('Unfinished recording')).toBeInTheDocument();

    await userEvent.click(resume);
    expect(await screen.findByRole('timer')).toHaveTextContent('00:10');
    // One recorder: while the session records, neither another start nor the list is offered.
    expect(screen.queryByRole('button', { name: 'Start Recording' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unfinished recording')).not.toBeInTheDocument();
    expect(document.querySelector('[data-recorder-state]')).toHaveAttribute('data-recorder-state', 'recording');
  });

  it('shows the no-speech message in a destructive toast, never Success', async () => {
    const message = 'No speech was detected in this recording. Check the microphone and try again.';
    await startApi({ 'POST /api/recording-sessions/sess-1/finish': () => ({ status: 422, json: { message } }) });
    const onTranscribed = renderRecorder();
    await startRecording();
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
    expect(onTranscribed).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
  });

  it('keeps pieces queued with an offline badge and sends them once the connection is back', async () => {
    let online = false;
    await startApi({
      'PUT /api/recording-sessions/sess-1/chunks/0': () => (online ? { status: 204 } : { status: 503 }),
    });
    renderRecorder();
    const recorder = await startRecording();
    recorder.emit('piece-zero');

    expect(await screen.findByText('Offline · 1 piece queued')).toBeInTheDocument();
    expect(await (await getChunkQueue()).pendingChunks('sess-1')).toHaveLength(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/Offline ·/)).not.toBeInTheDocument());
    expect(await (await getChunkQueue()).pendingChunks('sess-1')).toHaveLength(0);
  });

  it('starts recording at once and stores a piece recorded before the server opened the session', async () => {
    await startApi({ 'POST /api/recording-sessions': () => ({ status: 201, json: session, delay: 600 }) });
    renderRecorder();
    const recorder = await startRecording();
    recorder.emit('early-piece');
    await waitFor(() => expect(chunkPuts()).toEqual(['/api/recording-sessions/sess-1/chunks/0']));
    expect(requests.find((request) => request.method === 'PUT')?.body).toBe('early-piece');
    expect(await (await getChunkQueue()).getSession('sess-1')).toMatchObject({ nextSeq: 1, visitId: 42 });
  });

  it("shows 'Microphone Error' when the microphone is refused", async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Microphone Error')).toBeInTheDocument();
    expect(screen.getAllByText(/private browsing/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
  });

  it("shows 'Microphone Error' when recording is unsupported", async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Microphone Error')).toBeInTheDocument();
  });

  it('stays idle and says why when the server cannot start a session', async () => {
    await startApi({ 'POST /api/recording-sessions': () => ({ status: 403, json: { message: 'Access denied' } }) });
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(await (await getChunkQueue()).listSessions()).toEqual([]);
  });
});

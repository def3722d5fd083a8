import 'fake-indexeddb/auto';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer, type RecordedRequest, type TestResponse } from '../../../test/api-test-server';
import { FakeMediaRecorder, fakeMicrophone } from '../../../test/fake-media-recorder';
import { renderWithProviders } from '../../../test/render-with-providers';
import { getChunkQueue } from '../utils/chunk-queue';
import { RecordingRecoveryPanel } from './recording-recovery-panel';

const result: TranscriptionResponse = {
  recordingId: null,
  recordingVersion: null,
  transcription: 'Cough for three days.',
  subjective: 'Cough for three days.',
  objective: '',
  assessment: '',
  plan: '',
  codeSuggestions: [],
  duration: 10,
  audioId: '0b7c7c86-7d0e-4a57-9b36-3f9ab3f0c001',
  segments: [],
  evidence: [],
  engine: { id: 'builtin', version: '1' },
  transcriptionEngine: 'pocketsphinx',
};

const serverSession = (id: string, visitId: number | null, chunks: number) => ({
  id,
  status: 'recording',
  chunksReceived: chunks,
  secondsReceived: chunks * 5,
  transcript: '',
  updatedAt: '2026-11-25T09:30:00.000Z',
  visitId,
});

type Handler = (request: RecordedRequest) => TestResponse;
let close: (() => Promise<void>) | undefined;
let requests: RecordedRequest[] = [];

async function startApi(routes: Record<string, Handler>) {
  const api = await startApiTestServer({
    // The server lists the session this browser kept (it belongs to the signed-in user).
    'GET /api/recording-sessions': () => ({ json: [serverSession('local-1', 42, 1)] }),
    ...routes,
  });
  close = api.close;
  requests = api.requests;
}

/** What a reload leaves behind: a session in IndexedDB with piece 0 acknowledged and piece 1 never sent. */
async function seedLocalSession() {
  const queue = await getChunkQueue();
  await queue.saveSession({
    id: 'local-1',
    visitId: 42,
    recordingType: 'initial',
    mimeType: 'audio/webm',
    nextSeq: 0,
    secondsRecorded: 0,
    startedAt: '2026-11-25T09:00:00.000Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
  });
  await queue.addChunk('local-1', new TextEncoder().encode('zero').buffer, 5);
  await queue.addChunk('local-1', new TextEncoder().encode('one').buffer, 10);
  await queue.markSent('local-1', 0);
}

const paths = (method: string) => requests.filter((request) => request.method === method).map((r) => r.path);

beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn().mockResolvedValue(fakeMicrophone()) },
    configurable: true,
  });
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

function renderPanel(onTranscribed = vi.fn()) {
  renderWithProviders(<RecordingRecoveryPanel visitId={42} recordingType="initial" onTranscribed={onTranscribed} />);
  return onTranscribed;
}

describe('RecordingRecoveryPanel', () => {
  it("lists this visit's sessions from IndexedDB and from the server, not other visits'", async () => {
    await seedLocalSession();
    await startApi({
      'GET /api/recording-sessions': () => ({
        json: [serverSession('local-1', 42, 1), serverSession('server-2', 42, 3), serverSession('other', 99, 1)],
      }),
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Unfinished recordings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('00:10 recorded')).toBeInTheDocument();
    expect(within(list).getByText('00:15 recorded')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Resume recording' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Finish and transcribe' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Discard' })).toHaveLength(2);
    expect(requests.find((request) => request.method === 'GET')?.path).toBe('/api/recording-sessions');
  });

  it('renders nothing when no session is unfinished', async () => {
    await startApi({ 'GET /api/recording-sessions': () => ({ json: [] }) });
    renderPanel();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByText('Unfinished recording')).not.toBeInTheDocument();
  });

  it("hides a session this browser kept that the server does not list as the user's", async () => {
    await seedLocalSession();
    await startApi({ 'GET /api/recording-sessions': () => ({ json: [] }) });
    renderPanel();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByText('Unfinished recording')).not.toBeInTheDocument();
    expect(await (await getChunkQueue()).listSessions()).toHaveLength(1);
  });

  it('finish and transcribe sends the unsent piece first, then the note goes to the editor', async () => {
    await seedLocalSession();
    let finished = false;
    await startApi({
      'GET /api/recording-sessions': () => ({ json: finished ? [] : [serverSession('local-1', 42, 1)] }),
      'PUT /api/recording-sessions/local-1/chunks/1': () => ({ status: 204 }),
      'POST /api/recording-sessions/local-1/finish': () => {
        finished = true;
        return { json: result, delay: 300 };
      },
    });
    const onTranscribed = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish and transcribe' }));
    expect(await screen.findByText(/Processing audio\.\.\./)).toBeInTheDocument();
    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith(result));
    expect(paths('PUT')).toEqual(['/api/recording-sessions/local-1/chunks/1']);
    const finish = requests.find((request) => request.path.endsWith('/finish'));
    expect(JSON.parse(finish?.body ?? '{}')).toEqual({ chunks: 2 });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unfinished recording')).not.toBeInTheDocument());
    expect(await (await getChunkQueue()).listSessions()).toEqual([]);
  });

  it('resume continues the same session with the next seq and finishes with every piece', async () => {
    await seedLocalSession();
    await startApi({
      'GET /api/recording-sessions/local-1': () => ({ json: serverSession('local-1', 42, 2) }),
      'PUT /api/recording-sessions/local-1/chunks/1': () => ({ status: 204 }),
      'PUT /api/recording-sessions/local-1/chunks/2': () => ({ status: 204 }),
      'PUT /api/recording-sessions/local-1/chunks/3': () => ({ status: 204 }),
      'POST /api/recording-sessions/local-1/finish': () => ({ json: result }),
    });
    const onTranscribed = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume recording' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('00:10');
    expect(paths('POST')).toEqual([]);

    FakeMediaRecorder.last!.emit('after-reload');
    await waitFor(() => expect(paths('PUT')).toContain('/api/recording-sessions/local-1/chunks/2'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith(result));
    expect(paths('PUT')).toEqual([
      '/api/recording-sessions/local-1/chunks/1',
      '/api/recording-sessions/local-1/chunks/2',
      '/api/recording-sessions/local-1/chunks/3',
    ]);
    const finish = requests.find((request) => request.path.endsWith('/finish'));
    expect(JSON.parse(finish?.body ?? '{}')).toEqual({ chunks: 4 });
  });

  it('discard asks first, then deletes on the server and in this browser', async () => {
    await seedLocalSession();
    let discarded = false;
    await startApi({
      'GET /api/recording-sessions': () => ({ json: discarded ? [] : [serverSession('local-1', 42, 1)] }),
      'DELETE /api/recording-sessions/local-1': () => {
        discarded = true;
        return { status: 204 };
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Discard this recording?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Recording discarded')).toBeInTheDocument();
    expect(paths('DELETE')).toEqual(['/api/recording-sessions/local-1']);
    await waitFor(() => expect(screen.queryByText('Unfinished recording')).not.toBeInTheDocument());
    expect(await (await getChunkQueue()).listSessions()).toEqual([]);
  });
});

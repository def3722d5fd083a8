import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AudioRecorder } from './audio-recorder';

const result: TranscriptionResponse = {
  transcription: 'I have had a cough for three days.',
  subjective: 'Cough for three days.',
  objective: '',
  assessment: '',
  plan: '',
  codeSuggestions: [],
  duration: 3,
  audioId: '0b7c7c86-7d0e-4a57-9b36-3f9ab3f0c001',
  segments: [],
  evidence: [],
  engine: { id: 'builtin', version: '1' },
  transcriptionEngine: 'pocketsphinx',
  recordingId: 41,
  recordingVersion: 2,
};

/** The browser boundary: a MediaRecorder that yields one small webm chunk when stopped. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['fake-webm-bytes'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const stopTrack = vi.fn();
const getUserMedia = vi.fn();
let close: (() => Promise<void>) | undefined;

beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await close?.();
  close = undefined;
});

function renderRecorder(onTranscribed = vi.fn()) {
  renderWithProviders(<AudioRecorder visitId={42} recordingType="initial" onTranscribed={onTranscribed} />);
  return onTranscribed;
}

describe('AudioRecorder', () => {
  it('goes idle → recording → processing → idle and hands over the transcription', async () => {
    const api = await startApiTestServer({ 'POST /api/transcribe': () => ({ json: result, delay: 700 }) });
    close = api.close;
    const onTranscribed = renderRecorder();
    expect(screen.getByText('Accepted formats: MP3, WAV, M4A, OGG (max 25MB)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('00:00');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });

    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText(/Processing audio\.\.\./)).toBeInTheDocument();
    expect(stopTrack).toHaveBeenCalled();

    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith(result));
    expect(await screen.findByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
    const body = api.requests[0]?.body ?? '';
    expect(body).toContain('name="visitId"');
    expect(body).toContain('42');
    expect(body).toContain('name="recordingType"');
    expect(body).toContain('filename="recording.webm"');
    expect(api.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
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

  it('rejects a file that is not audio with the Invalid File Type toast', async () => {
    const api = await startApiTestServer({});
    close = api.close;
    renderRecorder();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('audio-file-input'), { target: { files: [file] } });
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a supported audio file (MP3, WAV, M4A, OGG)')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('rejects an upload over 25 MB', async () => {
    renderRecorder();
    const file = new File(['x'], 'long.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(file, 'size', { value: 25 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByTestId('audio-file-input'), { target: { files: [file] } });
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Audio file exceeds 25MB limit. Please choose a smaller file.')).toBeInTheDocument();
  });

  it('offers a retry when the server kept the audio after a 422', async () => {
    const api = await startApiTestServer({
      'POST /api/transcribe': () => ({
        status: 422,
        json: { message: 'No speech was found in the audio', audioId: result.audioId },
      }),
      'POST /api/transcribe/retry': () => ({ json: result }),
    });
    close = api.close;
    const onTranscribed = renderRecorder();
    const file = new File(['RIFF'], 'visit.wav', { type: 'audio/wav' });
    fireEvent.change(screen.getByTestId('audio-file-input'), { target: { files: [file] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Transcription' }));
    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith(result));
    expect(JSON.parse(api.requests[1]?.body ?? '{}')).toEqual({ audioId: result.audioId });
  });
});

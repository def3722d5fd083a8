import type { RecordingStatus } from '@common/schemas/recording.schema';
import type { TranscriptionResponse } from '@common/schemas/transcribe.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The page composes the microphone recorder in; here a plain button stands beside the real upload. */
function renderRecorder(onTranscribed = vi.fn(), draft: { id: number; status: RecordingStatus } | null = null) {
  renderWithProviders(
    <AudioRecorder
      draft={draft}
      visitId={42}
      recordingType="initial"
      onTranscribed={onTranscribed}
      renderMicrophone={({ upload, disabled }) => (
        <div>
          <button type="button" disabled={disabled}>
            Microphone
          </button>
          {upload}
        </div>
      )}
    />,
  );
  return onTranscribed;
}

describe('AudioRecorder', () => {
  it('uploads a file through POST /api/transcribe, shows processing, then hands over the note', async () => {
    const api = await startApiTestServer({ 'POST /api/transcribe': () => ({ json: result, delay: 700 }) });
    close = api.close;
    const onTranscribed = renderRecorder();
    expect(screen.getByText('Accepted formats: MP3, WAV, M4A, OGG (max 25MB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microphone' })).toBeInTheDocument();

    const file = new File(['RIFF'], 'visit.wav', { type: 'audio/wav' });
    fireEvent.change(screen.getByTestId('audio-file-input'), { target: { files: [file] } });
    expect(await screen.findByText(/Processing audio\.\.\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Microphone' })).not.toBeInTheDocument();

    await waitFor(() => expect(onTranscribed).toHaveBeenCalledWith(result));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Microphone' })).toBeInTheDocument();
    const body = api.requests[0]?.body ?? '';
    expect(body).toContain('name="visitId"');
    expect(body).toContain('42');
    expect(body).toContain('name="recordingType"');
    expect(body).toContain('filename="visit.wav"');
    expect(api.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
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

  it('shows a stored draft still processing in place of the recorder, one state at a time', () => {
    renderRecorder(vi.fn(), { id: 7, status: 'processing' });
    expect(screen.getByText(/Processing audio\.\.\./)).toBeInTheDocument();
    expect(screen.getByText(/Your recording is stored/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Microphone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Audio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry for a failed stored draft beside the recorder, and processes while it runs', async () => {
    const api = await startApiTestServer({ 'POST /api/recordings/7/retry': () => ({ json: { id: 7 }, delay: 500 }) });
    close = api.close;
    renderRecorder(vi.fn(), { id: 7, status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Transcription of this recording failed');
    expect(screen.getByRole('button', { name: 'Microphone' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Processing audio\.\.\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/recordings/7/retry',
    ]);
  });
});

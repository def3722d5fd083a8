import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApiTestServer } from '../../../test/api-test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RecordingPlayback } from './recording-playback';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  vi.restoreAllMocks();
});

describe('RecordingPlayback', () => {
  it('plays the fetched audio through an object URL and revokes it when the player goes away', async () => {
    const api = await startApiTestServer({
      'GET /api/recordings/7/audio': () => ({ text: 'RIFF....WAVE', headers: { 'Content-Type': 'audio/wav' } }),
    });
    close = api.close;
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:recording-7');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    const view = renderWithProviders(<RecordingPlayback recordingId={7} />);
    const player = await screen.findByLabelText('Recorded visit audio');
    expect(player.getAttribute('src')).toBe('blob:recording-7');
    expect(created).toHaveBeenCalledTimes(1);
    expect(revoked).not.toHaveBeenCalled();

    view.unmount();
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:recording-7'));
  });
});

import type { Page, Response } from '@playwright/test';
import { expect, loginViaUi, makeAccount, signOut, test } from './support/fixtures';
import { SeedApi } from './support/seed-api';

const assistant = makeAccount('Medical Assistant', 'Lena Live');

function isChunkPut(response: Response): boolean {
  return (
    response.request().method() === 'PUT' &&
    /^\/api\/recording-sessions\/[^/]+\/chunks\/\d+$/.test(new URL(response.url()).pathname)
  );
}

/** Resolves with the next acknowledged piece of the given seq (or any seq when omitted). */
function waitForPiece(page: Page, seq?: number): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      isChunkPut(response) && response.ok() && (seq === undefined || response.url().endsWith(`/chunks/${seq}`)),
    // The machine may be busy: a piece is acknowledged only after it is on disk.
    { timeout: 120_000 },
  );
}

test('records from the microphone, survives a reload mid-recording, resumes, finishes and gets a note', async ({
  page,
  baseURL,
}) => {
  const api = new SeedApi(baseURL!);
  const { token } = await api.account(assistant.name, assistant.email, 'medical_assistant');
  const patient = await api.patient(token, { name: `Live Patient ${Date.now().toString(36)}`, gender: 'female' });
  await loginViaUi(page, assistant);

  const pieces: number[] = [];
  page.on('response', (response) => {
    if (isChunkPut(response) && response.ok()) pieces.push(Number(new URL(response.url()).pathname.split('/').at(-1)));
  });

  await page.goto(`/visit/new?patientId=${patient.id}`);
  await expect(page.getByText('Record Visit')).toBeVisible();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('timer')).toHaveText('00:00');
  // Two 5-s pieces reach the server before the reload.
  await waitForPiece(page, 1);
  await expect(page.getByTestId('saved-up-to')).not.toHaveText('Saved up to 00:00', { timeout: 60_000 });
  const sessions = await api.call<{ id: string | number }[]>('GET', '/api/recording-sessions?status=recording', token);
  expect(sessions).toHaveLength(1);

  // Reloading mid-recording asks first; the assistant leaves anyway.
  const confirmation = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    });
  });
  await page.reload();
  expect(await confirmation).toBe('beforeunload');

  // One 'Recording' card holds the recorder and the interrupted session to resume.
  const area = page.getByTestId('recording-area');
  await expect(area).toHaveCount(1);
  const panel = area.getByTestId('recording-recovery');
  await expect(panel.getByText('Unfinished recording')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Finish and transcribe' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Discard' })).toBeVisible();
  const before = Math.max(...pieces);
  // The resumed recording continues the same session with the next seq. Listening starts before the click: pieces
  // left over from before the reload are sent at once, up to three at a time, and may be in within a second.
  const resumed = waitForPiece(page, before + 2);
  await panel.getByRole('button', { name: 'Resume recording' }).click();
  await expect(area.getByRole('timer')).not.toHaveText('00:00');
  await expect(panel).toHaveCount(0);
  await expect(area.getByRole('button', { name: 'Start Recording' })).toHaveCount(0);
  await resumed;
  const finished = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/finish$/.test(new URL(response.url()).pathname),
    { timeout: 240_000 },
  );
  await area.getByRole('button', { name: 'Stop Recording' }).click();
  const finish = await finished;
  expect(finish.status()).toBe(200);
  expect(new URL(finish.url()).pathname).toBe(`/api/recording-sessions/${String(sessions[0]!.id)}/finish`);
  const note = (await finish.json()) as { transcription: string; duration: number };
  expect(note.transcription.trim()).not.toBe('');
  // Every acknowledged 5-s piece counts, the resumed recorder's too (only the last, stopped piece is partial).
  expect(note.duration, `pieces ${JSON.stringify(pieces)}`).toBeGreaterThanOrEqual((Math.max(...pieces) - 1) * 5 - 1);
  expect(new Set(pieces)).toEqual(new Set(Array.from({ length: Math.max(...pieces) + 1 }, (_, seq) => seq)));

  await expect(page.getByText('Generated SOAP Note')).toBeVisible();
  await expect(page.getByText('Success').first()).toBeVisible();
  await expect(panel).toHaveCount(0);
  expect(await api.call<unknown[]>('GET', '/api/recording-sessions?status=recording', token)).toEqual([]);
  await signOut(page);
});

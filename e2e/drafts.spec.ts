import { UPLOAD_MP3 } from './support/audio-fixtures';
import { expect, loginViaUi, makeAccount, registerViaUi, signOut, test } from './support/fixtures';

/** How many recordings the visit the page names has, asked from the page with its own session. */
const DRAFTS_ON_SERVER = `(async () => {
  const headers = { authorization: 'Bearer ' + localStorage.getItem('token') };
  const visitId = new URLSearchParams(location.search).get('visitId');
  return (await (await fetch('/api/recordings/visit/' + visitId, { headers })).json()).length;
})()`;

test('a draft survives a reload in the middle of processing', async ({ page }) => {
  const assistant = makeAccount('Medical Assistant', 'Rhea Reload');
  await registerViaUi(page, assistant);
  await loginViaUi(page, assistant);
  await page.goto('/visit/new');
  await expect(page.getByText('Record Visit')).toBeVisible();
  await expect(page).toHaveURL(/\/visit\/new\?visitId=\d+$/);
  // Opening the page saved nothing: no colleague sees an empty visit.
  expect(await page.evaluate(DRAFTS_ON_SERVER)).toBe(0);

  await page.getByTestId('audio-file-input').setInputFiles(UPLOAD_MP3);
  // The recording exists on the server from the first second …
  await expect.poll(() => page.evaluate(DRAFTS_ON_SERVER), { timeout: 30_000 }).toBe(1);
  // … so leaving the page while it is processing loses nothing.
  let uploadsAfterReload = 0;
  await page.reload();
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/transcribe') uploadsAfterReload += 1;
  });
  await expect(page.getByText('Generated SOAP Note')).toBeVisible({ timeout: 240_000 });
  await page.getByText('Transcript', { exact: true }).click();
  await expect(page.getByLabel('Subjective')).not.toHaveValue('');
  expect(uploadsAfterReload).toBe(0);
  expect(await page.evaluate(DRAFTS_ON_SERVER)).toBe(1);

  await page.goto('/visits/unassigned');
  await expect(page.getByText('No Unassigned Visits')).toHaveCount(0);
  await signOut(page);
});

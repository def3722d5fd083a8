import type { Page } from '@playwright/test';
import type { RecordingDto } from '../common/schemas/recording.schema';
import { DICTATION_WAV } from './support/audio-fixtures';
import { expect, test } from './support/fixtures';
import { SeedApi } from './support/seed-api';
import { seedClinic, type SeededClinic } from './support/seed-clinic';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

let clinic: SeededClinic;
let api: SeedApi;

test.beforeAll(async () => {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set');
  api = new SeedApi(baseURL);
  clinic = await seedClinic(baseURL);
});

async function signInAs(page: Page, who: keyof SeededClinic['tokens']): Promise<void> {
  await page.goto('/login');
  await page.evaluate(`window.localStorage.setItem('token', ${JSON.stringify(clinic.tokens[who])})`);
}

const recordingsOf = (visitId: number) =>
  api.call<RecordingDto[]>('GET', `/api/recordings/visit/${visitId}`, clinic.tokens.doctor);

test('double-clicking Save sends one request', async ({ page }) => {
  await signInAs(page, 'assistant');
  await page.goto(`/visits/${clinic.visits.pending}`);
  await page.getByRole('button', { name: 'Edit Note' }).click();
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/api\/recordings\/\d+$/.test(new URL(request.url()).pathname)) saves += 1;
  });
  await page.getByLabel('Objective').fill('Temperature 38.5 C. Pulse 92. Throat red.');
  await page.getByRole('button', { name: 'Save Note' }).dblclick();
  await expect(page.getByText('SOAP note saved successfully').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(saves).toBe(1);
});

test("the doctor's dictation keeps the assistant's recording and fills Assessment and Plan", async ({ page }) => {
  const before = await recordingsOf(clinic.visits.pending);
  const intake = before[0]!;
  await signInAs(page, 'doctor');
  await page.goto(`/visits/${clinic.visits.pending}`);
  await expect(page.getByText('Record Doctor Assessment')).toBeVisible();
  const transcribed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/transcribe' && response.request().method() === 'POST',
    { timeout: 240_000 },
  );
  await page.getByTestId('audio-file-input').setInputFiles(DICTATION_WAV);
  expect((await transcribed).status()).toBe(200);
  await expect(page.getByText('SOAP Note (with Doctor Assessment)')).toBeVisible();

  // A and P come from what the doctor said; S, O and the assistant's codes stay.
  // (The embedded recognizer hears espeak's headings reliably, the words after them only roughly.)
  await expect(page.getByLabel('Assessment')).not.toHaveValue('');
  await expect(page.getByLabel('Plan')).not.toHaveValue('');
  await expect(page.getByLabel('Subjective')).toHaveValue(intake.subjective ?? '');
  await expect(page.getByText('J20.9').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('SOAP note saved successfully').first()).toBeVisible();

  // Both recordings are listed; the assistant's is unchanged.
  const items = page.getByTestId('recording-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Assistant's intake");
  await expect(items.nth(0)).toContainText('Mia Chen');
  await expect(items.nth(1)).toContainText("Doctor's dictation");
  const after = await recordingsOf(clinic.visits.pending);
  expect(after.find((item) => item.id === intake.id)).toEqual(intake);
  const dictation = after.find((item) => item.recordingType === 'doctor_review')!;
  expect(dictation.codeSuggestions?.map((code) => code.code)).toEqual(
    expect.arrayContaining((intake.codeSuggestions ?? []).map((code) => code.code)),
  );
});

test('a supporting quote moves the transcript and the audio to its moment', async ({ page }) => {
  const dictation = (await recordingsOf(clinic.visits.pending)).find((item) => item.recordingType === 'doctor_review')!;
  const plan = dictation.evidence?.find((statement) => statement.section === 'plan')?.evidence[0];
  expect(plan).toBeDefined();
  await signInAs(page, 'doctor');
  await page.goto(`/visits/${clinic.visits.pending}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Note' })).toBeVisible();
  await expect(page.getByLabel('Recorded visit audio')).toBeVisible();

  // Keyboard only: open the Plan quotes and press Enter on the quote.
  const planQuotes = page.getByTestId('section-plan');
  await planQuotes.getByText(/Supporting transcript quotes/).focus();
  await page.keyboard.press('Enter');
  await planQuotes.getByTestId('evidence-quote').first().focus();
  await page.keyboard.press('Enter');

  const highlight = page.getByTestId('transcript-highlight');
  await expect(highlight.first()).toBeVisible();
  await expect(highlight.first()).toBeInViewport();
  await expect(highlight.first()).toContainText(plan!.quote.split(' ')[0]!);
  const expected = plan!.startTime ?? 0;
  await expect
    .poll(async () =>
      page
        .getByLabel('Recorded visit audio')
        .evaluate((audio) => (audio as unknown as { currentTime: number }).currentTime),
    )
    .toBeCloseTo(expected, 0);
});

test('completion needs a patient, a final diagnosis and confirming the billed codes; then only addenda', async ({
  page,
}) => {
  await signInAs(page, 'doctor');
  // Getting around: the doctor's own list with its count, and the unassigned visits, one click from the top bar.
  await page.goto('/');
  const me = await api.call<{ id: number }>('GET', '/api/user', clinic.tokens.doctor);
  const active = await api.call<Array<{ providerId: number }>>('GET', '/api/visits/active', clinic.tokens.doctor);
  const mine = active.filter((visit) => visit.providerId === me.id).length;
  await expect(page.getByTestId('assigned-count')).toHaveText(String(mine));
  await page.getByRole('link', { name: /Assigned to me/ }).click();
  await expect(page.getByTestId('active-visit-card')).toHaveCount(mine);
  await expect(page.getByTestId('visit-assignee').first()).toContainText('Dr. Dana Reyes');
  await page.getByRole('link', { name: 'Unassigned', exact: true }).click();
  await expect(page).toHaveURL(/\/visits\/unassigned$/);
  await page.goto(`/visits/${clinic.visits.unassigned}`);
  await expect(page.getByRole('button', { name: 'Complete Visit' }).first()).toBeDisabled();

  await page.goto(`/visits/${clinic.visits.pending}`);
  await expect(page.getByTestId('visit-status-badge')).toHaveText('pending doctor review');
  await page.getByRole('button', { name: 'Complete Doctor Review' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('billed-codes')).toContainText('J20.9');
  await dialog.getByRole('button', { name: 'Complete Visit' }).click();
  await expect(dialog.getByText('Enter the final diagnosis before completing this visit.')).toBeVisible();
  const visit = await api.call<{ status: string }>('GET', `/api/visits/${clinic.visits.pending}`, clinic.tokens.doctor);
  expect(visit.status).toBe('pending_doctor_review');
  await dialog.getByLabel('Final Diagnosis').fill('Acute viral bronchitis');
  await dialog.getByRole('button', { name: 'Complete Visit' }).click();
  await expect(page).toHaveURL(/\/visits\/completed$/);

  await page.goto(`/visits/${clinic.visits.pending}`);
  await expect(page.getByTestId('visit-status-badge')).toHaveText('completed');
  await expect(page.getByRole('button', { name: 'Delete Visit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Note' })).toHaveCount(0);
  await expect(
    page.getByTestId('transcript-' + String((await recordingsOf(clinic.visits.pending))[0]!.id)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Addendum' }).click();
  await page.getByLabel('Addendum').fill('Throat swab came back negative for strep.');
  await page.getByRole('button', { name: 'Save Addendum' }).click();
  await expect(page.getByTestId('recording-item').filter({ hasText: 'Throat swab came back negative' })).toBeVisible();
  await expect(page.getByTestId('note-history')).toContainText('Mia Chen · Created the note');
});

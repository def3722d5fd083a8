import type { Page, Response } from '@playwright/test';
import { UPLOAD_MP3 } from './support/audio-fixtures';
import { chooseOption, expect, loginViaUi, makeAccount, registerViaUi, signOut, test } from './support/fixtures';

const assistant = makeAccount('Medical Assistant', 'Mia Assistant');
const doctor = makeAccount('Doctor', 'Dana Doctor');
const patientName = `Pat Example ${Date.now().toString(36)}`;
const finalDiagnosis = 'Acute viral bronchitis';

test.describe.configure({ mode: 'serial' });

/**
 * Resolves with the answer of the next POST /api/transcribe (upload) or recording-session finish (microphone);
 * transcription runs on this machine: allow time.
 */
function waitForTranscription(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      /^\/api\/(transcribe|recording-sessions\/[^/]+\/finish)$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'POST',
    {
      timeout: 240_000,
    },
  );
}

test('registration of an assistant and a doctor', async ({ page }) => {
  await registerViaUi(page, assistant);
  await registerViaUi(page, doctor);
});

test('the assistant documents a visit and sends it for doctor review', async ({ page }) => {
  await loginViaUi(page, assistant);

  await page.getByRole('link', { name: /Select Patient/ }).click();
  await expect(page).toHaveURL(/\/patients$/);
  await page.getByRole('button', { name: 'Add Patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Patient' });
  await dialog.getByLabel('Full Name').fill(patientName);
  await dialog.getByLabel('Email').fill('pat@example.test');
  await dialog.getByLabel('Phone Number').fill('+1 555 0100');
  await chooseOption(page, 'Gender', 'Female');
  await dialog.getByLabel('Date of Birth').fill('1984-03-09');
  await dialog.getByRole('button', { name: 'Add Patient' }).click();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Search patients...').fill(patientName.slice(0, 10).toUpperCase());
  await page.getByRole('cell', { name: patientName, exact: true }).click();

  await expect(page.getByRole('heading', { name: patientName })).toBeVisible();
  await expect(page.getByText('No visits recorded yet')).toBeVisible();
  await page.getByRole('link', { name: 'Start New Visit' }).click();
  // Once the visit is known the page names it, so a reload reopens it.
  await expect(page).toHaveURL(/\/visit\/new\?patientId=\d+&visitId=\d+$/);
  await expect(page.getByText('Record Visit')).toBeVisible();

  // Record a few seconds from the fake microphone (it plays the generated speech).
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('timer')).toHaveText('00:00');
  await expect(page.getByRole('timer')).toHaveText('00:06', { timeout: 15_000 });
  const recorded = waitForTranscription(page);
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  expect((await recorded).status()).toBe(200);
  await expect(page.getByText('Generated SOAP Note')).toBeVisible();

  // Then upload a file as well: it replaces the draft with the file's note.
  const uploaded = waitForTranscription(page);
  await page.getByTestId('audio-file-input').setInputFiles(UPLOAD_MP3);
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  const note = (await upload.json()) as { transcription: string };
  expect(note.transcription.trim()).not.toBe('');
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  await expect(page.getByText('Generated SOAP Note')).toBeVisible();
  await page.getByText('Transcript', { exact: true }).click();
  await expect(page.getByText(note.transcription.trim().slice(0, 20))).toBeVisible();
  await expect(page.getByLabel(/^Assessment/)).toBeDisabled();
  await expect(page.getByText('Doctor Only')).toHaveCount(2);

  await page.getByLabel('Subjective').fill('Cough and fever for three days, sore throat, tiredness.');
  await page.getByLabel('Objective').fill('Temperature 38.5 C.');
  await expect(page.getByText('Please select a doctor first')).toBeVisible();
  await chooseOption(page, 'Select Doctor for Review', doctor.name);
  await page.getByRole('button', { name: 'Send for Doctor Review' }).click();
  await expect(page.getByText('Visit sent for doctor review').first()).toBeVisible();
  await expect(page).toHaveURL(/\/visits\/active$/);
  await expect(page.locator('[data-banner="assistant"]')).toBeVisible();

  await signOut(page);
});

test('the doctor reviews, completes and finds the visit under Completed', async ({ page }) => {
  await loginViaUi(page, doctor);
  await page.getByRole('link', { name: 'View All Active Visits' }).click();
  await expect(page).toHaveURL(/\/visits\/active$/);
  const banner = page.locator('[data-banner="doctor"]');
  await expect(banner).toContainText('need your review to complete the Assessment and Plan');
  await expect(banner).toHaveClass(/amber/);

  const card = page.getByTestId('active-visit-card').filter({ hasText: patientName });
  await expect(card).toContainText('Pending Review');
  await expect(card).toContainText('MA completed initial assessment. Ready for doctor review.');
  await card.click();

  await expect(page).toHaveURL(/\/visits\/\d+$/);
  await expect(page.getByText('Doctor Review Mode')).toBeVisible();
  await expect(page.getByText('Patient Journey Progress')).toBeVisible();
  await expect(page.getByText('Record Doctor Assessment')).toBeVisible();
  await expect(page.getByLabel('Subjective')).toHaveValue('Cough and fever for three days, sore throat, tiredness.');
  await page.getByLabel('Assessment').fill('Acute bronchitis, most likely viral.');
  await page.getByLabel('Plan').fill('Rest, fluids, paracetamol as needed; return if breathless.');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('SOAP note saved successfully').first()).toBeVisible();
  await expect(page.getByText('Acute bronchitis, most likely viral.')).toBeVisible();

  await page.getByRole('button', { name: 'Complete Doctor Review' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Final Diagnosis').fill(finalDiagnosis);
  await dialog.getByRole('button', { name: 'Complete Visit' }).click();
  await expect(page).toHaveURL(/\/visits\/completed$/);
  const completed = page.getByTestId('completed-visit-card').filter({ hasText: patientName });
  await expect(completed).toContainText(`Diagnosis: ${finalDiagnosis}`);
  await expect(completed).toContainText('Completed');
  await expect(
    page.getByText('These visits have been completed and can be used for reference and billing purposes.'),
  ).toBeVisible();

  // The completed visit keeps its note, final diagnosis and the uploaded audio (fetched with the token).
  await completed.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Final Diagnosis' })).toBeVisible();
  await expect(page.getByText(finalDiagnosis)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Note' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete Visit' })).toHaveCount(0);
  // Both of the assistant's recordings (microphone and file) are kept, each with its audio.
  const players = page.getByLabel('Recorded visit audio');
  await expect(players).toHaveCount(2);
  for (const player of await players.all()) await expect(player).toHaveAttribute('src', /^blob:/);

  await signOut(page);
});

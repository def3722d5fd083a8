import type { Page } from '@playwright/test';
import type { RecordingDto } from '../common/schemas/recording.schema';
import { DICTATION_WAV } from './support/audio-fixtures';
import { expect, test } from './support/fixtures';
import { expectFocusStaysInDialog, expectTabReachesEnd, expectVisibleFocus, tabTo } from './support/keyboard';
import { SEED_PASSWORD, SeedApi } from './support/seed-api';
import { seedClinic, type SeededClinic } from './support/seed-clinic';

/**
 * The doctor's whole review with the keyboard alone: no click anywhere. Focus must always be drawn and never be
 * trapped, except inside an open dialog, which hands focus back to its trigger when it closes.
 */
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000, permissions: ['microphone', 'clipboard-read', 'clipboard-write'] });

let clinic: SeededClinic;
let api: SeedApi;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set');
  api = new SeedApi(baseURL);
  clinic = await seedClinic(baseURL);
  // The doctor's dictation on the visit awaiting review: its note statements carry clickable quotes.
  await api.transcribe(clinic.tokens.doctor, clinic.visits.pending, DICTATION_WAV, 'doctor_review');
});

const clipboard = (page: Page) => page.evaluate<string>('navigator.clipboard.readText()');

test('sign in and open a visit from "Assigned to me" with the keyboard', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, /^Email$/);
  await page.keyboard.type(clinic.emails.doctor);
  await tabTo(page, /^Password$/);
  await page.keyboard.type(SEED_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Logged in successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await tabTo(page, /^Assigned to me/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/visits\/assigned$/);
  await expect(page.getByTestId('active-visit-card').first()).toBeVisible();
  await expectTabReachesEnd(page);

  await tabTo(page, /^Open visit: Alice Johnson/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/visits/${clinic.visits.pending}$`));
});

test('move through the note fields, then cancel and confirm the completion dialog', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(`window.localStorage.setItem('token', ${JSON.stringify(clinic.tokens.doctor)})`);
  await page.goto(`/visits/${clinic.visits.pending}`);
  // Review mode opens the editor: every section is reachable in order, and Shift+Tab walks back.
  await expect(page.getByLabel('Plan')).toBeVisible();
  for (const field of ['Subjective', 'Objective', 'Assessment', 'Plan']) await tabTo(page, new RegExp(`^${field}`));
  await page.keyboard.press('End');
  await page.keyboard.type(' Review in one week.');
  await tabTo(page, /^Assessment/, { back: true });
  await tabTo(page, /^Save Note$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('SOAP note saved successfully').first()).toBeVisible();

  // The dialog: Escape and Cancel both close it and give focus back to the button that opened it.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, /^Complete Doctor Review$/, { back: true, max: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFocusStaysInDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect((await expectVisibleFocus(page)).name).toBe('Complete Doctor Review');

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await tabTo(page, /^Cancel$/);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect((await expectVisibleFocus(page)).name).toBe('Complete Doctor Review');

  await page.keyboard.press('Enter');
  await tabTo(page, /^Final Diagnosis$/);
  await page.keyboard.type('Acute viral bronchitis');
  await tabTo(page, /^Complete Visit$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/visits\/completed$/);
  await expect(page.getByText('Acute viral bronchitis').first()).toBeVisible();
});

test('reach the evidence, the copy buttons and the print view of the signed note', async ({ page }) => {
  const recordings = await api.call<RecordingDto[]>(
    'GET',
    `/api/recordings/visit/${clinic.visits.pending}`,
    clinic.tokens.doctor,
  );
  const note = recordings.find((recording) => recording.recordingType === 'doctor_review')!;
  await page.goto('/login');
  await page.evaluate(`window.localStorage.setItem('token', ${JSON.stringify(clinic.tokens.doctor)})`);
  await page.goto(`/visits/${clinic.visits.pending}`);
  await expect(page.getByTestId('visit-status-badge')).toHaveText('completed');

  await tabTo(page, /^Copy Note$/);
  await page.keyboard.press('Enter');
  await expect.poll(() => clipboard(page)).toContain('Plan');
  await tabTo(page, /^Copy Plan$/);
  await page.keyboard.press('Space');
  await expect.poll(() => clipboard(page)).toBe(note.plan?.trim());

  await tabTo(page, /^Supporting transcript quotes/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Show in transcript:/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('transcript-highlight').first()).toBeInViewport();
  // Focus moved to the highlighted quote in the transcript, and it shows.
  await expectVisibleFocus(page);
  await expectTabReachesEnd(page);

  await page.keyboard.press('Tab');
  await tabTo(page, /^Print View$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/visits/${clinic.visits.pending}/print$`));
  await expect(page.getByRole('heading', { name: 'Visit Note' })).toBeVisible();
  await expect(page.getByText('Acute viral bronchitis')).toBeVisible();
  await tabTo(page, /^Print$/);
  await tabTo(page, /^Back to Visit$/);
  await expectTabReachesEnd(page);
  await tabTo(page, /^Back to Visit$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/visits/${clinic.visits.pending}$`));
});

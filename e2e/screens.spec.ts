import type { Page } from '@playwright/test';
import { auditScreen, WIDTHS } from './support/audit-screen';
import { expect, test } from './support/fixtures';
import { seedClinic, type SeededClinic } from './support/seed-clinic';

/** Every screen and every dialog or recorder state, at 1280 and 390 px: no sideways scroll, no serious axe finding. */
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

let clinic: SeededClinic;

test.beforeAll(async () => {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set');
  clinic = await seedClinic(baseURL);
});

async function signInAs(page: Page, who: keyof SeededClinic['tokens'] | null): Promise<void> {
  await page.goto('/login');
  const token = who ? JSON.stringify(clinic.tokens[who]) : 'null';
  await page.evaluate(who ? `window.localStorage.setItem('token', ${token})` : `window.localStorage.clear()`);
}

const SCREENS: Array<{ path: () => string; as: keyof SeededClinic['tokens'] | null; ready: string }> = [
  { path: () => '/login', as: null, ready: 'Welcome to ChartScribe' },
  { path: () => '/register', as: null, ready: 'Create an Account' },
  { path: () => '/licences', as: null, ready: 'Licences and notices' },
  { path: () => '/no-such-page', as: 'doctor', ready: '404 Page Not Found' },
  { path: () => '/patients', as: 'patient', ready: 'Access Denied' },
  { path: () => '/', as: 'doctor', ready: 'Visit Dashboard' },
  { path: () => '/', as: 'assistant', ready: 'Visit Dashboard' },
  { path: () => '/patients', as: 'assistant', ready: 'Alice Johnson' },
  { path: () => `/patients/${clinic.patientIds[0]}`, as: 'assistant', ready: 'Visit History' },
  { path: () => `/visit/new?patientId=${clinic.patientIds[0]}`, as: 'assistant', ready: 'Record Visit' },
  { path: () => '/visits/unassigned', as: 'assistant', ready: 'Assign Patient' },
  { path: () => '/visits/active', as: 'doctor', ready: 'need your review' },
  { path: () => '/visits/completed', as: 'doctor', ready: 'Right ankle sprain' },
  { path: () => '/visits/assigned', as: 'doctor', ready: 'Assigned to Me' },
  { path: () => `/visits/${clinic.visits.inProgress}`, as: 'doctor', ready: 'Record Doctor Assessment' },
  { path: () => `/visits/${clinic.visits.inProgress}`, as: 'assistant', ready: 'Edit Note' },
  { path: () => `/visits/${clinic.visits.pending}`, as: 'doctor', ready: 'Recordings' },
  { path: () => `/visits/${clinic.visits.unassigned}`, as: 'assistant', ready: 'Assign Patient' },
  { path: () => `/visits/${clinic.visits.completed}`, as: 'assistant', ready: 'Final Diagnosis' },
  { path: () => `/visits/${clinic.visits.completed}/print`, as: 'doctor', ready: 'Visit Note' },
];

// The machine is shared and axe takes seconds a screen: one test per width keeps each within its time.
for (const width of WIDTHS) {
  test(`every screen at ${width} px: no sideways scroll, no serious axe violation`, async ({ page }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    await page.setViewportSize({ width, height: 844 });
    for (const screen of SCREENS) {
      await signInAs(page, screen.as);
      await page.goto(screen.path());
      await expect(page.getByText(screen.ready).first()).toBeVisible();
      await page.waitForTimeout(300);
      problems.push(...(await auditScreen(page, `${screen.path()} as ${screen.as ?? 'visitor'} at ${width} px`)));
    }
    expect(problems).toEqual([]);
  });
}

test('dialogs, form errors, an open list box and the note editor pass too', async ({ page }) => {
  test.setTimeout(600_000);
  const problems: string[] = [];
  const audit = async (what: string, width: number) =>
    problems.push(...(await auditScreen(page, `${what} at ${width} px`)));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await signInAs(page, 'assistant');
    await page.goto('/patients');
    await page.getByRole('button', { name: 'Add Patient' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit('add patient dialog', width);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Add Patient|Save|Create/ })
      .first()
      .click();
    await audit('add patient dialog with errors', width);
    await page.keyboard.press('Escape');

    await page.goto(`/visits/${clinic.visits.inProgress}`);
    await page.getByRole('button', { name: 'Edit Note' }).click();
    await audit('note editor (assistant)', width);
    await page.getByLabel('Select Doctor for Review').click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await audit('doctor list box open', width);
    await page.keyboard.press('Escape');

    await signInAs(page, 'doctor');
    await page.goto(`/visits/${clinic.visits.inProgress}`);
    await page.getByRole('button', { name: 'Complete Visit' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Codes to be billed' })).toBeVisible();
    await audit('completion dialog', width);
    await dialog.getByRole('button', { name: 'Complete Visit' }).click();
    await expect(dialog.getByText('Enter the final diagnosis before completing this visit.')).toBeVisible();
    await audit('completion dialog with its error', width);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete Visit' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit('delete visit dialog', width);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  }
  expect(problems).toEqual([]);
});

test('the recording card while recording, with an unfinished recording, and its discard dialog', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  // Leaving mid-recording asks first (beforeunload); here the answer is always "leave".
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAs(page, 'assistant');
  const newVisit = `/visit/new?patientId=${clinic.patientIds[1]}`;
  await page.goto(newVisit);
  const area = page.getByTestId('recording-area');
  await area.getByRole('button', { name: 'Start Recording' }).click();
  await expect(area.getByRole('timer')).toBeVisible();
  await expect(page.getByTestId('saved-up-to')).not.toHaveText('Saved up to 00:00', { timeout: 60_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    problems.push(...(await auditScreen(page, `recording at ${width} px`)));
  }
  await page.reload();
  await expect(area.getByTestId('recording-recovery')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    problems.push(...(await auditScreen(page, `unfinished recording at ${width} px`)));
  }
  await area.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  problems.push(...(await auditScreen(page, 'discard dialog at 390 px')));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(area.getByTestId('recording-recovery')).toHaveCount(0);
  expect(problems).toEqual([]);
});

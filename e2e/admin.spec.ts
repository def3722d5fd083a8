import type { Page } from '@playwright/test';
import { auditScreen, WIDTHS } from './support/audit-screen';
import { test as base, expect, loginViaUi, makeAccount, registerViaUi, signOut } from './support/fixtures';
import { startBuiltServer, type RunningServer } from './support/start-server';

/**
 * Admin → Users against a server of its own in the default registration mode (approval): the first account is the
 * administrator; a later one waits until approved.
 */
const test = base.extend<object, { approvalServer: RunningServer }>({
  approvalServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startBuiltServer({ REGISTRATION: 'approval' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ approvalServer }, use) => {
    await use(approvalServer.baseURL);
  },
});

const WAITING = 'Your account is waiting for approval by the clinic administrator.';

/** The screen as it is now, at both widths: no sideways scroll and no serious axe violation. */
async function auditBothWidths(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    problems.push(...(await auditScreen(page, `${what} at ${width} px`)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

test('the first account administers; a later one waits until approved, and can be re-roled and deactivated', async ({
  page,
}) => {
  // Seven axe runs at two widths on a shared machine: more than the default time.
  test.setTimeout(900_000);
  const admin = makeAccount('Doctor', 'Ada Admin');
  const assistant = makeAccount('Medical Assistant', 'Wes Waiting');

  await registerViaUi(page, admin);
  await loginViaUi(page, admin);
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
  await signOut(page);

  await registerViaUi(page, assistant);
  await loginViaUi(page, assistant);
  await expect(page.getByText(WAITING)).toBeVisible();
  await page.goto('/patients');
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByText(WAITING)).toBeVisible();
  const problems = await auditBothWidths(page, 'waiting for approval');
  await signOut(page);

  await loginViaUi(page, admin);
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: assistant.email });
  await expect(row.getByText('Waiting for approval')).toBeVisible();
  problems.push(...(await auditBothWidths(page, 'admin users')));
  await page.getByRole('button', { name: `Approve ${assistant.name}` }).click();
  await expect(row.getByText('Waiting for approval')).toHaveCount(0);

  await page.getByLabel(`Role of ${assistant.name}`).click();
  problems.push(...(await auditScreen(page, 'admin role list box open')));
  await page.getByRole('option', { name: 'Nurse Practitioner', exact: true }).click();
  await expect(page.getByLabel(`Role of ${assistant.name}`)).toHaveText('Nurse Practitioner');

  // The last administrator cannot step down.
  await page.getByRole('button', { name: `Remove administrator ${admin.name}` }).click();
  await expect(page.getByText(/last active administrator/).first()).toBeVisible();

  await page.getByRole('button', { name: `Deactivate ${assistant.name}` }).click();
  await expect(row.getByText('Deactivated')).toBeVisible();
  problems.push(...(await auditBothWidths(page, 'admin users with a deactivated account')));
  expect(problems).toEqual([]);
  await signOut(page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(assistant.email);
  await page.getByLabel('Password').fill(assistant.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/deactivated/).first()).toBeVisible();

  await loginViaUi(page, admin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: `Reactivate ${assistant.name}` }).click();
  await expect(page.getByRole('row').filter({ hasText: assistant.email }).getByText('Deactivated')).toHaveCount(0);
  await signOut(page);

  await loginViaUi(page, assistant);
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await page.goto('/patients');
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();

  // Ending every session signs this browser out too.
  await page.getByRole('button', { name: 'End all sessions' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate('window.localStorage.getItem("token")')).toBeNull();
});
